package org.tabula.firmware.wiring;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.tabula.hal.Button;
import org.tabula.hal.config.ButtonsConfig;
import org.tabula.hal.config.DisplayConfig;
import org.tabula.hal.config.HardwareConfig;
import org.tabula.hal.config.LedConfig;
import org.tabula.hal.config.Mfrc522Config;
import org.tabula.hal.config.Pn532Config;
import org.tabula.hal.config.ReaderConfig;

/**
 * What to wire for a configuration: each part of the box with the header pin (or other part)
 * each of its pins goes to. The reference configuration gives the picture in docs/wiring.svg.
 *
 * @param left  the parts drawn left of the header: the display and the LED strip's chain
 * @param right the parts drawn right of it: the readers and the buttons
 */
public record Wiring(List<Part> left, List<Part> right) {
    /** What a wire carries, which gives its colour. */
    enum Kind { POWER_3V3, POWER_5V, GROUND, I2C, SPI, GPIO, OFF_HEADER }

    /**
     * One pin of a part and where it goes.
     *
     * @param pin    the part's pin as printed on the module
     * @param header the header pin (1-40), or 0 when it goes to another part
     * @param to     where it goes, in words ("GPIO 2, I2C1 SDA", "shifter 1Y through 330 Ω")
     */
    record Net(String pin, int header, String to, Kind kind) {
    }

    /** A module, its pins and what to know when wiring it. */
    record Part(String name, String title, List<Net> nets, List<String> notes) {
    }

    private static final int GROUND_DISPLAY = 9;
    private static final int GROUND_LEDS = 6;
    private static final int GROUND_SHIFTER = 14;
    private static final int GROUND_BUTTONS = 39;
    private static final int[] GROUND_READERS = {20, 25, 30, 34};

    public static Wiring of(HardwareConfig config) {
        List<Part> left = new ArrayList<>();
        List<Part> right = new ArrayList<>();
        config.display().ifPresent(display -> left.add(display(display)));
        config.leds().ifPresent(leds -> left.addAll(ledChain(leds)));
        for (int index = 0; index < config.readers().size(); index++) {
            right.add(reader(index, config.readers().get(index)));
        }
        config.buttons().ifPresent(buttons -> right.add(buttons(buttons)));
        return new Wiring(List.copyOf(left), List.copyOf(right));
    }

    private static Part display(DisplayConfig display) {
        List<Net> nets = new ArrayList<>(List.of(
                new Net("VCC", 1, "3V3", Kind.POWER_3V3),
                new Net("GND", GROUND_DISPLAY, "GND", Kind.GROUND),
                i2c("SCL", display.i2cBus(), false),
                i2c("SDA", display.i2cBus(), true)));
        display.resetPin().ifPresent(gpio -> nets.add(gpio("RES", gpio, "reset")));
        String chip = display.chip() == DisplayConfig.Chip.SSD1306 ? "SSD1306" : "SH1106";
        return new Part("OLED", String.format("OLED %s 128x64 on I2C%d at 0x%02X", chip, display.i2cBus(), display.address()), nets,
                List.of(pullUps(display.i2cBus()), "3.3 V module (most take 3.3-5 V on VCC)"));
    }

    private static List<Part> ledChain(LedConfig leds) {
        boolean apa102 = leds.chip() == LedConfig.Chip.APA102;
        int fullWhite = (int) Math.round(leds.count() * 3 * leds.milliampsPerChannel());
        Part supply = new Part("LED supply", "LED supply: 5 V", List.of(
                new Net("+5V", 0, "strip 5V and shifter VCC", Kind.POWER_5V),
                new Net("GND", GROUND_LEDS, "GND", Kind.GROUND)),
                List.of("its ground and the Pi's are one",
                        String.format("the box caps a frame at %d mA (max-current-ma);", leds.maxCurrentMilliamps()),
                        String.format("%d LEDs at full white would draw %,d mA", leds.count(), fullWhite),
                        "1000 µF across +5V and GND at the strip"));
        // The 74AHCT125's pins in brackets, as numbered on its 14-pin package (DIP, SOIC, TSSOP alike).
        List<Net> shifterNets = new ArrayList<>(List.of(
                spi("1A (2)", leds.spiBus(), "MOSI"),
                new Net("1Y (3)", 0, apa102 ? "strip DI" : "strip DIN, through 330 Ω", Kind.OFF_HEADER)));
        if (apa102) {
            shifterNets.add(spi("2A (5)", leds.spiBus(), "SCLK"));
            shifterNets.add(new Net("2Y (6)", 0, "strip CI", Kind.OFF_HEADER));
        }
        shifterNets.add(new Net("VCC (14)", 0, "LED supply +5V", Kind.POWER_5V));
        shifterNets.add(new Net("GND (7)", GROUND_SHIFTER, "GND", Kind.GROUND));
        shifterNets.add(new Net("OE (1, 4, 10, 13)", 0, "GND: every output on", Kind.OFF_HEADER));
        shifterNets.add(new Net(apa102 ? "3A 4A (9, 12)" : "2A 3A 4A (5, 9, 12)", 0, "GND: unused inputs", Kind.OFF_HEADER));
        Part shifter = new Part("shifter", "Level shifter 74AHCT125 (3.3 to 5 V)", shifterNets,
                List.of("(n): the chip's pin; pin 1 left of the notch, from above",
                        "the Pi's 3.3 V is below the strip's 0.7 x 5 V input high"));
        String chip = apa102 ? "APA102" : "WS2812B";
        List<Net> stripNets = new ArrayList<>();
        if (apa102) {
            stripNets.add(new Net("DI", 0, "shifter 1Y", Kind.OFF_HEADER));
            stripNets.add(new Net("CI", 0, "shifter 2Y", Kind.OFF_HEADER));
        } else {
            stripNets.add(new Net("DIN", 0, "shifter 1Y, through 330 Ω", Kind.OFF_HEADER));
        }
        stripNets.add(new Net("5V", 0, "LED supply +5V", Kind.POWER_5V));
        stripNets.add(new Net("GND", 0, "LED supply GND", Kind.OFF_HEADER));
        Part strip = new Part("LED strip", String.format("%s strip, %d LEDs, on SPI%d", chip, leds.count(), leds.spiBus()), stripNets,
                List.of(String.format("nothing else on SPI%d: its clock would light the strip", leds.spiBus()),
                        String.format("Sumo: LED 0 East's out, %d West's out, the ring between", leds.count() - 1)));
        return List.of(supply, shifter, strip);
    }

