package org.tabula.hal.nfc;

import static org.tabula.hal.nfc.Mfrc522Register.AUTO_TEST;
import static org.tabula.hal.nfc.Mfrc522Register.BIT_FRAMING;
import static org.tabula.hal.nfc.Mfrc522Register.COLL;
import static org.tabula.hal.nfc.Mfrc522Register.COMMAND;
import static org.tabula.hal.nfc.Mfrc522Register.COM_IRQ;
import static org.tabula.hal.nfc.Mfrc522Register.CONTROL;
import static org.tabula.hal.nfc.Mfrc522Register.CRC_RESULT_H;
import static org.tabula.hal.nfc.Mfrc522Register.CRC_RESULT_L;
import static org.tabula.hal.nfc.Mfrc522Register.DIV_IRQ;
import static org.tabula.hal.nfc.Mfrc522Register.ERROR;
import static org.tabula.hal.nfc.Mfrc522Register.FIFO_DATA;
import static org.tabula.hal.nfc.Mfrc522Register.FIFO_LEVEL;
import static org.tabula.hal.nfc.Mfrc522Register.MODE;
import static org.tabula.hal.nfc.Mfrc522Register.TX_ASK;
import static org.tabula.hal.nfc.Mfrc522Register.TX_CONTROL;
import static org.tabula.hal.nfc.Mfrc522Register.T_MODE;
import static org.tabula.hal.nfc.Mfrc522Register.T_PRESCALER;
import static org.tabula.hal.nfc.Mfrc522Register.T_RELOAD_H;
import static org.tabula.hal.nfc.Mfrc522Register.T_RELOAD_L;
import static org.tabula.hal.nfc.Mfrc522Register.VERSION;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.Optional;

import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.Clock;
import org.tabula.hal.bus.DeviceException;
import org.tabula.hal.bus.ErrorKind;
import org.tabula.hal.bus.OutputPin;
import org.tabula.hal.bus.PollDeadline;
import org.tabula.hal.bus.SpiDevice;

/**
 * NXP MFRC522 on SPI, written from its datasheet (rev 3.9) and ISO/IEC 14443-3 (type A
 * activation: WUPA, anticollision and select over up to three cascade levels). CRC_A is
 * computed by the chip's coprocessor. Nothing touches the bus until {@link #init}.
 */
public final class Mfrc522 implements TagReader {
    // CommandReg command codes (datasheet 10.3, table 149).
    private static final int IDLE = 0x00;
    private static final int MEM = 0x01;
    private static final int CALC_CRC = 0x03;
    private static final int TRANSCEIVE = 0x0C;
    private static final int SOFT_RESET = 0x0F;
    private static final int POWER_DOWN = 0x10;

    // ComIrqReg bits.
    private static final int RX_IRQ = 0x20;
    private static final int IDLE_IRQ = 0x10;
    private static final int TIMER_IRQ = 0x01;
    // DivIrqReg bit.
    private static final int CRC_IRQ = 0x04;
    // ErrorReg bits.
    private static final int TEMP_ERR = 0x40;
    private static final int BUFFER_OVFL = 0x10;
    private static final int COLL_ERR = 0x08;
    private static final int PARITY_ERR = 0x02;
    private static final int PROTOCOL_ERR = 0x01;
    // CollReg bits.
    private static final int VALUES_AFTER_COLL = 0x80;
    private static final int COLL_POS_NOT_VALID = 0x20;

    // ISO/IEC 14443-3 type A commands.
    private static final int WUPA = 0x52;
    private static final int HLTA = 0x50;
    private static final int[] SELECT = {0x93, 0x95, 0x97};
    private static final int CASCADE_TAG = 0x88;

    /** Our own limit on any chip command; the chip's timer ends a silent transceive after 5 ms. */
    private static final long COMMAND_TIMEOUT_NANOS = 60_000_000L;
    private static final long POLL_PAUSE_NANOS = 200_000L;
    /**
     * How long the chip needs after NRSTPD rises and after SoftReset before it is worth asking:
     * the oscillator's start-up is the crystal's plus 37.74 us (datasheet 8.8.2), which the
     * datasheet does not bound; 50 ms is what miguelbalboa/rfid's PCD_Init and PCD_Reset wait.
     */
    private static final long SETTLE_NANOS = 50_000_000L;
    /** After the settling time, how long SoftReset may still take to come back to Idle. */
    private static final long RESET_TIMEOUT_NANOS = 150_000_000L;
    /** Timer reload for a WRITE: 480 ticks of 25 us, 12 ms, past the tag's 10 ms programming timeout. */
    private static final int WRITE_RELOAD = 480;
    private static final int COMMAND_BITS = 0x0F;
    private static final String IN_USE_ANYWAY = "reading cards all the same";

