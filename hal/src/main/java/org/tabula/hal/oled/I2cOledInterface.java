package org.tabula.hal.oled;

import java.io.ByteArrayOutputStream;

import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.I2cDevice;

/**
 * The I2C transport of SSD1306 datasheet section 8.1.5.1 (same on the SH1106): each message is a
 * control byte then a stream. Control byte 0x00 (Co = 0, D/C# = 0): every following byte is a
 * command; 0x40 (Co = 0, D/C# = 1): every following byte is display RAM data.
 */
public final class I2cOledInterface implements OledInterface {
    static final int COMMAND_STREAM = 0x00;
    static final int DATA_STREAM = 0x40;

    private final I2cDevice device;

    public I2cOledInterface(I2cDevice device) {
        this.device = device;
    }

    @Override
    public void sendCommands(OledCommand... commands) throws BusException {
        ByteArrayOutputStream message = new ByteArrayOutputStream();
        message.write(COMMAND_STREAM);
        for (OledCommand command : commands) {
            message.writeBytes(command.bytes());
        }
        device.write(message.toByteArray());
    }

    @Override
    public void sendData(byte[] data, int offset, int length) throws BusException {
        byte[] message = new byte[length + 1];
        message[0] = DATA_STREAM;
        System.arraycopy(data, offset, message, 1, length);
        device.write(message);
    }
}
