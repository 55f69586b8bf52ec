package org.tabula.hal.board;

import org.tabula.hal.led.Ws2812Encoder;
import org.tabula.hal.led.Ws2812Encoding;

/**
 * What a board's SPI gives an LED strip: the WS2812 encoding its controller is known to carry, and
 * the largest message spidev takes in one transfer.
 */
public record LedLink(Ws2812Encoding ws2812, int maxMessageBytes) {
    /** A board of {@code soc} with spidev's default buffer. */
    public static LedLink of(Soc soc) {
        return new LedLink(soc.ws2812(), Ws2812Encoder.SPIDEV_MESSAGE_BYTES);
    }
}