    private final SpiDevice spi;
    private final Optional<OutputPin> reset;
    private final Clock clock;
    private String identity = "MFRC522, not initialised";

    public Mfrc522(SpiDevice spi, Optional<OutputPin> reset, Clock clock) {
        this.spi = spi;
        this.reset = reset;
        this.clock = clock;
    }

    @Override
    public String identity() {
        return identity;
    }

    @Override
    public void init() throws BusException {
        if (reset.isPresent()) {
            // NRSTPD high leaves hard power-down; the oscillator then starts (datasheet 8.8.2).
            reset.get().setHigh();
            clock.sleepNanos(SETTLE_NANOS);
        }
        int version = read(VERSION);
        if (version == 0x00 || version == 0xFF) {
            throw DeviceException.absent(String.format("no MFRC522 answers (VersionReg reads 0x%02X)", version));
        }
        softReset();
        String selfTest = selfTest(version); // reported, never refused
        softReset();
        configure();
        identity = String.format("%s (VersionReg 0x%02X), %s", Mfrc522SelfTest.chipName(version), version, selfTest);
    }

    /**
     * SoftReset ends by itself (datasheet 10.3.1.10): CommandReg's Command bits read Idle again, and
     * PowerDown is clear once the oscillator runs. PowerDown alone says nothing about the reset.
     */
    private void softReset() throws BusException {
        write(COMMAND, SOFT_RESET);
        clock.sleepNanos(SETTLE_NANOS);
        PollDeadline deadline = PollDeadline.after(clock, RESET_TIMEOUT_NANOS);
        while ((read(COMMAND) & (POWER_DOWN | COMMAND_BITS)) != IDLE) {
            if (deadline.expired()) {
                throw new BusException(ErrorKind.TIMEOUT, "MFRC522 never finished its soft reset");
            }
            deadline.pause(1_000_000L);
        }
    }

    /**
     * The digital self-test of datasheet 16.1.1, on a freshly reset chip; says how it went. A wrong
     * answer does not stop the reader: many cheap modules (0x92 and 0xB2 clones among them) give
     * one and read cards all the same.
     */
    private String selfTest(int version) throws BusException {
        byte[] expected = Mfrc522SelfTest.reference(version);
        if (expected == null) {
            return "no self-test reference for this version";
        }
        write(FIFO_LEVEL, 0x80);
        writeFifo(new byte[25]);
        write(COMMAND, MEM); // 25 zero bytes into the internal buffer
        write(AUTO_TEST, 0x09);
        writeFifo(new byte[1]);
        write(COMMAND, CALC_CRC);
        PollDeadline deadline = PollDeadline.after(clock, COMMAND_TIMEOUT_NANOS);
        while ((read(FIFO_LEVEL) & 0x7F) < 64) {
            if (deadline.expired()) {
                // Not a wrong answer but none: a chip that finishes no command cannot read cards either.
                throw new BusException(ErrorKind.TIMEOUT, "MFRC522 self-test never filled its FIFO");
            }
            deadline.pause(POLL_PAUSE_NANOS);
        }
        byte[] result = readFifo(64);
        write(COMMAND, IDLE);
        write(AUTO_TEST, 0x00);
        for (int i = 0; i < 64; i++) {
            if (result[i] != expected[i]) {
                return String.format("self-test failed at byte %d (0x%02X, expected 0x%02X), %s",
                        i, result[i], expected[i], IN_USE_ANYWAY);
            }
        }
        return "self-test passed";
    }

    private void configure() throws BusException {
        // Timer: TAuto starts it at the end of each transmission; prescaler 0x0A9 gives 13.56 MHz /
        // (2 * 169 + 1) = 40 kHz, 25 us a tick; reload 200 ticks = 5 ms before TimerIRq, far
        // beyond the 86 us a type A tag takes to answer WUPA, SELECT or READ, short enough
        // that an empty field costs little.
        write(T_MODE, 0x80);
        write(T_PRESCALER, 0xA9);
        write(T_RELOAD_H, 0x00);
        write(T_RELOAD_L, 0xC8);
        write(TX_ASK, 0x40); // Force100ASK: type A needs 100 % ASK modulation
        write(MODE, 0x3D); // CRC preset 6363h (ISO/IEC 14443-3 CRC_A), TxWaitRF, MFIN active high
        int txControl = read(TX_CONTROL);
        if ((txControl & 0x03) != 0x03) {
            write(TX_CONTROL, txControl | 0x03); // Tx1RFEn, Tx2RFEn: antenna on
        }
    }

