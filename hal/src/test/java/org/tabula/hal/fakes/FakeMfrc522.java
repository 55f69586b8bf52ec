package org.tabula.hal.fakes;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.ErrorKind;
import org.tabula.hal.bus.SpiDevice;

/**
 * An MFRC522 register file behind SPI, with its own copy of the datasheet's addresses (so a wrong
 * address in the driver shows): the SPI address-byte protocol, the 64-byte FIFO, the interrupt
 * bits with their Set1/Set2 write rule, SoftReset, Mem, CalcCRC (and the digital self-test),
 * Transceive with bit framing, RxAlign and collision reporting, the timer's TimerIRq when no tag
 * answers, and the antenna switch. Virtual tags answer over the "air".
 */
public final class FakeMfrc522 implements SpiDevice {
    private static final int COMMAND = 0x01;
    private static final int COM_IRQ = 0x04;
    private static final int DIV_IRQ = 0x05;
    private static final int ERROR = 0x06;
    private static final int FIFO_DATA = 0x09;
    private static final int FIFO_LEVEL = 0x0A;
    private static final int CONTROL = 0x0C;
    private static final int BIT_FRAMING = 0x0D;
    private static final int COLL = 0x0E;
    private static final int TX_CONTROL = 0x14;
    private static final int CRC_RESULT_H = 0x21;
    private static final int CRC_RESULT_L = 0x22;
    private static final int T_MODE = 0x2A;
    private static final int AUTO_TEST = 0x36;
    private static final int VERSION = 0x37;

    private final int version;
    private final byte[] selfTestAnswer;
    private final int[] registers = new int[64];
    private final Deque<Byte> fifo = new ArrayDeque<>();
    private final byte[] internalBuffer = new byte[25];
    private final List<VirtualTag> tags = new ArrayList<>();
    private int resetReadsLeft;
    private boolean hung;
    private boolean unplugged;
    private int failuresToCome;
    private boolean noiseNext;
    private int transceives;
    /** Null: the chip settles at once after a reset. */
    private FakeClock clock;
    private long settleNanos;
    private long settledAt;
    private boolean hardPowerDown;
    private boolean oscillatorStarting;

    /** The datasheet's self-test answer of a good version 2.0 chip (16.1.1), typed in from the datasheet. */
    private static final String V2_SELF_TEST = "00EB66BA57BF2395D0E30D3D27895CDE9D3BA700215B89825"
            + "13AEB020CA500497C844DB3CCD21B815D4876D5716121A986968338CF9D5B6DDC15BA3E7D953B2F";

    /** A good MFRC522 version 2.0 (VersionReg 0x92), the chip on today's RC522 modules. */
    public static FakeMfrc522 version2() {
        return new FakeMfrc522(0x92, java.util.HexFormat.of().parseHex(V2_SELF_TEST));
    }

    /** @param selfTestAnswer what the self-test leaves in the FIFO (the datasheet's reference for a good chip) */
    public FakeMfrc522(int version, byte[] selfTestAnswer) {
        this.version = version;
        this.selfTestAnswer = selfTestAnswer.clone();
        Arrays.fill(internalBuffer, (byte) 0x3C); // power-on garbage the self-test procedure must clear
        softReset();
    }

    public void add(VirtualTag tag) {
        tags.add(tag);
    }

    /** The chip stops signalling completion of anything (a brown-out latch-up). */
    public void hang(boolean hung) {
        this.hung = hung;
    }

    /** MISO floats high: every read returns 0xFF, as with no module on the chip select. */
    public void unplug(boolean unplugged) {
        this.unplugged = unplugged;
    }

    /** The next {@code count} SPI transfers fail as if the bus broke. */
    public void failNext(int count) {
        failuresToCome = count;
    }

    /**
     * From now on the chip takes {@code settleMillis} on {@code clock} to come out of a reset:
     * after NRSTPD rises its oscillator starts (datasheet 8.8.2) and nothing answers (reads 0x00,
     * writes are lost); during SoftReset, a command that "automatically terminates when finished"
     * (10.3.1.10), CommandReg reads SoftReset and writes are lost. PowerDown stays 0 all along.
     */
    public FakeMfrc522 settling(FakeClock clock, long settleMillis) {
        this.clock = clock;
        this.settleNanos = settleMillis * 1_000_000L;
        this.settledAt = clock.nanos();
        return this;
    }

