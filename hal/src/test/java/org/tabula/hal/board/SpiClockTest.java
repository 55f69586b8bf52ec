package org.tabula.hal.board;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.tabula.hal.led.Ws2812Encoding;

/** The clocks the kernel grants, worked out by hand from drivers/spi/spi-bcm2835.c and spi-dw-core.c. */
class SpiClockTest {
    @Test
    void spiBcm2835RoundsTheDivisorUpToEven() {
        // DIV_ROUND_UP(250 MHz, 2.4 MHz) = 105, + 105 % 2 = 106.
        assertEquals(106, SpiController.BCM2835.divisor(250_000_000, 2_400_000));
        assertEquals(2_358_490, SpiController.BCM2835.grantedHz(250_000_000, 2_400_000));
        assertEquals(2_380_952, SpiController.BCM2835.grantedHz(500_000_000, 2_400_000)); // 209 -> 210
        assertEquals(2_380_952, SpiController.BCM2835.grantedHz(400_000_000, 2_400_000)); // 167 -> 168
        assertEquals(6_250_000, SpiController.BCM2835.grantedHz(250_000_000, 6_400_000)); // 40
        assertEquals(125_000_000, SpiController.BCM2835.grantedHz(250_000_000, 200_000_000), "2 at the fastest");
        assertEquals(1_000_000, SpiController.BCM2835.grantedHz(250_000_000, 1_000_000), "an exact even divisor stays");
    }

    @Test
    void spiDwAddsOneAndClearsTheLowBit() {
        // (DIV_ROUND_UP(200 MHz, 6.4 MHz) + 1) & ~1 = (32 + 1) & ~1 = 32.
        assertEquals(32, SpiController.DESIGNWARE.divisor(200_000_000, 6_400_000));
        assertEquals(6_250_000, SpiController.DESIGNWARE.grantedHz(200_000_000, 6_400_000));
        assertEquals(84, SpiController.DESIGNWARE.divisor(200_000_000, 2_400_000)); // 84 + 1 = 85 -> 84
        assertEquals(26, SpiController.DESIGNWARE.divisor(200_000_000, 8_000_000), "25 is odd: 26, 7.69 MHz");
    }

    @Test
    void eachFamilyIsKnownByItsCompatibleAndGetsItsEncoding() {
        assertEquals(Optional.of(Soc.BCM2712), Soc.fromCompatible(List.of("raspberrypi,5-model-b", "brcm,bcm2712")));
        assertEquals(Optional.of(Soc.BCM2711), Soc.fromCompatible(List.of("raspberrypi,4-model-b", "brcm,bcm2711")));
        assertEquals(Optional.of(Soc.BCM2837), Soc.fromCompatible(List.of("raspberrypi,model-zero-2-w", "brcm,bcm2837")));
        assertEquals(Optional.of(Soc.BCM2837), Soc.fromCompatible(List.of("raspberrypi,3-model-b-plus", "brcm,bcm2837")));
        assertEquals(Optional.empty(), Soc.fromCompatible(List.of("linux,dummy-virt")));
        assertEquals(Ws2812Encoding.ONE_SPI_BYTE, Soc.BCM2712.ws2812());
        assertEquals(6_250_000, Soc.BCM2712.ws2812GrantedHz());
        assertEquals(2_358_490, Soc.BCM2837.ws2812GrantedHz());
        assertEquals(2_380_952, Soc.BCM2711.ws2812GrantedHz());
    }
}