    /**
     * Two activation attempts: a tag left half-selected by a broken exchange ignores the first
     * WUPA (ISO/IEC 14443-3 sends it back to IDLE) and answers the second.
     */
    @Override
    public Optional<byte[]> detect() throws BusException {
        for (int attempt = 0; attempt < 2; attempt++) {
            try {
                byte[] atqa = transceive(new byte[] {(byte) WUPA}, 7, 0).bytes;
                if (atqa.length == 2) {
                    return Optional.of(select());
                }
            } catch (TagException e) {
                // try again
            }
        }
        return Optional.empty();
    }

    /** Anticollision and select through the cascade levels; returns the 4-, 7- or 10-byte UID. */
    byte[] select() throws BusException, TagException {
        ByteArrayOutputStream uid = new ByteArrayOutputStream();
        write(COLL, read(COLL) & ~VALUES_AFTER_COLL); // bits after a collision read as 0
        for (int sel : SELECT) {
            byte[] level = anticollision(sel);
            byte[] frame = {(byte) sel, 0x70, level[0], level[1], level[2], level[3], level[4]};
            Frame answer = transceive(withCrc(frame), 0, 0);
            if (answer.bytes.length != 3 || answer.lastBits != 0) {
                throw new TagException(TagException.Kind.PROTOCOL, "SAK of " + answer.bytes.length + " bytes");
            }
            checkCrc(answer.bytes);
            int sak = answer.bytes[0] & 0xFF;
            if ((sak & 0x04) == 0) {
                uid.write(level, 0, 4);
                return uid.toByteArray();
            }
            if ((level[0] & 0xFF) != CASCADE_TAG) {
                throw new TagException(TagException.Kind.PROTOCOL, "SAK says UID incomplete but no cascade tag");
            }
            uid.write(level, 1, 3);
        }
        throw new TagException(TagException.Kind.PROTOCOL, "UID longer than three cascade levels");
    }

    /** The 40 bits (UID CLn + BCC) of one cascade level, resolving collisions bit by bit (choosing 1). */
    private byte[] anticollision(int sel) throws BusException, TagException {
        byte[] level = new byte[5];
        int known = 0;
        while (true) {
            int full = known / 8;
            int extra = known % 8;
            byte[] frame = new byte[2 + full + (extra > 0 ? 1 : 0)];
            frame[0] = (byte) sel;
            frame[1] = (byte) ((2 + full) << 4 | extra); // NVB: bytes then bits sent
            System.arraycopy(level, 0, frame, 2, frame.length - 2);
            Frame answer = transceive(frame, extra, extra);
            int mask = (1 << extra) - 1;
            for (int i = 0; i < answer.bytes.length && full + i < 5; i++) {
                level[full + i] = i == 0 ? (byte) ((level[full] & mask) | (answer.bytes[0] & ~mask)) : answer.bytes[i];
            }
            if (answer.collision > 0) {
                int position = full * 8 + answer.collision; // 1-based bit in the 40
                if (position <= known || position > 32) {
                    throw new TagException(TagException.Kind.COLLISION, "collision at bit " + position);
                }
                known = position;
                level[(position - 1) / 8] |= (byte) (1 << ((position - 1) % 8));
                continue;
            }
            int received = answer.bytes.length * 8 - extra - (answer.lastBits == 0 ? 0 : 8 - answer.lastBits);
            if (received != 40 - known) {
                throw new TagException(TagException.Kind.PROTOCOL, "anticollision answer of " + received + " bits");
            }
            if ((level[0] ^ level[1] ^ level[2] ^ level[3]) != level[4]) {
                throw new TagException(TagException.Kind.PROTOCOL, "BCC does not match the UID bytes");
            }
            return level;
        }
    }

    @Override
    public NdefResult readNdef() throws BusException, TagException {
        return Type2Tag.readNdef(this::readPages);
    }

