package org.tabula.hal.board;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.tabula.hal.config.HardwareConfig;
import org.tabula.hal.config.LedConfig;
import org.tabula.hal.config.Mfrc522Config;
import org.tabula.hal.config.Pn532Config;
import org.tabula.hal.config.ReaderConfig;
import org.tabula.hal.led.Ws2812Encoder;
import org.tabula.hal.led.Ws2812Encoding;

/**
 * What the service finds of the board before it opens anything, from the kernel's files under
 * {@code root} ("/" on the box, a fake tree in tests): the {@link Machine} (whether it is a Pi at
 * all), the processor family ({@code /proc/device-tree/compatible}), the header's GPIO chip by its label
 * ({@code /sys/class/gpio/gpiochip*}: label, ngpio, and the {@code gpiochipN} device beside it), the
 * configured I2C buses ({@code /dev/i2c-N}, the adapter's name in {@code /sys/class/i2c-dev}), the
 * configured SPI devices ({@code /dev/spidevB.C}), spidev's buffer
 * ({@code /sys/module/spidev/parameters/bufsiz}) and the clock the LED strip's encoding gets. The
 * service logs it at start and {@code tabula selftest} prints it.
 *
 * @param machine        what the machine calls itself and its processor: whether it is a Raspberry Pi
 * @param soc            the processor family, empty when the device tree names none the box knows
 * @param gpioChips      every GPIO chip the kernel lists, in device order
 * @param i2cBuses       the configured I2C buses, as found
 * @param spiDevices     the configured SPI devices, as found
 * @param spidevBufsiz   spidev's message limit in bytes, empty when spidev is not loaded
 * @param ledController  the compatible string of the LED bus's SPI controller, empty when not found
 * @param ledDivisor     the divisor the LED bus's controller holds, read back where the kernel shows it: the
 *                       spi-dw driver's {@code BAUDR} in {@code /sys/kernel/debug/dw_spiN/registers}, readable
 *                       by root only (so by {@code sudo tabula selftest}, not by the service); empty elsewhere
 */
