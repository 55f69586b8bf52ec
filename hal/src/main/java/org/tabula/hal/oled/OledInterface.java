package org.tabula.hal.oled;

import org.tabula.hal.bus.BusException;

/**
 * The command/data seam between chip logic and transport (display-interface's
 * {@code WriteOnlyDataCommand}): the driver says what is a command and what is RAM data; the
 * interface says how that travels.
 */
public interface OledInterface {
    void sendCommands(OledCommand... commands) throws BusException;

    /** Writes {@code length} bytes of display RAM from {@code data[offset]} at the current address. */
    void sendData(byte[] data, int offset, int length) throws BusException;
}
