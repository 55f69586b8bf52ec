package org.tabula.hal.oled;

/**
 * The commands of the SSD1306 family, each with the bytes it puts on the wire: every opcode of
 * the SSD1306 (Solomon Systech datasheet rev 1.1, section 9, "Command Table") and SH1106 (Sino
 * Wealth datasheet V2.3, "Commands") drivers is here and nowhere else. A few exist on only one chip
 * and say so.
 */
public sealed interface OledCommand {
    /** The command's bytes, sent after an I2C control byte of 0x00. */
    byte[] bytes();

    private static byte[] of(int... values) {
        byte[] bytes = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            bytes[i] = (byte) values[i];
        }
        return bytes;
    }

    private static int check(String what, int value, int min, int max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(what + " must be " + min + ".." + max + ", was " + value);
        }
        return value;
    }

    /** AEh (sleep) / AFh (on). */
    record DisplayOn(boolean on) implements OledCommand {
        public byte[] bytes() {
            return of(on ? 0xAF : 0xAE);
        }
    }

    /** 81h, contrast 0..255 (segment output current). */
    record Contrast(int level) implements OledCommand {
        public Contrast {
            check("contrast", level, 0, 255);
        }

        public byte[] bytes() {
            return of(0x81, level);
        }
    }

    /** A4h shows RAM; A5h lights every pixel whatever RAM holds. */
    record EntireDisplayOn(boolean ignoreRam) implements OledCommand {
        public byte[] bytes() {
            return of(ignoreRam ? 0xA5 : 0xA4);
        }
    }

    /** A6h normal (a set bit lights), A7h inverted. */
    record Invert(boolean inverted) implements OledCommand {
        public byte[] bytes() {
            return of(inverted ? 0xA7 : 0xA6);
        }
    }

    /** A0h: column 0 drives SEG0; A1h: column 0 drives the last segment (mirrors left-right). */
    record SegmentRemap(boolean remapped) implements OledCommand {
        public byte[] bytes() {
            return of(remapped ? 0xA1 : 0xA0);
        }
    }

    /** C0h scans COM0 to COM[N-1]; C8h scans COM[N-1] to COM0 (mirrors top-bottom). */
    record ComScanReversed(boolean reversed) implements OledCommand {
        public byte[] bytes() {
            return of(reversed ? 0xC8 : 0xC0);
        }
    }

    /** A8h, multiplex ratio: {@code rows} from 16 to 64 (sent as rows - 1). */
    record Multiplex(int rows) implements OledCommand {
        public Multiplex {
            check("multiplex rows", rows, 16, 64);
        }

        public byte[] bytes() {
            return of(0xA8, rows - 1);
        }
    }

    /** D3h, vertical shift of the COM mapping, 0..63. */
    record DisplayOffset(int rows) implements OledCommand {
        public DisplayOffset {
            check("display offset", rows, 0, 63);
        }

        public byte[] bytes() {
            return of(0xD3, rows);
        }
    }

    /** 40h-7Fh, the RAM row shown on the first COM line. */
    record StartLine(int row) implements OledCommand {
        public StartLine {
            check("start line", row, 0, 63);
        }

        public byte[] bytes() {
            return of(0x40 | row);
        }
    }

    /** D5h, display clock: divide ratio 1..16 (low nibble, minus one), oscillator frequency 0..15 (high nibble). */
    record ClockDivide(int ratio, int frequency) implements OledCommand {
        public ClockDivide {
            check("clock divide ratio", ratio, 1, 16);
            check("oscillator frequency", frequency, 0, 15);
        }

        public byte[] bytes() {
            return of(0xD5, frequency << 4 | (ratio - 1));
        }
    }

    /** D9h, pre-charge period: phase 1 and phase 2 in display clocks, 1..15 each. */
    record PreCharge(int phase1, int phase2) implements OledCommand {
        public PreCharge {
            check("pre-charge phase 1", phase1, 1, 15);
            check("pre-charge phase 2", phase2, 1, 15);
        }

        public byte[] bytes() {
            return of(0xD9, phase2 << 4 | phase1);
        }
    }

    /** DAh, COM pins hardware configuration: 0x02 | alternative << 4 | left-right remap << 5. */
    record ComPins(boolean alternative, boolean leftRightRemap) implements OledCommand {
        public byte[] bytes() {
            return of(0xDA, 0x02 | (alternative ? 0x10 : 0) | (leftRightRemap ? 0x20 : 0));
        }
    }

    /** DBh, VCOMH deselect level (SSD1306: 0x00, 0x20, 0x30; SH1106: 0x00..0xFF). */
    record VcomhDeselect(int level) implements OledCommand {
        public VcomhDeselect {
            check("VCOMH level", level, 0, 255);
        }

        public byte[] bytes() {
            return of(0xDB, level);
        }
    }

    /** 2Eh, stop any scrolling (SSD1306 only); scrolling would move what we draw. */
    record DeactivateScroll() implements OledCommand {
        public byte[] bytes() {
            return of(0x2E);
        }
    }

    /** 8Dh, internal charge pump (SSD1306 only): 14h on, 10h off. */
    record ChargePump(boolean on) implements OledCommand {
        public byte[] bytes() {
            return of(0x8D, on ? 0x14 : 0x10);
        }
    }

    /** 20h, memory addressing mode (SSD1306 only): 0 horizontal, 1 vertical, 2 page. */
    record AddressingMode(int mode) implements OledCommand {
        public static final int PAGE = 2;

        public AddressingMode {
            check("addressing mode", mode, 0, 2);
        }

        public byte[] bytes() {
            return of(0x20, mode);
        }
    }

    /** ADh, DC-DC converter (SH1106 only): 8Bh on, 8Ah off. */
    record DcDc(boolean on) implements OledCommand {
        public byte[] bytes() {
            return of(0xAD, on ? 0x8B : 0x8A);
        }
    }

    /** 30h-33h, charge pump output voltage (SH1106 only): 0 = 6.4 V, 1 = 7.4 V, 2 = 8.0 V, 3 = 9.0 V. */
    record PumpVoltage(int step) implements OledCommand {
        public PumpVoltage {
            check("pump voltage step", step, 0, 3);
        }

        public byte[] bytes() {
            return of(0x30 | step);
        }
    }

    /** B0h-B7h, the page the next data bytes go to (page addressing). */
    record PageStart(int page) implements OledCommand {
        public PageStart {
            check("page", page, 0, 7);
        }

        public byte[] bytes() {
            return of(0xB0 | page);
        }
    }

    /** 00h-0Fh then 10h-1Fh: the column the next data byte goes to, low nibble then high nibble. */
    record ColumnStart(int column) implements OledCommand {
        public ColumnStart {
            check("column", column, 0, 131);
        }

        public byte[] bytes() {
            return of(column & 0x0F, 0x10 | column >> 4);
        }
    }
}
