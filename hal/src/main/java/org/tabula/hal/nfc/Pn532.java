package org.tabula.hal.nfc;

import java.util.Arrays;
import java.util.Optional;

import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.Clock;
import org.tabula.hal.bus.DeviceException;
import org.tabula.hal.bus.ErrorKind;
import org.tabula.hal.bus.I2cDevice;
import org.tabula.hal.bus.PollDeadline;

/**
 * NXP PN532 on I2C (User Manual UM0701-02). Every I2C read starts with a status byte whose bit 0
 * says a frame is ready (6.2.4). A command is written, its ACK awaited, then its response; a
 * response with a bad checksum is asked for again with NACK, a missing ACK gets the command
 * sent again (after an ACK from us, which aborts whatever the PN532 was doing). The PN532 itself
 * runs ISO/IEC 14443-3 activation and CRC_A. Nothing touches the bus until {@link #init}.
 * <p>
 * While it is busy or asleep the PN532 does not acknowledge its own address, which Linux reports
 * as EREMOTEIO (or EIO): that is "not ready yet" until the deadline, as Adafruit's
 * {@code _wait_ready} and pn532pi's {@code _readAckFrame} take it. The first frame {@link #init}
 * sends also wakes the chip, so it is sent again until acknowledged, and so are the frames sent
 * after a command went unanswered.
 * <p>
 * Type 2 commands (READ, WRITE, GET_VERSION) go through InCommunicateThru with the receive CRC
 * check off (RxCRCEn, bit 7 of CIU_RxMode, cleared with WriteRegister and set again after), as
 * nfcpy's {@code clf/pn53x.py} does: with the check on, a tag's 4-bit ACK or NAK comes back as a
 * CRC error (status 02h), indistinguishable from radio noise, so an NTAG203, which NAKs
 * GET_VERSION, could never be written. This driver checks the answers' CRC_A itself.
 */
public final class Pn532 implements TagReader {
    private static final int GET_FIRMWARE_VERSION = 0x02;
    private static final int READ_REGISTER = 0x06;
    private static final int WRITE_REGISTER = 0x08;
    private static final int SAM_CONFIGURATION = 0x14;
    private static final int RF_CONFIGURATION = 0x32;
    private static final int IN_COMMUNICATE_THRU = 0x42;
    private static final int IN_LIST_PASSIVE_TARGET = 0x4A;
    private static final int PN532_IC = 0x32;
    /** CIU_RxMode (UM0701-02 8.6.23.3, SFR address 6303h); bit 7 is RxCRCEn. */
    private static final byte CIU_RX_MODE_HIGH = 0x63;
    private static final byte CIU_RX_MODE_LOW = 0x03;
    private static final int RX_CRC_EN = 0x80;

    private static final int TRIES = 3;
    private static final int NACK_RETRIES = 2;
    private static final long ACK_TIMEOUT_NANOS = 30_000_000L;
    /** InListPassiveTarget with two activation retries answers well inside this. */
    private static final long RESPONSE_TIMEOUT_NANOS = 500_000_000L;
    private static final long READY_POLL_NANOS = 1_000_000L;
    /** How long a frame is offered to a chip that does not acknowledge its address (waking, or busy after a lost command). */
    private static final long LISTEN_TIMEOUT_NANOS = 100_000_000L;
    /** Status, preamble, start code, LEN, LCS, TFI, DCS, postamble around the data. */
    private static final int FRAME_OVERHEAD = 9;
    private static final int MAX_RESPONSE_DATA = 64;

    private final I2cDevice i2c;
    private final Clock clock;
    private String identity = "PN532, not initialised";

    public Pn532(I2cDevice i2c, Clock clock) {
        this.i2c = i2c;
        this.clock = clock;
    }

    @Override
    public String identity() {
        return identity;
    }

    @Override
    public void init() throws BusException {
        byte[] firmware = exchange(true, GET_FIRMWARE_VERSION);
        if (firmware.length < 4 || (firmware[0] & 0xFF) != PN532_IC) {
            throw DeviceException.faulty("answers GetFirmwareVersion but is not a PN532: " + hex(firmware));
        }
        // Normal mode (no SAM), virtual-card timeout 1 s (20 x 50 ms), P70_IRQ driven.
        command(SAM_CONFIGURATION, (byte) 0x01, (byte) 0x14, (byte) 0x01);
        // MaxRetries (CfgItem 5): ATR 0xFF, PSL 1, passive activation 2: InListPassiveTarget returns
        // "no target" instead of waiting forever, and a tag still active from the last poll, which
        // ignores the first REQA, answers the next.
        command(RF_CONFIGURATION, (byte) 0x05, (byte) 0xFF, (byte) 0x01, (byte) 0x02);
        identity = String.format("PN532 firmware %d.%d", firmware[1], firmware[2]);
    }

