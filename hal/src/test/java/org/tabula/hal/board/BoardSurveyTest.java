package org.tabula.hal.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.hal.config.HardwareConfig;
import org.tabula.hal.led.Ws2812Encoding;

/**
 * The survey on fake /proc, /sys and /dev trees laid out as the kernels lay them out: the device
 * tree's model and compatible, the legacy GPIO class ({@code /sys/class/gpio/gpiochipBASE} linking
 * to the controller, whose {@code gpiochipN} is the character device), i2c-dev's adapter names,
 * spidev's nodes and bufsiz, the SPI controller's compatible.
 */
class BoardSurveyTest {
    @TempDir
    Path root;

    private void write(String file, String text) throws IOException {
        FakeKernelTree.write(root, file, text);
    }

    /** A GPIO controller at {@code platformDevice}: its character device {@code gpiochipN} and its legacy class entry. */
    private void gpioChip(String platformDevice, int number, int base, String label, int lines) throws IOException {
        Path device = root.resolve("sys/devices/platform/" + platformDevice);
        Files.createDirectories(device.resolve("gpiochip" + number));
        write("sys/class/gpio/gpiochip" + base + "/label", label + "\n");
        write("sys/class/gpio/gpiochip" + base + "/ngpio", lines + "\n");
        Files.createSymbolicLink(root.resolve("sys/class/gpio/gpiochip" + base + "/device"), device);
    }

    private void buses(String i2cName, String spiCompatible) throws IOException {
        write("dev/i2c-1", "");
        write("sys/class/i2c-dev/i2c-1/name", i2cName + "\n");
        write("dev/spidev0.0", "");
        write("dev/spidev1.0", "");
        write("dev/spidev1.1", "");
        write("sys/module/spidev/parameters/bufsiz", "4096\n");
        write("sys/class/spi_master/spi0/device/of_node/compatible", spiCompatible + "\0");
    }

    private void pi5(boolean before6_6_45) throws IOException {
        write("proc/device-tree/model", "Raspberry Pi 5 Model B Rev 1.0\0");
        write("proc/device-tree/compatible", "raspberrypi,5-model-b\0brcm,bcm2712\0");
        int brcmstb = before6_6_45 ? 0 : 10;
        gpioChip("soc/107d508500.gpio", brcmstb, 569, "gpio-brcmstb@107d508500", 32);
        gpioChip("soc/107d508520.gpio", brcmstb + 1, 601, "gpio-brcmstb@107d508520", 4);
        gpioChip("soc/107d517c00.gpio", brcmstb + 2, 605, "gpio-brcmstb@107d517c00", 17);
        gpioChip("soc/107d517c20.gpio", brcmstb + 3, 622, "gpio-brcmstb@107d517c20", 6);
        gpioChip("axi/1000120000.pcie/1f000d0000.gpio", before6_6_45 ? 4 : 0, 571, "pinctrl-rp1", 54);
        buses("Synopsys DesignWare I2C adapter", "snps,dw-apb-ssi");
    }

    @Test
    void aPi5sHeaderChipIsFoundByItsLabelOnEitherSideOfTheRenumbering() throws IOException {
        pi5(true);
        BoardSurvey old = BoardSurvey.read(root, "aarch64", HardwareConfig.referenceBox());
        assertEquals(Optional.of(new GpioChip("gpiochip4", "pinctrl-rp1", 54)), old.headerGpio());
        assertEquals(5, old.gpioChips().size());
    }

    @Test
    void aPi5AfterKernel6_6_45() throws IOException {
        pi5(false);
        BoardSurvey survey = BoardSurvey.read(root, "aarch64", HardwareConfig.referenceBox());
        assertEquals(Optional.of(new GpioChip("gpiochip0", "pinctrl-rp1", 54)), survey.headerGpio());
        assertEquals(Optional.of(Soc.BCM2712), survey.soc());
        assertEquals(new LedLink(Ws2812Encoding.ONE_SPI_BYTE, 4096), survey.ledLink());
        assertEquals(List.of(
                "board: Raspberry Pi 5 Model B Rev 1.0 (BCM2712)",
                "GPIO: gpiochip0 (pinctrl-rp1, 54 lines)",
                "I2C: /dev/i2c-1 (Synopsys DesignWare I2C adapter)",
                "SPI: /dev/spidev0.0",
                "SPI: /dev/spidev1.0",
                "SPI: /dev/spidev1.1",
                "spidev buffer: 4096 bytes",
                "LED SPI clock: 6.4 MHz asked, 6.25 MHz granted (spi-dw: 200 MHz / 32), one SPI byte a WS2812 bit, controller "
                        + "snps,dw-apb-ssi; a frame of 19 LEDs is 936 bytes"),
                survey.lines());
    }

