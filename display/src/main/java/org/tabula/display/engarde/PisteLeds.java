package org.tabula.display.engarde;

/**
 * Where the piste's squares lie on the strip, for one position of the fencers (docs/playing.md,
 * En Garde on the strip). On a strip of at least as many LEDs as squares, one LED a square, the
 * piste in the middle. On a shorter strip (the reference strip: 19 LEDs for 23 squares) the
 * stretch between the fencers stays one LED a square whenever it fits, since the distance is what
 * every card is measured against; the squares behind the fencers, which only a retreat uses, give
 * up the LEDs the strip lacks, each side in proportion to its squares. Only when the fencers stand
 * further apart than the strip is long (19 to 22 squares on the reference strip, reached only near
 * the start of a bout, out of any attack's reach) is the stretch between them shortened too: the
 * fencers then sit on the end LEDs, and the strip says so ({@link #folded}).
 *
 * @param leds      LEDs on the strip, at least 2
 * @param squares   squares on the piste
 * @param first     seat 0's square, from 1
 * @param second    seat 1's square, above {@code first}
 */
record PisteLeds(int leds, int squares, int first, int second) {
    PisteLeds {
        if (leds < 2) {
            throw new IllegalArgumentException("the En Garde piste needs at least 2 LEDs (one a fencer), not " + leds);
        }
        if (first < 1 || second > squares || first >= second) {
            throw new IllegalArgumentException("fencers on squares " + first + " and " + second + " of " + squares);
        }
    }

    /** Whether each square has its own LED. */
    boolean oneToOne() {
        return leds >= squares;
    }

    /** Whether the stretch between the fencers is shorter on the strip than on the piste. */
    boolean folded() {
        return !oneToOne() && second - first > leds - 1;
    }

    /**
     * The LED of a square. Squares behind a fencer may share LEDs; where a side has no LED to
     * spare, its squares share the fencer's own.
     */
    int led(int square) {
        if (oneToOne()) {
            return (leds - squares) / 2 + square - 1;
        }
        if (folded()) {
            if (square <= first) {
                return 0;
            }
            if (square >= second) {
                return leds - 1;
            }
            // The gap's squares spread evenly over the LEDs between the end ones.
            return 1 + (int) ((long) (square - first - 1) * (leds - 2) / (second - first - 1));
        }
        int behindFirst = first - 1;
        int behindSecond = squares - second;
        int spare = leds - 1 - (second - first);
        int firstLed = behindFirst + behindSecond == 0 ? 0 : (int) Math.round((double) spare * behindFirst / (behindFirst + behindSecond));
        if (spare >= 2 && behindFirst > 0 && behindSecond > 0) {
            // Either side with room to retreat keeps at least one LED to show it.
            firstLed = Math.max(1, Math.min(spare - 1, firstLed));
        }
        if (square < first) {
            // Squares behind seat 0's fencer, squeezed onto its LEDs, the piste's end on LED 0.
            return (int) ((long) (square - 1) * firstLed / behindFirst);
        }
        if (square <= second) {
            return firstLed + square - first;
        }
        int secondLed = firstLed + second - first;
        int room = leds - 1 - secondLed;
        if (room == 0) {
            return secondLed;
        }
        return secondLed + 1 + (int) ((long) (square - second - 1) * room / behindSecond);
    }

    /** The LED of a fencer, by seat. */
    int fencer(int seat) {
        return led(seat == 0 ? first : second);
    }
}
