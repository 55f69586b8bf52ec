/**
 * The one strict JSON reader and writer of the firmware (duplicate keys and trailing tokens are
 * errors): its own package, below every other, since scripts, the journal and the card registry all use it.
 */
package org.tabula.firmware.json;