    private byte[] readPages(int page) throws BusException, TagException {
        Frame answer = transceive(withCrc(new byte[] {(byte) Type2Tag.READ, (byte) page}), 0, 0);
        if (answer.bytes.length == 1 && answer.lastBits == 4) {
            throw new TagException(TagException.Kind.NAK, String.format("READ of page %d refused (NAK 0x%X)", page, answer.bytes[0] & 0x0F));
        }
        if (answer.bytes.length != 18) {
            throw new TagException(TagException.Kind.PROTOCOL, "READ answer of " + answer.bytes.length + " bytes");
        }
        checkCrc(answer.bytes);
        return Arrays.copyOf(answer.bytes, 16);
    }

    @Override
    public Type2Commands type2() {
        return Type2Commands.of(this::readPages, this::writePage, this::getVersion);
    }

    /**
     * WRITE with the timer stretched to 12 ms for it: the tag answers only once its EEPROM is
     * programmed (NTAG21x datasheet 10.4: up to 10 ms). A NAK 1h means the tag heard a garbled
     * frame, which is radio weather (a CRC error); any other NAK is a refusal.
     */
    private void writePage(int page, byte[] data) throws BusException, TagException {
        byte[] frame = {(byte) Type2Tag.WRITE, (byte) page, data[0], data[1], data[2], data[3]};
        byte[] sent = withCrc(frame);
        Frame answer;
        write(T_RELOAD_H, WRITE_RELOAD >> 8);
        write(T_RELOAD_L, WRITE_RELOAD & 0xFF);
        try {
            answer = transceive(sent, 0, 0);
        } finally {
            write(T_RELOAD_H, 0x00); // back to the 5 ms of configure()
            write(T_RELOAD_L, 0xC8);
        }
        if (answer.bytes.length != 1 || answer.lastBits != 4) {
            throw new TagException(TagException.Kind.PROTOCOL, "WRITE answer of " + answer.bytes.length + " bytes");
        }
        int code = answer.bytes[0] & 0x0F;
        if (code == Type2Tag.ACK) {
            return;
        }
        TagException.Kind kind = code == 0x1 ? TagException.Kind.CRC : TagException.Kind.NAK;
        throw new TagException(kind, String.format("WRITE of page %d refused (NAK 0x%X)", page, code));
    }