    @Override
    public Optional<byte[]> detect() throws BusException {
        // MaxTg 1, BrTy 0: 106 kbps type A.
        byte[] answer = command(IN_LIST_PASSIVE_TARGET, (byte) 0x01, (byte) 0x00);
        if (answer.length < 1 || answer[0] == 0) {
            return Optional.empty();
        }
        // NbTg, Tg, SENS_RES (2), SEL_RES, NFCIDLength, NFCID1...
        if (answer.length < 6) {
            throw DeviceException.faulty("InListPassiveTarget answer too short: " + hex(answer));
        }
        int uidLength = answer[5] & 0xFF;
        if ((uidLength != 4 && uidLength != 7 && uidLength != 10) || answer.length < 6 + uidLength) {
            throw DeviceException.faulty("InListPassiveTarget reports a UID of " + uidLength + " bytes: " + hex(answer));
        }
        return Optional.of(Arrays.copyOfRange(answer, 6, 6 + uidLength));
    }

    @Override
    public NdefResult readNdef() throws BusException, TagException {
        return Type2Tag.readNdef(this::readPages);
    }

    private byte[] readPages(int page) throws BusException, TagException {
        byte[] answer = transceive("READ of page " + page, (byte) Type2Tag.READ, (byte) page);
        if (answer.length == 1) {
            throw new TagException(TagException.Kind.NAK, String.format("READ of page %d refused (NAK 0x%X)", page, answer[0] & 0x0F));
        }
        return checkedCrc(answer, 16, "READ of page " + page);
    }

    /**
     * The tag failure a PN532 status byte reports (UM0701-02 7.1, table 15), or empty for 00h.
     * 14h is a MIFARE Classic authentication failure (libnfc's EMFAUTH), not a tag's NAK.
     */
    static Optional<TagException> failure(int statusByte, String what) {
        int status = statusByte & 0x3F;
        if (status == 0) {
            return Optional.empty();
        }
        TagException.Kind kind = switch (status) {
            case 0x01 -> TagException.Kind.TIMEOUT;
            case 0x02 -> TagException.Kind.CRC;
            default -> TagException.Kind.PROTOCOL;
        };
        String meaning = status == 0x14 ? ", MIFARE authentication error" : "";
        return Optional.of(new TagException(kind, String.format("%s failed, PN532 status 0x%02X%s", what, status, meaning)));
    }

    @Override
    public Type2Commands type2() {
        return Type2Commands.of(this::readPages, this::writePage, this::getVersion);
    }

    /** WRITE; a NAK 1h means the tag heard a garbled frame, which is radio weather (a CRC error); any other NAK is a refusal. */
    private void writePage(int page, byte[] data) throws BusException, TagException {
        byte[] answer = transceive("WRITE of page " + page, (byte) Type2Tag.WRITE, (byte) page, data[0], data[1], data[2], data[3]);
        if (answer.length != 1) {
            throw new TagException(TagException.Kind.PROTOCOL, "WRITE answer of " + answer.length + " bytes");
        }
        int code = answer[0] & 0x0F;
        if (code != Type2Tag.ACK) {
            TagException.Kind kind = code == 0x1 ? TagException.Kind.CRC : TagException.Kind.NAK;
            throw new TagException(kind, String.format("WRITE of page %d refused (NAK 0x%X)", page, code));
        }
    }

    /**
     * GET_VERSION. A tag that does not know the command (NAK, or silence) falls back to IDLE, so
     * it is activated again before the answer "none" is given.
     */
    private Optional<byte[]> getVersion() throws BusException, TagException {
        try {
            byte[] answer = transceive("GET_VERSION", (byte) Type2Tag.GET_VERSION);
            if (answer.length != 1) {
                return Optional.of(checkedCrc(answer, 8, "GET_VERSION"));
            }
        } catch (TagException e) {
            if (e.kind() != TagException.Kind.TIMEOUT) {
                throw e;
            }
        }
        if (detect().isEmpty()) {
            throw new TagException(TagException.Kind.TIMEOUT, "the tag left after GET_VERSION");
        }
        return Optional.empty();
    }

    /**
     * One frame to the tag through InCommunicateThru with the receive CRC check off, and the tag's
     * answer as received: its bytes with their CRC_A, or one byte holding a 4-bit ACK or NAK.
     */
    private byte[] transceive(String what, byte... frame) throws BusException, TagException {
        int rxMode = command(READ_REGISTER, CIU_RX_MODE_HIGH, CIU_RX_MODE_LOW)[0] & 0xFF;
        command(WRITE_REGISTER, CIU_RX_MODE_HIGH, CIU_RX_MODE_LOW, (byte) (rxMode & ~RX_CRC_EN));
        byte[] answer;
        try {
            answer = command(IN_COMMUNICATE_THRU, frame);
        } finally {
            command(WRITE_REGISTER, CIU_RX_MODE_HIGH, CIU_RX_MODE_LOW, (byte) rxMode);
        }
        if (answer.length < 1) {
            throw DeviceException.faulty("InCommunicateThru answer without status");
        }
        Optional<TagException> failure = failure(answer[0], what);
        if (failure.isPresent()) {
            throw failure.get();
        }
        return Arrays.copyOfRange(answer, 1, answer.length);
    }

