/**
 * The single event loop, its events and clocks, and the output stage that writes frames to the
 * devices on a thread of its own.
 */
package org.tabula.firmware.loop;
