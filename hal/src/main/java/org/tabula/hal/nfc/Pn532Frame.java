package org.tabula.hal.nfc;

import java.util.Arrays;

/**
 * PN532 frames (PN532 User Manual UM0701-02, 6.2.1): preamble 00h, start code 00h FFh, LEN, LCS
 * (LEN + LCS = 0), TFI (D4h host to PN532, D5h back), data, DCS (TFI + data + DCS = 0),
 * postamble 00h. ACK is 00 00 FF 00 FF 00; NACK (asking for the last frame again) is
 * 00 00 FF FF 00 00; an error frame has LEN 1 and TFI 7Fh. Pure: no I/O.
 */
final class Pn532Frame {
    static final int HOST_TO_PN532 = 0xD4;
    static final int PN532_TO_HOST = 0xD5;
    static final byte[] ACK = {0x00, 0x00, (byte) 0xFF, 0x00, (byte) 0xFF, 0x00};
    static final byte[] NACK = {0x00, 0x00, (byte) 0xFF, (byte) 0xFF, 0x00, 0x00};

    /** Why bytes read back are not a usable frame. */
    static final class Invalid extends Exception {
        private static final long serialVersionUID = 1L;

        Invalid(String message) {
            super(message, null, false, false);
        }
    }

    private Pn532Frame() {
    }

    /** A normal information frame carrying {@code command} and its parameters. */
    static byte[] command(int command, byte... parameters) {
        int length = 2 + parameters.length; // TFI + command code + parameters
        byte[] frame = new byte[length + 7];
        frame[0] = 0x00;
        frame[1] = 0x00;
        frame[2] = (byte) 0xFF;
        frame[3] = (byte) length;
        frame[4] = (byte) -length;
        frame[5] = (byte) HOST_TO_PN532;
        frame[6] = (byte) command;
        System.arraycopy(parameters, 0, frame, 7, parameters.length);
        int sum = HOST_TO_PN532 + command;
        for (byte b : parameters) {
            sum += b & 0xFF;
        }
        frame[7 + parameters.length] = (byte) -sum;
        frame[8 + parameters.length] = 0x00;
        return frame;
    }

    static boolean isAck(byte[] bytes) {
        return Arrays.equals(bytes, ACK);
    }

    /**
     * The data of a PN532-to-host frame (command code + 1, then its results), from bytes that
     * begin at the frame's preamble and may go on past it.
     */
    static byte[] response(byte[] bytes) throws Invalid {
        int at = 0;
        while (at < bytes.length && bytes[at] == 0x00) {
            at++;
        }
        if (at == 0 || at >= bytes.length || (bytes[at] & 0xFF) != 0xFF) {
            throw new Invalid("no start code 00 FF");
        }
        at++;
        if (at + 2 > bytes.length) {
            throw new Invalid("frame cut before its length");
        }
        int length = bytes[at] & 0xFF;
        int lengthChecksum = bytes[at + 1] & 0xFF;
        if (((length + lengthChecksum) & 0xFF) != 0) {
            throw new Invalid("length checksum wrong");
        }
        if (length == 0) {
            throw new Invalid("an ACK where a response was due");
        }
        at += 2;
        if (at + length + 1 > bytes.length) {
            throw new Invalid("frame of " + length + " bytes cut short");
        }
        int sum = 0;
        for (int i = 0; i <= length; i++) {
            sum += bytes[at + i] & 0xFF;
        }
        if ((sum & 0xFF) != 0) {
            throw new Invalid("data checksum wrong");
        }
        int tfi = bytes[at] & 0xFF;
        if (length == 1 && tfi == 0x7F) {
            throw new Invalid("error frame (syntax error in the command, says the PN532)");
        }
        if (tfi != PN532_TO_HOST) {
            throw new Invalid(String.format("frame identifier 0x%02X, not D5", tfi));
        }
        return Arrays.copyOfRange(bytes, at + 1, at + length);
    }
}
