package org.tabula.hal.board;

import java.util.List;
import java.util.Optional;

import org.tabula.hal.led.Ws2812Encoding;

/**
 * The Raspberry Pi processor families the box runs on, as the device tree's root
 * {@code compatible} names them, with what their header SPI needs for a WS2812 strip.
 */
public enum Soc {
    /**
     * Pi 1, 2, 3 and Zero 2 W (BCM2835/6/7): SPI0 divides the core clock, which the firmware moves
     * between 250 and 400 MHz unless config.txt fixes it; {@code core_freq=250} does.
     */
    BCM2837(List.of("brcm,bcm2835", "brcm,bcm2836", "brcm,bcm2837"), SpiController.BCM2835, 250_000_000L,
            Ws2812Encoding.THREE_SPI_BITS, "core_freq=250"),
    /** Pi 4, 400, CM4 (BCM2711): the core clock moves between 200 and 500 MHz unless fixed at 500. */
    BCM2711(List.of("brcm,bcm2711"), SpiController.BCM2835, 500_000_000L, Ws2812Encoding.THREE_SPI_BITS,
            "core_freq=500 core_freq_min=500"),
    /**
     * Pi 5, 500, CM5 (BCM2712): the header's SPI is the RP1's DesignWare SSI on RP1's 200 MHz
     * clk_sys (drivers/clk/clk-rp1.c), which no CPU or core clock setting moves.
     */
    BCM2712(List.of("brcm,bcm2712"), SpiController.DESIGNWARE, 200_000_000L, Ws2812Encoding.ONE_SPI_BYTE, "");

    private final List<String> compatibles;
    private final SpiController spiController;
    private final long spiInputHz;
    private final Ws2812Encoding ws2812;
    private final String configTxt;

    Soc(List<String> compatibles, SpiController spiController, long spiInputHz, Ws2812Encoding ws2812, String configTxt) {
        this.compatibles = compatibles;
        this.spiController = spiController;
        this.spiInputHz = spiInputHz;
        this.ws2812 = ws2812;
        this.configTxt = configTxt;
    }

    /** The family a device tree's root {@code compatible} list names (such as "raspberrypi,5-model-b", "brcm,bcm2712"). */
    public static Optional<Soc> fromCompatible(List<String> compatible) {
        for (Soc soc : values()) {
            if (compatible.stream().anyMatch(soc.compatibles::contains)) {
                return Optional.of(soc);
            }
        }
        return Optional.empty();
    }

    public SpiController spiController() {
        return spiController;
    }

    /** The SPI controller's input clock, with config.txt set as {@link #configTxt} says. */
    public long spiInputHz() {
        return spiInputHz;
    }

    /** The WS2812 encoding known to work on this family's SPI (docs/build-the-box.md, "Boards"). */
    public Ws2812Encoding ws2812() {
        return ws2812;
    }

    /** The config.txt settings that hold the SPI input clock still, space-separated; empty when nothing is needed. */
    public String configTxt() {
        return configTxt;
    }

    /** The clock the kernel grants the strip's encoding. */
    public long ws2812GrantedHz() {
        return spiController.grantedHz(spiInputHz, ws2812.spiHz());
    }
}