    private static Part reader(int index, ReaderConfig reader) {
        String seat = index == 0 ? "seat 0's reader, and the table's" : "seat " + index + "'s reader";
        int ground = GROUND_READERS[index % GROUND_READERS.length];
        if (reader instanceof Pn532Config pn) {
            return new Part("reader " + index, String.format("NFC reader %d: PN532 on I2C%d at 0x%02X", index, pn.i2cBus(),
                    pn.address()), List.of(
                            new Net("VCC", 17, "3V3", Kind.POWER_3V3),
                            new Net("GND", ground, "GND", Kind.GROUND),
                            i2c("SCL", pn.i2cBus(), false),
                            i2c("SDA", pn.i2cBus(), true)),
                    List.of(seat, pullUps(pn.i2cBus()), "set to I2C: I0 high, I1 low", "stretches SCL: see the build guide"));
        }
        if (!(reader instanceof Mfrc522Config mfrc)) {
            // ReaderConfig is sealed: a new chip's record must be drawn here too.
            throw new IllegalStateException("the wiring picture does not draw " + reader.describe() + " yet");
        }
        List<Net> nets = new ArrayList<>(List.of(
                new Net("3.3V", 17, "3V3", Kind.POWER_3V3),
                new Net("GND", ground, "GND", Kind.GROUND),
                spi("SDA (SS)", mfrc.spiBus(), "CE" + mfrc.chipSelect()),
                spi("SCK", mfrc.spiBus(), "SCLK"),
                spi("MOSI", mfrc.spiBus(), "MOSI"),
                spi("MISO", mfrc.spiBus(), "MISO")));
        mfrc.resetPin().ifPresent(gpio -> nets.add(gpio("RST", gpio, "reset")));
        return new Part("reader " + index, String.format("NFC reader %d: MFRC522 on SPI%d CE%d", index, mfrc.spiBus(),
                mfrc.chipSelect()), nets, List.of(seat, "3.3 V only; IRQ not connected"));
    }

    private static Part buttons(ButtonsConfig buttons) {
        List<Net> nets = new ArrayList<>();
        for (Map.Entry<Button, Integer> button : buttons.pins().entrySet().stream().sorted(Map.Entry.comparingByKey()).toList()) {
            nets.add(new Net(button.getKey().name(), PiHeader.pinOf(button.getValue()), "GPIO " + button.getValue(), Kind.GPIO));
        }
        nets.add(new Net("other legs", GROUND_BUTTONS, "GND", Kind.GROUND));
        return new Part("button", "Push buttons, each from its GPIO to GND", nets,
                List.of("no resistors: the Pi's internal pull-ups; pressed reads low",
                        String.format("debounced %d ms; held %d ms is a long press", buttons.debounceMs(), buttons.longPressMs())));
    }

    private static Net gpio(String pin, int gpio, String role) {
        return new Net(pin, PiHeader.pinOf(gpio), "GPIO " + gpio + ", " + role, Kind.GPIO);
    }

    /** Only I2C bus 1's pins have pull-up resistors on the Pi's board. */
    private static String pullUps(int bus) {
        return bus == 1 ? "pull-ups: the Pi's own 1.8 kΩ on GPIO 2 and 3" : "pull-ups: 4.7 kΩ to 3.3 V on SDA and SCL";
    }

    /** I2C buses 0 and 1 are on fixed pins; any other is an overlay's (i2c-gpio), on the pins its line names. */
    private static Net i2c(String pin, int bus, boolean data) {
        String signal = data ? "SDA" : "SCL";
        if (bus > 1) {
            return new Net(pin, 0, "I2C" + bus + " " + signal + " (its overlay's pin)", Kind.I2C);
        }
        int gpio = bus == 1 ? (data ? 2 : 3) : (data ? 0 : 1);
        return new Net(pin, PiHeader.pinOf(gpio), "GPIO " + gpio + ", I2C" + bus + " " + signal, Kind.I2C);
    }

    /**
     * A pin of SPI bus 0, or of SPI bus 1 as dtoverlay=spi1-2cs (or spi1-3cs) puts it; buses 2 to 6
     * are overlays of the Pi 4 and 5, drawn by name.
     */
    private static Net spi(String pin, int bus, String signal) {
        int[] gpios = switch (bus) {
            case 0 -> new int[] {10, 9, 11, 8, 7};
            case 1 -> new int[] {20, 19, 21, 18, 17, 16};
            default -> new int[0];
        };
        int index = switch (signal) {
            case "MOSI" -> 0;
            case "MISO" -> 1;
            case "SCLK" -> 2;
            default -> 3 + Integer.parseInt(signal.substring(2));
        };
        if (index >= gpios.length) {
            return new Net(pin, 0, "SPI" + bus + " " + signal + " (its overlay's pin)", Kind.SPI);
        }
        return new Net(pin, PiHeader.pinOf(gpios[index]), "GPIO " + gpios[index] + ", SPI" + bus + " " + signal, Kind.SPI);
    }
}