    /** The NRSTPD pin: low is hard power-down (nothing answers); its rising edge resets the chip. */
    public void nrstpd(boolean high) {
        if (!high) {
            hardPowerDown = true;
        } else if (hardPowerDown) {
            hardPowerDown = false;
            softReset();
            oscillatorStarting = true;
        }
    }

    private boolean settling() {
        return clock != null && clock.nanos() - settledAt < 0;
    }

    /**
     * The next transceive hears a burst of fewer than 4 bits: with RxModeReg's RxNoErr at its reset
     * value 0 the receiver stops and sets RxIRq with nothing in the FIFO (datasheet 9.3.2.3).
     */
    public void noiseOnNextTransceive() {
        noiseNext = true;
    }

    public boolean antennaOn() {
        return (registers[TX_CONTROL] & 0x03) == 0x03;
    }

    public int transceives() {
        return transceives;
    }

    private void softReset() {
        Arrays.fill(registers, 0);
        registers[COMMAND] = 0x20;
        registers[COM_IRQ] = 0x14;
        registers[COLL] = 0x80;
        registers[TX_CONTROL] = 0x80;
        registers[0x11] = 0x3F;
        registers[VERSION] = version;
        fifo.clear();
        resetReadsLeft = clock == null ? 2 : 0;
        if (clock != null) {
            settledAt = clock.nanos() + settleNanos;
        }
    }

    @Override
    public void transferInPlace(byte[] data) throws BusException {
        if (failuresToCome > 0) {
            failuresToCome--;
            throw new BusException(ErrorKind.BUS, "fake MFRC522: SPI failed on cue");
        }
        if (data.length < 2) {
            throw new AssertionError("an MFRC522 access is at least an address byte and one more");
        }
        if ((data[0] & 0x01) != 0) {
            throw new AssertionError("address byte LSB must be 0");
        }
        boolean read = (data[0] & 0x80) != 0;
        if (unplugged) {
            Arrays.fill(data, (byte) 0xFF);
            return;
        }
        if (hardPowerDown || (oscillatorStarting && settling())) {
            Arrays.fill(data, (byte) 0);
            return;
        }
        oscillatorStarting = false;
        if (settling() && !read) {
            Arrays.fill(data, (byte) 0);
            return; // SoftReset still running: the write is lost
        }
        if (read) {
            byte[] out = new byte[data.length];
            for (int i = 0; i < data.length - 1; i++) {
                if ((data[i] & 0x80) == 0) {
                    throw new AssertionError("mixed read and write addresses in one transfer");
                }
                out[i + 1] = (byte) readRegister((data[i] >> 1) & 0x3F);
            }
            System.arraycopy(out, 0, data, 0, data.length);
        } else {
            int address = (data[0] >> 1) & 0x3F;
            for (int i = 1; i < data.length; i++) {
                writeRegister(address, data[i] & 0xFF);
            }
            Arrays.fill(data, (byte) 0);
        }
    }

    private int readRegister(int address) {
        switch (address) {
            case FIFO_DATA:
                return fifo.isEmpty() ? 0 : fifo.poll() & 0xFF;
            case FIFO_LEVEL:
                return fifo.size();
            case COMMAND:
                if (settling()) {
                    return registers[COMMAND] | 0x0F; // SoftReset still running
                }
                if (resetReadsLeft > 0) {
                    resetReadsLeft--;
                    return registers[COMMAND] | 0x10; // PowerDown while the oscillator starts
                }
                return registers[COMMAND];
            default:
                return registers[address];
        }
    }