public record BoardSurvey(Machine machine, Optional<Soc> soc, List<GpioChip> gpioChips, List<Node> i2cBuses,
        List<Node> spiDevices, OptionalInt spidevBufsiz, Optional<LedConfig> leds, Optional<String> ledController,
        OptionalInt ledDivisor) {

    /** A device node the configuration names: {@code /dev/i2c-1}, whether it exists, and what the kernel calls it. */
    public record Node(String path, boolean present, Optional<String> name) {
        @Override
        public String toString() {
            return path + (present ? name.map(n -> " (" + n + ")").orElse("") : " missing");
        }
    }

    public BoardSurvey {
        gpioChips = List.copyOf(gpioChips);
        i2cBuses = List.copyOf(i2cBuses);
        spiDevices = List.copyOf(spiDevices);
    }

    /** The running system. */
    public static BoardSurvey current(HardwareConfig config) {
        return read(Path.of("/"), System.getProperty("os.arch"), config);
    }

    /** The system whose {@code /proc}, {@code /sys} and {@code /dev} are under {@code root}, running a JVM of {@code arch}. */
    public static BoardSurvey read(Path root, String arch, HardwareConfig config) {
        List<String> compatible = KernelText.of(root.resolve("proc/device-tree/compatible"))
                .map(c -> Arrays.asList(c.split("\0"))).orElse(List.of());
        TreeSet<Integer> i2c = new TreeSet<>();
        config.display().ifPresent(d -> i2c.add(d.i2cBus()));
        TreeSet<String> spi = new TreeSet<>();
        config.leds().ifPresent(l -> spi.add(l.spiBus() + ".0"));
        for (ReaderConfig reader : config.readers()) {
            if (reader instanceof Pn532Config pn532) {
                i2c.add(pn532.i2cBus());
            } else if (reader instanceof Mfrc522Config mfrc522) {
                spi.add(mfrc522.spiBus() + "." + mfrc522.chipSelect());
            }
        }
        List<Node> i2cBuses = i2c.stream().map(bus -> new Node("/dev/i2c-" + bus, Files.exists(root.resolve("dev/i2c-" + bus)),
                KernelText.of(root.resolve("sys/class/i2c-dev/i2c-" + bus + "/name")))).toList();
        List<Node> spiDevices = spi.stream().map(device -> new Node("/dev/spidev" + device,
                Files.exists(root.resolve("dev/spidev" + device)), Optional.empty())).toList();
        OptionalInt bufsiz = KernelText.of(root.resolve("sys/module/spidev/parameters/bufsiz")).map(BoardSurvey::number)
                .orElse(OptionalInt.empty());
        Optional<String> controller = config.leds().flatMap(l -> KernelText.of(
                root.resolve("sys/class/spi_master/spi" + l.spiBus() + "/device/of_node/compatible")).map(c -> c.split("\0")[0]));
        OptionalInt divisor = config.leds().map(l -> baudRate(root.resolve("sys/kernel/debug/dw_spi" + l.spiBus() + "/registers")))
                .orElse(OptionalInt.empty());
        return new BoardSurvey(Machine.read(root, arch), Soc.fromCompatible(compatible), gpioChips(root), i2cBuses, spiDevices, bufsiz,
                config.leds(), controller, divisor);
    }

    /** The {@code BAUDR = 0x00000020} line of spi-dw's debugfs register dump (debugfs_print_regs32's format). */
    private static OptionalInt baudRate(Path registers) {
        for (String line : KernelText.of(registers).orElse("").split("\n")) {
            String[] parts = line.split("=");
            if (parts.length == 2 && parts[0].strip().equals("BAUDR")) {
                try {
                    return OptionalInt.of(Integer.decode(parts[1].strip()));
                } catch (NumberFormatException e) {
                    return OptionalInt.empty();
                }
            }
        }
        return OptionalInt.empty();
    }

    /**
     * Every chip of the legacy GPIO class ({@code /sys/class/gpio/gpiochipBASE}, named by its first
     * line's number), with the character device that sits beside it under the same parent device.
     */
    private static List<GpioChip> gpioChips(Path root) {
        List<GpioChip> chips = new ArrayList<>();
        try (DirectoryStream<Path> dir = Files.newDirectoryStream(root.resolve("sys/class/gpio"), "gpiochip*")) {
            for (Path chip : dir) {
                Optional<String> label = KernelText.of(chip.resolve("label"));
                Optional<String> device = characterDevice(chip.resolve("device"));
                if (label.isPresent() && device.isPresent()) {
                    chips.add(new GpioChip(device.get(), label.get(), KernelText.of(chip.resolve("ngpio")).map(BoardSurvey::number)
                            .orElse(OptionalInt.empty()).orElse(0)));
                }
            }
        } catch (IOException | SecurityException e) {
            return List.of();
        }
        chips.sort((a, b) -> Integer.compare(chipNumber(a.device()), chipNumber(b.device())));
        return chips;
    }

    private static Optional<String> characterDevice(Path parent) {
        try (Stream<Path> children = Files.list(parent)) {
            return children.map(p -> p.getFileName().toString()).filter(n -> n.matches("gpiochip\\d+")).findFirst();
        } catch (IOException | SecurityException e) {
            return Optional.empty();
        }
    }

    private static int chipNumber(String device) {
        return Integer.parseInt(device.substring("gpiochip".length()));
    }

    private static OptionalInt number(String text) {
        try {
            return OptionalInt.of(Integer.parseInt(text));
        } catch (NumberFormatException e) {
            return OptionalInt.empty();
        }
    }

    /** The header's GPIO chip, found by its label. */
    public Optional<GpioChip> headerGpio() {
        return gpioChips.stream().filter(GpioChip::isHeader).findFirst();
    }

    /** The encoding of the strip on this board: the family's, and the Pi 3/4 one where the family is unknown. */
    public Ws2812Encoding ws2812() {
        return soc.map(Soc::ws2812).orElse(Ws2812Encoding.THREE_SPI_BITS);
    }

    /** The most bytes one SPI message may hold: spidev's {@code bufsiz}, its default 4096 when it cannot be read. */
    public int spiMessageBytes() {
        return spidevBufsiz.orElse(Ws2812Encoder.SPIDEV_MESSAGE_BYTES);
    }

    /** What the strip's SPI gets on this board. */
    public LedLink ledLink() {
        return new LedLink(ws2812(), spiMessageBytes());
    }

    /** The lines the service logs at start and the self-test prints, one fact each. */
    public List<String> lines() {
        List<String> lines = new ArrayList<>();
        lines.add("board: " + machine.model().orElse("unknown") + soc.map(s -> " (" + s + ")").orElse(""));
        lines.add("GPIO: " + headerGpio().map(GpioChip::toString).orElseGet(() -> gpioChips.isEmpty()
                ? "no GPIO chip listed in /sys/class/gpio"
                : "no header chip (labelled " + String.join(", ", new TreeSet<>(GpioChip.HEADER_LABELS)) + ") among "
                        + gpioChips.stream().map(GpioChip::toString).toList()));
        i2cBuses.forEach(bus -> lines.add("I2C: " + bus));
        spiDevices.forEach(device -> lines.add("SPI: " + device));
        lines.add("spidev buffer: " + (spidevBufsiz.isPresent() ? spidevBufsiz.getAsInt() + " bytes"
                : "unknown (spidev not loaded), taken as " + Ws2812Encoder.SPIDEV_MESSAGE_BYTES + " bytes"));
        leds.ifPresent(l -> lines.add("LED SPI clock: " + ledClock(l)));
        return lines;
    }

    private String ledClock(LedConfig leds) {
        String controller = ledController.map(c -> ", controller " + c).orElse("");
        if (leds.chip() != LedConfig.Chip.WS2812) {
            return megahertz(leds.spiHz()) + " asked" + controller;
        }
        Ws2812Encoding encoding = ws2812();
        String frame = String.format("; a frame of %d LEDs is %d bytes", leds.count(), encoding.frameBytes(leds.count()));
        String scheme = encoding == Ws2812Encoding.ONE_SPI_BYTE ? "one SPI byte a WS2812 bit" : "three SPI bits a WS2812 bit";
        if (soc.isEmpty()) {
            return megahertz(encoding.spiHz()) + " asked, " + scheme + " (the board is not one the box knows: what it grants is unknown)"
                    + controller + frame;
        }
        Soc family = soc.get();
        SpiController spi = family.spiController();
        long divisor = spi.divisor(family.spiInputHz(), encoding.spiHz());
        String setting = family.configTxt().isEmpty() ? "" : ", with " + family.configTxt() + " in config.txt";
        String readBack = ledDivisor.isEmpty() ? "" : "; the controller's BAUDR reads " + ledDivisor.getAsInt()
                + (ledDivisor.getAsInt() == 0 ? ", no transfer yet" : ledDivisor.getAsInt() == divisor ? ""
                        : ", " + megahertz(family.spiInputHz() / ledDivisor.getAsInt()));
        return megahertz(encoding.spiHz()) + " asked, " + megahertz(family.ws2812GrantedHz()) + " granted (" + spi.driver() + ": "
                + megahertz(family.spiInputHz()) + " / " + divisor + setting + readBack + "), " + scheme + controller + frame;
    }

    /** "6.25 MHz", "2.358 MHz": three decimals at most, no trailing zeros. */
    static String megahertz(long hz) {
        return new java.math.BigDecimal(hz).movePointLeft(6).setScale(3, java.math.RoundingMode.HALF_UP).stripTrailingZeros()
                .toPlainString() + " MHz";
    }
}
