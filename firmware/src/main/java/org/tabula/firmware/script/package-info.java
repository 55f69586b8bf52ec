/**
 * The replay script (docs/replay.md) as one typed model, read and written here only: the replay
 * command, the journal, the archive, {@code run --load} and the simulator all go through it.
 */
package org.tabula.firmware.script;
