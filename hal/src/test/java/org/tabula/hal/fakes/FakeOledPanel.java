package org.tabula.hal.fakes;

import java.util.ArrayList;
import java.util.List;

import org.tabula.hal.MonoDisplay;
import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.ErrorKind;
import org.tabula.hal.bus.I2cDevice;
import org.tabula.hal.bus.I2cOperation;

/**
 * An SSD1306 or SH1106 on I2C as the datasheet describes it: decodes control bytes, runs the
 * command set into registers and writes data into display RAM, then renders what a common module
 * (its panel wired mirrored, so A1h/C8h look upright) would show. Anything the chip would not
 * accept fails the test. Counts every byte that crossed the bus, the address byte included.
 */
public final class FakeOledPanel implements I2cDevice {
    public enum Chip {
        SSD1306(128, 0), SH1106(132, 2);

        final int ramColumns;
        final int firstVisible;

        Chip(int ramColumns, int firstVisible) {
            this.ramColumns = ramColumns;
            this.firstVisible = firstVisible;
        }
    }

    private final Chip chip;
    private final byte[][] ram;
    private final List<Integer> pendingCommand = new ArrayList<>();
    private int page;
    private int column;
    private boolean displayOn;
    private boolean entireOn;
    private boolean inverted;
    private boolean segmentRemap;
    private boolean comReversed;
    private int startLine;
    private int displayOffset;
    private int contrast = 0x7F;
    private int multiplex = 64;
    private boolean powerSupplyOn;
    private boolean pageAddressing;
    private long bytesOnBus;
    private int failuresToCome;

    public FakeOledPanel(Chip chip) {
        this.chip = chip;
        this.ram = new byte[8][chip.ramColumns];
        // Power-on RAM is undefined: fill it with a pattern so a driver that forgets to clear shows it.
        for (byte[] row : ram) {
            java.util.Arrays.fill(row, (byte) 0x5A);
        }
        // SSD1306 reset addressing mode is page mode (20h default 10b); the SH1106 has only page mode.
        pageAddressing = true;
        powerSupplyOn = chip == Chip.SH1106;
    }

    /** Makes the next {@code count} messages fail with NACK, as a module that dropped off the bus. */
    public void failNext(int count) {
        failuresToCome = count;
    }

    public long bytesOnBus() {
        return bytesOnBus;
    }

    public void resetByteCount() {
        bytesOnBus = 0;
    }

    public int contrast() {
        return contrast;
    }

    public boolean displayOn() {
        return displayOn;
    }

    @Override
    public void transaction(I2cOperation... operations) throws BusException {
        if (failuresToCome > 0) {
            failuresToCome--;
            throw new BusException(ErrorKind.NO_ACKNOWLEDGE, "fake " + chip + ": NACK");
        }
        for (I2cOperation operation : operations) {
            if (!(operation instanceof I2cOperation.Write write)) {
                throw new AssertionError(chip + " in I2C mode cannot be read");
            }
            bytesOnBus += 1 + write.bytes().length;
            receive(write.bytes());
        }
    }

    private void receive(byte[] message) {
        int i = 0;
        while (i < message.length) {
            int control = message[i++] & 0xFF;
            if ((control & 0x3F) != 0) {
                throw new AssertionError(String.format("control byte 0x%02X has reserved bits set", control));
            }
            boolean continuation = (control & 0x80) != 0;
            boolean data = (control & 0x40) != 0;
            int end = continuation ? Math.min(i + 1, message.length) : message.length;
            for (; i < end; i++) {
                if (data) {
                    writeRam(message[i]);
                } else {
                    command(message[i] & 0xFF);
                }
            }
        }
    }

    private void writeRam(byte value) {
        if (!pendingCommand.isEmpty()) {
            throw new AssertionError("data while command 0x" + Integer.toHexString(pendingCommand.get(0)) + " awaits its argument");
        }
        if (!pageAddressing) {
            throw new AssertionError("this model only knows page addressing");
        }
        if (column >= chip.ramColumns) {
            throw new AssertionError(chip + ": data past the last RAM column on page " + page);
        }
        ram[page][column++] = value;
    }

    private void command(int value) {
        pendingCommand.add(value);
        int opcode = pendingCommand.get(0);
        int needed = 1 + argumentCount(opcode);
        if (pendingCommand.size() < needed) {
            return;
        }
        List<Integer> args = pendingCommand.subList(1, needed);
        execute(opcode, args);
        pendingCommand.clear();
    }