    /** The {@code length} bytes of an answer followed by its CRC_A, once the CRC is checked. */
    private static byte[] checkedCrc(byte[] answer, int length, String what) throws TagException {
        if (answer.length != length + 2) {
            throw new TagException(TagException.Kind.PROTOCOL, what + " answer of " + answer.length + " bytes");
        }
        if (!Iso14443aCrc.valid(answer)) {
            throw new TagException(TagException.Kind.CRC, what + ": the answer's CRC_A is wrong");
        }
        return Arrays.copyOf(answer, length);
    }

    /**
     * Nothing to send: InRelease would leave the tag halted, and the PN532 activates with REQA,
     * which a halted tag ignores. The next InListPassiveTarget re-activates the tag instead.
     */
    @Override
    public void release() {
    }

    /** Runs one command; returns its response data after the response code. */
    byte[] command(int code, byte... parameters) throws BusException {
        return exchange(false, code, parameters);
    }

    /** {@link #command}; {@code waking}: the chip may be asleep, so its first frame is offered until acknowledged. */
    private byte[] exchange(boolean waking, int code, byte... parameters) throws BusException {
        byte[] frame = Pn532Frame.command(code, parameters);
        String lastProblem = "";
        for (int attempt = 0; attempt < TRIES; attempt++) {
            if (attempt > 0) {
                writeWhenListening(Pn532Frame.ACK); // abort whatever the PN532 still works on
            }
            if (waking || attempt > 0) {
                writeWhenListening(frame);
            } else {
                i2c.write(frame);
            }
            if (!waitReady(ACK_TIMEOUT_NANOS)) {
                lastProblem = "no ACK";
                continue;
            }
            byte[] ack = Arrays.copyOfRange(i2c.read(1 + Pn532Frame.ACK.length), 1, 1 + Pn532Frame.ACK.length);
            if (!Pn532Frame.isAck(ack)) {
                lastProblem = "garbled ACK " + hex(ack);
                continue;
            }
            for (int nack = 0; nack <= NACK_RETRIES; nack++) {
                if (nack > 0) {
                    i2c.write(Pn532Frame.NACK); // send the response again
                }
                if (!waitReady(RESPONSE_TIMEOUT_NANOS)) {
                    lastProblem = "no response";
                    break;
                }
                byte[] raw = i2c.read(1 + FRAME_OVERHEAD + MAX_RESPONSE_DATA);
                try {
                    byte[] data = Pn532Frame.response(Arrays.copyOfRange(raw, 1, raw.length));
                    if (data.length == 0 || (data[0] & 0xFF) != code + 1) {
                        throw new Pn532Frame.Invalid(String.format("answer to 0x%02X where 0x%02X was due",
                                data.length == 0 ? 0 : (data[0] & 0xFF) - 1, code));
                    }
                    return Arrays.copyOfRange(data, 1, data.length);
                } catch (Pn532Frame.Invalid invalid) {
                    lastProblem = invalid.getMessage();
                }
            }
        }
        String problem = String.format("PN532 command 0x%02X failed %d times: %s", code, TRIES, lastProblem);
        if (lastProblem.startsWith("no ")) {
            throw new BusException(ErrorKind.TIMEOUT, problem);
        }
        throw DeviceException.faulty(problem);
    }

    private boolean waitReady(long timeoutNanos) throws BusException {
        PollDeadline deadline = PollDeadline.after(clock, timeoutNanos);
        while (!ready()) {
            if (deadline.expired()) {
                return false;
            }
            deadline.pause(READY_POLL_NANOS);
        }
        return true;
    }

    /** The status byte's ready bit (UM0701 6.2.4); a chip too busy to acknowledge its address is not ready either. */
    private boolean ready() throws BusException {
        try {
            return (i2c.read(1)[0] & 0x01) != 0;
        } catch (BusException e) {
            if (notAcknowledged(e)) {
                return false;
            }
            throw e;
        }
    }

    /** Writes {@code frame}, again and again while the chip does not acknowledge its address, up to a deadline. */
    private void writeWhenListening(byte[] frame) throws BusException {
        PollDeadline deadline = PollDeadline.after(clock, LISTEN_TIMEOUT_NANOS);
        while (true) {
            try {
                i2c.write(frame);
                return;
            } catch (BusException e) {
                if (!notAcknowledged(e) || deadline.expired()) {
                    throw e;
                }
                deadline.pause(READY_POLL_NANOS);
            }
        }
    }

    private static boolean notAcknowledged(BusException e) {
        return e.kind() == ErrorKind.NO_ACKNOWLEDGE && !(e instanceof DeviceException);
    }

    private static String hex(byte[] bytes) {
        return java.util.HexFormat.ofDelimiter(" ").withUpperCase().formatHex(bytes);
    }

    @Override
    public String toString() {
        return "PN532 on " + i2c;
    }
}
