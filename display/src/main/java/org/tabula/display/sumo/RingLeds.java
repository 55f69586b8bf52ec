package org.tabula.display.sumo;

/**
 * Where the Sumo ring lies on the strip: LED 0 is East's "out", the last LED West's "out", and
 * the squares from East's edge to West's are spread evenly over the LEDs between (one LED per
 * square on the reference strip of 19 with the 17-square ring).
 *
 * @param leds  LEDs on the strip, at least 3
 * @param reach squares from the middle to either edge
 */
record RingLeds(int leds, int reach) {
    RingLeds {
        if (leds < 3) {
            throw new IllegalArgumentException("the Sumo ring needs at least 3 LEDs (two outs and a ring), not " + leds);
        }
    }

    /** The LED for a position; beyond the edges, that side's "out". */
    int led(int position) {
        if (position < -reach) {
            return 0;
        }
        if (position > reach) {
            return leds - 1;
        }
        int inner = leds - 2;
        return 1 + (int) Math.round((double) (position + reach) * (inner - 1) / (2.0 * reach));
    }

    /** -1 for an LED on East's side (its "out" included), +1 on West's, 0 for the middle. */
    int side(int led) {
        int middle = led(0);
        return Integer.compare(led, middle);
    }
}
