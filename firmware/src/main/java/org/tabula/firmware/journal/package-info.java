/**
 * An append-only journal of records that survives power loss: each record checksummed and
 * forced to storage before it counts.
 */
package org.tabula.firmware.journal;