    /**
     * GET_VERSION; a tag that does not know it answers NAK or nothing and falls back to IDLE
     * (ISO/IEC 14443-3), so it is woken and selected again before the answer "none" is given.
     */
    private Optional<byte[]> getVersion() throws BusException, TagException {
        try {
            Frame answer = transceive(withCrc(new byte[] {(byte) Type2Tag.GET_VERSION}), 0, 0);
            if (answer.bytes.length == 10 && answer.lastBits == 0) {
                checkCrc(answer.bytes);
                return Optional.of(Arrays.copyOf(answer.bytes, 8));
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

    @Override
    public void release() throws BusException {
        try {
            transceive(withCrc(new byte[] {(byte) HLTA, 0x00}), 0, 0);
        } catch (TagException e) {
            // A halted tag stays silent: the timeout is the expected answer.
        }
    }

    private byte[] withCrc(byte[] frame) throws BusException {
        byte[] crc = crcA(frame);
        byte[] out = Arrays.copyOf(frame, frame.length + 2);
        out[frame.length] = crc[0];
        out[frame.length + 1] = crc[1];
        return out;
    }

    private void checkCrc(byte[] answer) throws BusException, TagException {
        byte[] crc = crcA(Arrays.copyOf(answer, answer.length - 2));
        if (crc[0] != answer[answer.length - 2] || crc[1] != answer[answer.length - 1]) {
            throw new TagException(TagException.Kind.CRC, "CRC_A of the tag's answer does not match");
        }
    }

    /** CRC_A of {@code data} by the coprocessor (datasheet 10.3.1.4), low byte first as it is sent. */
    byte[] crcA(byte[] data) throws BusException {
        write(COMMAND, IDLE);
        write(DIV_IRQ, CRC_IRQ); // Set2 = 0: clears CRCIRq
        write(FIFO_LEVEL, 0x80); // FlushBuffer
        writeFifo(data);
        write(COMMAND, CALC_CRC);
        PollDeadline deadline = PollDeadline.after(clock, COMMAND_TIMEOUT_NANOS);
        while ((read(DIV_IRQ) & CRC_IRQ) == 0) {
            if (deadline.expired()) {
                throw new BusException(ErrorKind.TIMEOUT, "MFRC522 CRC coprocessor never finished");
            }
            deadline.pause(POLL_PAUSE_NANOS);
        }
        write(COMMAND, IDLE);
        return new byte[] {(byte) read(CRC_RESULT_L), (byte) read(CRC_RESULT_H)};
    }

    /** An answer: its bytes, the valid bits of the last one (0 = all 8), the 1-based collision bit (0 = none). */
    private record Frame(byte[] bytes, int lastBits, int collision) {
    }

    /** Transceive (datasheet 10.3.1.8) with the given bit framing; the chip's timer ends a silent wait. */
    private Frame transceive(byte[] data, int txLastBits, int rxAlign) throws BusException, TagException {
        int framing = rxAlign << 4 | txLastBits;
        write(COMMAND, IDLE);
        write(COM_IRQ, 0x7F); // Set1 = 0: clears every interrupt request bit
        write(FIFO_LEVEL, 0x80);
        writeFifo(data);
        write(BIT_FRAMING, framing);
        write(COMMAND, TRANSCEIVE);
        write(BIT_FRAMING, 0x80 | framing); // StartSend
        PollDeadline deadline = PollDeadline.after(clock, COMMAND_TIMEOUT_NANOS);
        while (true) {
            int irq = read(COM_IRQ);
            if ((irq & (RX_IRQ | IDLE_IRQ)) != 0) {
                break;
            }
            if ((irq & TIMER_IRQ) != 0) {
                throw new TagException(TagException.Kind.TIMEOUT, "no answer from a tag");
            }
            if (deadline.expired()) {
                throw new BusException(ErrorKind.TIMEOUT, "MFRC522 never ended a transceive");
            }
            deadline.pause(POLL_PAUSE_NANOS);
        }
        int error = read(ERROR);
        if (error == 0xFF) {
            // ErrorReg bit 5 is reserved and reads 0: all ones is MISO floating, the module gone.
            throw DeviceException.absent("MFRC522 stopped answering (registers read 0xFF)");
        }
        if ((error & TEMP_ERR) != 0) {
            throw DeviceException.faulty("MFRC522 overheated (TempErr): antenna driver switched off");
        }
        if ((error & (BUFFER_OVFL | PARITY_ERR | PROTOCOL_ERR)) != 0) {
            throw new TagException(TagException.Kind.PROTOCOL, String.format("receive error (ErrorReg 0x%02X)", error));
        }
        int count = read(FIFO_LEVEL) & 0x7F;
        byte[] bytes = readFifo(count);
        int lastBits = read(CONTROL) & 0x07;
        int collision = 0;
        if ((error & COLL_ERR) != 0) {
            int coll = read(COLL);
            if ((coll & COLL_POS_NOT_VALID) != 0) {
                throw new TagException(TagException.Kind.COLLISION, "collision outside the UID bits");
            }
            collision = (coll & 0x1F) == 0 ? 32 : coll & 0x1F;
        }
        return new Frame(bytes, lastBits, collision);
    }

    private int read(Mfrc522Register register) throws BusException {
        byte[] frame = {(byte) register.readByte(), 0};
        spi.transferInPlace(frame);
        return frame[1] & 0xFF;
    }

    private void write(Mfrc522Register register, int value) throws BusException {
        spi.write(new byte[] {(byte) register.writeByte(), (byte) value});
    }

    /** Reads {@code count} FIFO bytes in one transfer: the address repeated, then a closing 00h (datasheet 8.1.2.1). */
    private byte[] readFifo(int count) throws BusException {
        if (count == 0) {
            return new byte[0];
        }
        byte[] frame = new byte[count + 1];
        Arrays.fill(frame, 0, count, (byte) FIFO_DATA.readByte());
        spi.transferInPlace(frame);
        return Arrays.copyOfRange(frame, 1, count + 1);
    }

    /** Writes bytes to the FIFO in one transfer: the address once, then the data (datasheet 8.1.2.2). */
    private void writeFifo(byte[] data) throws BusException {
        byte[] frame = new byte[data.length + 1];
        frame[0] = (byte) FIFO_DATA.writeByte();
        System.arraycopy(data, 0, frame, 1, data.length);
        spi.write(frame);
    }

    @Override
    public String toString() {
        return "MFRC522 on " + spi;
    }
}
