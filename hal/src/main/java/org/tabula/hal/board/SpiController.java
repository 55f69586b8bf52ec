package org.tabula.hal.board;

/**
 * The SPI controller behind the header's SPI pins, and the clock its Linux driver grants: the
 * controller's input clock over an even divisor, never faster than asked. The kernel keeps the
 * granted rate to itself ({@code spi_transfer.effective_speed_hz}); spidev's
 * {@code SPI_IOC_RD_MAX_SPEED_HZ} returns what was asked, so the rate is worked out here from
 * each driver's own rule.
 */
public enum SpiController {
    /**
     * The BCM2835's SPI0 (Pi 1-4, Zero 2 W), drivers/spi/spi-bcm2835.c: {@code cdiv =
     * DIV_ROUND_UP(clk_hz, spi_hz); cdiv += cdiv % 2}, 2 at the fastest, where {@code clk_hz} is
     * the core (VPU) clock, read once when the driver starts.
     */
    BCM2835("spi-bcm2835", "brcm,bcm2835-spi"),
    /**
     * The DesignWare APB SSI in the Pi 5's RP1, drivers/spi/spi-dw-core.c: {@code clk_div =
     * (DIV_ROUND_UP(max_freq, freq) + 1) & 0xfffe}, where {@code max_freq} is RP1's clk_sys.
     */
    DESIGNWARE("spi-dw", "snps,dw-apb-ssi");

    private final String driver;
    private final String compatible;

    SpiController(String driver, String compatible) {
        this.driver = driver;
        this.compatible = compatible;
    }

    /** The Linux driver's name, such as {@code spi-bcm2835}. */
    public String driver() {
        return driver;
    }

    /** The device tree's {@code compatible} string of the controller's node. */
    public String compatible() {
        return compatible;
    }

    /** The even divisor the driver programs for {@code requestedHz} from {@code inputHz}. */
    public long divisor(long inputHz, long requestedHz) {
        return switch (this) {
            case BCM2835 -> {
                if (requestedHz >= inputHz / 2) {
                    yield 2;
                }
                long cdiv = (inputHz + requestedHz - 1) / requestedHz;
                yield cdiv + cdiv % 2;
            }
            case DESIGNWARE -> ((inputHz + requestedHz - 1) / requestedHz + 1) & 0xfffe;
        };
    }

    /** The SCLK the driver really gives for {@code requestedHz}, in hertz (integer division, as the driver reports it). */
    public long grantedHz(long inputHz, long requestedHz) {
        return inputHz / divisor(inputHz, requestedHz);
    }
}
