package org.tabula.hal.led;

/** Turns drive levels into the byte stream a strip type reads from SPI; pure, no I/O. */
public interface LedEncoder {
    /** The SPI clock the stream is timed for, in hertz. */
    int clockHz();

    /** @param levels three per LED (red, green, blue), 0..{@link ColorPipeline#MAX_LEVEL} */
    byte[] encode(int[] levels);
}