    @Test
    void asRootThePi5sDivisorIsReadBackFromTheController() throws IOException {
        pi5(false);
        write("sys/kernel/debug/dw_spi0/registers", "CTRLR0 = 0x00000007\nCTRLR1 = 0x00000000\nSSIENR = 0x00000000\n"
                + "SER = 0x00000000\nBAUDR = 0x00000020\nTXFTLR = 0x00000000\n");
        BoardSurvey survey = BoardSurvey.read(root, "aarch64", HardwareConfig.referenceBox());
        assertEquals(OptionalInt.of(32), survey.ledDivisor());
        assertTrue(survey.lines().get(7).startsWith("LED SPI clock: 6.4 MHz asked, 6.25 MHz granted (spi-dw: 200 MHz / 32; "
                + "the controller's BAUDR reads 32), "), survey.lines().get(7));
        write("sys/kernel/debug/dw_spi0/registers", "BAUDR = 0x00000054\n");
        assertTrue(BoardSurvey.read(root, "aarch64", HardwareConfig.referenceBox()).lines().get(7)
                .contains("the controller's BAUDR reads 84, 2.381 MHz"), "another program left another divisor");
        write("sys/kernel/debug/dw_spi0/registers", "BAUDR = 0x00000000\n");
        assertTrue(BoardSurvey.read(root, "aarch64", HardwareConfig.referenceBox()).lines().get(7)
                .contains("the controller's BAUDR reads 0, no transfer yet), "), "the reset value before any frame");
    }

    @Test
    void aPi4() throws IOException {
        write("proc/device-tree/model", "Raspberry Pi 4 Model B Rev 1.5\0");
        write("proc/device-tree/compatible", "raspberrypi,4-model-b\0brcm,bcm2711\0");
        gpioChip("soc/fe200000.gpio", 0, 512, "pinctrl-bcm2711", 58);
        gpioChip("soc/firmware/gpio", 1, 570, "raspberrypi-exp-gpio", 8);
        buses("bcm2835 (i2c@7e804000)", "brcm,bcm2835-spi");
        BoardSurvey survey = BoardSurvey.read(root, "aarch64", HardwareConfig.referenceBox());
        assertEquals(Optional.of(new GpioChip("gpiochip0", "pinctrl-bcm2711", 58)), survey.headerGpio());
        assertEquals(new LedLink(Ws2812Encoding.THREE_SPI_BITS, 4096), survey.ledLink());
        assertEquals("LED SPI clock: 2.4 MHz asked, 2.381 MHz granted (spi-bcm2835: 500 MHz / 210, with core_freq=500 "
                + "core_freq_min=500 in config.txt), three SPI bits a WS2812 bit, controller brcm,bcm2835-spi; a frame of 19 LEDs is "
                + "351 bytes", survey.lines().get(7));
    }

    @Test
    void aZero2WWithMissingBusesAndALargerSpidevBuffer() throws IOException {
        write("proc/device-tree/model", "Raspberry Pi Zero 2 W Rev 1.0\0");
        write("proc/device-tree/compatible", "raspberrypi,model-zero-2-w\0brcm,bcm2837\0");
        gpioChip("soc/3f200000.gpio", 0, 512, "pinctrl-bcm2835", 54);
        write("sys/module/spidev/parameters/bufsiz", "65536\n");
        BoardSurvey survey = BoardSurvey.read(root, "aarch64", HardwareConfig.referenceBox());
        assertEquals(new LedLink(Ws2812Encoding.THREE_SPI_BITS, 65536), survey.ledLink());
        List<String> lines = survey.lines();
        assertEquals("board: Raspberry Pi Zero 2 W Rev 1.0 (BCM2837)", lines.get(0));
        assertEquals("I2C: /dev/i2c-1 missing", lines.get(2));
        assertEquals("SPI: /dev/spidev0.0 missing", lines.get(3));
        assertEquals("spidev buffer: 65536 bytes", lines.get(6));
        assertTrue(lines.get(7).startsWith("LED SPI clock: 2.4 MHz asked, 2.358 MHz granted (spi-bcm2835: 250 MHz / 106, with "
                + "core_freq=250 in config.txt)"), lines.get(7));
    }

    @Test
    void offAPiNothingIsFoundAndNothingIsAssumed() {
        BoardSurvey survey = BoardSurvey.read(root, "aarch64", HardwareConfig.referenceBox());
        assertEquals(new Machine(Optional.empty(), "aarch64"), survey.machine());
        assertEquals(Optional.empty(), survey.headerGpio());
        assertEquals(OptionalInt.empty(), survey.spidevBufsiz());
        assertEquals(new LedLink(Ws2812Encoding.THREE_SPI_BITS, 4096), survey.ledLink());
        assertEquals("GPIO: no GPIO chip listed in /sys/class/gpio", survey.lines().get(1));
        assertEquals("spidev buffer: unknown (spidev not loaded), taken as 4096 bytes", survey.lines().get(6));
    }

    @Test
    void aBoardWhoseHeaderChipIsNoneOfTheKnownLabelsSaysWhatItFound() throws IOException {
        gpioChip("9000000.pl061", 0, 512, "9000000.pl061", 8);
        assertEquals("GPIO: no header chip (labelled pinctrl-bcm2711, pinctrl-bcm2835, pinctrl-rp1) among "
                + "[gpiochip0 (9000000.pl061, 8 lines)]", BoardSurvey.read(root, "aarch64", HardwareConfig.referenceBox()).lines().get(1));
    }
}