    private void writeRegister(int address, int value) {
        switch (address) {
            case COMMAND -> command(value & 0x0F);
            case COM_IRQ, DIV_IRQ -> {
                int marked = value & 0x7F;
                registers[address] = (value & 0x80) != 0 ? registers[address] | marked : registers[address] & ~marked;
            }
            case FIFO_LEVEL -> {
                if ((value & 0x80) != 0) {
                    fifo.clear();
                    registers[ERROR] &= ~0x10;
                }
            }
            case FIFO_DATA -> {
                if (fifo.size() == 64) {
                    registers[ERROR] |= 0x10;
                } else {
                    fifo.add((byte) value);
                }
            }
            case BIT_FRAMING -> {
                registers[BIT_FRAMING] = value & 0x7F;
                if ((value & 0x80) != 0 && (registers[COMMAND] & 0x0F) == 0x0C) {
                    transceive();
                }
            }
            case VERSION, CRC_RESULT_H, CRC_RESULT_L, ERROR, CONTROL -> {
                // read-only
            }
            default -> registers[address] = value;
        }
    }

    private void command(int command) {
        registers[COMMAND] = (registers[COMMAND] & 0xF0) | command;
        switch (command) {
            case 0x00 -> { }
            case 0x01 -> { // Mem
                if (fifo.size() >= 25) {
                    for (int i = 0; i < 25; i++) {
                        internalBuffer[i] = fifo.poll();
                    }
                } else {
                    for (byte b : internalBuffer) {
                        fifo.add(b);
                    }
                }
                idle();
            }
            case 0x03 -> calcCrc();
            case 0x0C -> { } // Transceive waits for StartSend
            case 0x0F -> softReset();
            default -> throw new AssertionError("command " + command + " not modelled");
        }
    }

    private void idle() {
        registers[COMMAND] &= 0xF0;
        registers[COM_IRQ] |= 0x10;
    }

    private void calcCrc() {
        if (hung) {
            return;
        }
        byte[] data = drainFifo();
        if (registers[AUTO_TEST] == 0x09) {
            boolean clean = Arrays.equals(data, new byte[1]) && Arrays.equals(internalBuffer, new byte[25]);
            byte[] answer = selfTestAnswer.clone();
            if (!clean) {
                answer[7] ^= 0x01;
            }
            for (byte b : answer) {
                fifo.add(b);
            }
            return;
        }
        byte[] crc = CrcA.of(data, data.length);
        registers[CRC_RESULT_L] = crc[0] & 0xFF;
        registers[CRC_RESULT_H] = crc[1] & 0xFF;
        registers[DIV_IRQ] |= 0x04;
    }

    private byte[] drainFifo() {
        byte[] data = new byte[fifo.size()];
        for (int i = 0; i < data.length; i++) {
            data[i] = fifo.poll();
        }
        return data;
    }

    private void transceive() {
        transceives++;
        int txLastBits = registers[BIT_FRAMING] & 0x07;
        int rxAlign = (registers[BIT_FRAMING] >> 4) & 0x07;
        byte[] sent = drainFifo();
        if (hung) {
            return;
        }
        registers[ERROR] &= ~0x1B;
        if (noiseNext) {
            noiseNext = false;
            registers[CONTROL] = 0;
            registers[COM_IRQ] |= 0x20;
            return;
        }
        int bitCount = txLastBits == 0 ? sent.length * 8 : (sent.length - 1) * 8 + txLastBits;
        List<Bits> answers = new ArrayList<>();
        if (antennaOn()) {
            for (VirtualTag tag : tags) {
                Bits answer = tag.respond(sent, bitCount);
                if (answer != null) {
                    answers.add(answer);
                }
            }
        }
        if (answers.isEmpty()) {
            if ((registers[T_MODE] & 0x80) != 0) {
                registers[COM_IRQ] |= 0x01; // TAuto: the timer ran out
            }
            return;
        }
        Bits received = answers.get(0);
        int collision = Bits.firstCollision(answers);
        if (collision >= 0) {
            received = received.truncatedAt(collision, received.size());
            registers[ERROR] |= 0x08;
            int position = rxAlign + collision + 1;
            registers[COLL] = (registers[COLL] & 0x80) | (position > 32 ? 0x20 : position & 0x1F);
        }
        for (byte b : received.pack(rxAlign)) {
            fifo.add(b);
        }
        registers[CONTROL] = (rxAlign + received.size()) % 8;
        registers[COM_IRQ] |= 0x20;
    }
}
