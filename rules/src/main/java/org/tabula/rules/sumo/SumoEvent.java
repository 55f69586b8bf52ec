package org.tabula.rules.sumo;

import org.tabula.rules.GameEvent;

/** What happens in Sumo, in the order the display should show it. */
public sealed interface SumoEvent extends GameEvent {
    /** A seat chose its card for the round; which card stays secret until both have chosen. */
    record CardChosen(int seat) implements SumoEvent {
        @Override
        public String describe() {
            return "seat " + seat + " has chosen a card";
        }
    }

    /** Both cards of a round, shown together. */
    record CardsRevealed(int round, int eastCard, int westCard) implements SumoEvent {
        @Override
        public String describe() {
            return "round " + (round + 1) + ": seat 0 shows " + eastCard + ", seat 1 shows " + westCard;
        }
    }

    /** Equal cards: nothing moves. */
    record Standoff(int card) implements SumoEvent {
        @Override
        public String describe() {
            return "both played " + card + ": nothing happens";
        }
    }

    /** The higher card's seat pushed the piece {@code squares} squares from {@code from} to {@code to}. */
    record Pushed(int pusher, int squares, int from, int to) implements SumoEvent {
        @Override
        public String describe() {
            return "seat " + pusher + " pushed " + squares + (squares == 1 ? " square" : " squares")
                    + ", from " + from + " to " + to;
        }
    }

    /** The piece left the ring on the loser's side. */
    record LeftRing(int loser) implements SumoEvent {
        @Override
        public String describe() {
            return "the piece left the ring: seat " + loser + " loses";
        }
    }

    /** The last round is over with the piece still in the ring: the side it stands on loses. */
    record LastRoundOver(int position, int loser) implements SumoEvent {
        @Override
        public String describe() {
            return loser < 0
                    ? "after the last round the piece stands in the middle: a draw (mizu-iri)"
                    : "after the last round the piece stands on seat " + loser + "'s side at " + position + ": seat " + loser + " loses";
        }
    }
}