    private int argumentCount(int opcode) {
        boolean ssd = chip == Chip.SSD1306;
        switch (opcode) {
            case 0x81, 0xA8, 0xD3, 0xD5, 0xD9, 0xDA, 0xDB:
                return 1;
            case 0x20, 0x8D:
                requireChip(ssd, opcode);
                return 1;
            case 0x21, 0x22:
                requireChip(ssd, opcode);
                return 2;
            case 0xAD:
                requireChip(!ssd, opcode);
                return 1;
            default:
                return 0;
        }
    }

    private void requireChip(boolean supported, int opcode) {
        if (!supported) {
            throw new AssertionError(String.format("%s has no command 0x%02X", chip, opcode));
        }
    }

    private void execute(int opcode, List<Integer> args) {
        boolean ssd = chip == Chip.SSD1306;
        if (opcode <= 0x0F) {
            column = (column & 0xF0) | opcode;
        } else if (opcode <= 0x1F) {
            int high = opcode & 0x0F;
            if (high > (chip.ramColumns - 1) >> 4) {
                throw new AssertionError(String.format("%s: column high nibble 0x%02X out of range", chip, opcode));
            }
            column = high << 4 | (column & 0x0F);
        } else if (opcode == 0x20) {
            int mode = args.get(0);
            if (mode > 2) {
                throw new AssertionError("invalid addressing mode " + mode);
            }
            pageAddressing = mode == 2;
        } else if (opcode == 0x21 || opcode == 0x22) {
            throw new AssertionError("this model only knows page addressing");
        } else if (opcode == 0x2E) {
            requireChip(ssd, opcode);
        } else if (opcode >= 0x30 && opcode <= 0x33) {
            requireChip(!ssd, opcode);
        } else if (opcode >= 0x40 && opcode <= 0x7F) {
            startLine = opcode & 0x3F;
        } else if (opcode == 0x81) {
            contrast = args.get(0);
        } else if (opcode == 0x8D) {
            powerSupplyOn = (args.get(0) & 0x04) != 0;
        } else if (opcode == 0xA0 || opcode == 0xA1) {
            segmentRemap = opcode == 0xA1;
        } else if (opcode == 0xA4 || opcode == 0xA5) {
            entireOn = opcode == 0xA5;
        } else if (opcode == 0xA6 || opcode == 0xA7) {
            inverted = opcode == 0xA7;
        } else if (opcode == 0xA8) {
            multiplex = args.get(0) + 1;
        } else if (opcode == 0xAD) {
            powerSupplyOn = (args.get(0) & 0x01) != 0;
        } else if (opcode == 0xAE || opcode == 0xAF) {
            if (opcode == 0xAF && !powerSupplyOn) {
                throw new AssertionError(chip + ": display on with its charge pump / DC-DC off shows nothing");
            }
            displayOn = opcode == 0xAF;
        } else if (opcode >= 0xB0 && opcode <= 0xB7) {
            page = opcode & 0x07;
        } else if (opcode == 0xC0 || opcode == 0xC8) {
            comReversed = opcode == 0xC8;
        } else if (opcode == 0xD3) {
            displayOffset = args.get(0) & 0x3F;
        } else if (opcode == 0xD5 || opcode == 0xD9 || opcode == 0xDA || opcode == 0xDB || opcode == 0xE3) {
            return;
        } else {
            throw new AssertionError(String.format("%s: unknown command 0x%02X", chip, opcode));
        }
    }

    /** What the panel shows now, as a frame in SSD1306 page order (dark when the display is off). */
    public byte[] visibleFrame() {
        byte[] frame = new byte[MonoDisplay.FRAME_BYTES];
        if (!displayOn) {
            return frame;
        }
        if (multiplex != 64) {
            throw new AssertionError("multiplex ratio " + multiplex + " on a 64-row panel");
        }
        for (int py = 0; py < MonoDisplay.HEIGHT; py++) {
            int com = comReversed ? py : 63 - py;
            int row = (com + startLine + displayOffset) % 64;
            for (int px = 0; px < MonoDisplay.WIDTH; px++) {
                int ramColumn = segmentRemap ? chip.firstVisible + px : chip.firstVisible + 127 - px;
                boolean lit = entireOn || ((ram[row / 8][ramColumn] >> (row % 8)) & 1) != 0;
                if (lit != inverted) {
                    frame[(py / 8) * MonoDisplay.WIDTH + px] |= (byte) (1 << (py % 8));
                }
            }
        }
        return frame;
    }

    /** The whole display RAM, hidden SH1106 columns included, page by page. */
    public byte[] ram() {
        byte[] copy = new byte[8 * chip.ramColumns];
        for (int p = 0; p < 8; p++) {
            System.arraycopy(ram[p], 0, copy, p * chip.ramColumns, chip.ramColumns);
        }
        return copy;
    }
}
