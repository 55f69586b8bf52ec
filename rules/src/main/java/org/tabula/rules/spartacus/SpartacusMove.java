package org.tabula.rules.spartacus;

import org.tabula.rules.Move;

/**
 * A Spartacus move: play a numbered card of the mover's colour, play its banner, or pass (out
 * of the trick). Written {@code 7}, {@code B} and {@code pass}; numbered by the card's value,
 * 0 for the banner and 11 for a pass.
 */
public sealed interface SpartacusMove extends Move {
    /** Plays the mover's card of this value (1-10). */
    record PlayCard(int value) implements SpartacusMove {
    }

    /** Plays the mover's banner. */
    record PlayBanner() implements SpartacusMove {
    }

    /** Drops out of the trick. */
    record Pass() implements SpartacusMove {
        @Override
        public boolean passes() {
            return true;
        }
    }
}
