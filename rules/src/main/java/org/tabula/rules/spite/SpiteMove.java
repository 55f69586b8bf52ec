package org.tabula.rules.spite;

import org.tabula.rules.Move;

/**
 * A Spite and Malice move: play a card from a source onto a target, or end the turn without a
 * discard. Written {@code P>C1}, {@code H7S>C+}, {@code D2>C3}, {@code H9D>D1}, {@code 2P>C1}
 * (a partner's pile, by the partner's seat) and {@code end}. Piles count from 0 here, from 1 in
 * the notation.
 */
public sealed interface SpiteMove extends Move {
    /** Plays the card at {@code source} (a pile of seat {@code owner}: the mover or its partner; a hand card is the mover's). */
    record Play(Source source, int owner, Target target) implements SpiteMove {
    }

    /** Ends the turn without a discard. */
    record End() implements SpiteMove {
        @Override
        public boolean passes() {
            return true;
        }
    }

    /** Where a played card comes from. */
    sealed interface Source {
    }

    /** Where a played card goes; a discard pile is always the mover's own. */
    sealed interface Target {
    }

    /** The top of the owner's pay-off pile. */
    record Payoff() implements Source {
    }

    /** A card of the mover's hand. */
    record Hand(SpiteCard card) implements Source {
    }

    /** Discard pile {@code pile} (0-3): the owner's as a source, the mover's as a target. */
    record Discard(int pile) implements Source, Target {
    }

    /** Open centre pile {@code pile} (from 0). */
    record Centre(int pile) implements Target {
    }

    /** A new centre pile. */
    record NewPile() implements Target {
    }
}
