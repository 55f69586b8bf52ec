package org.tabula.rules.engarde;

import java.util.List;

import org.tabula.rules.GameEvent;

/** What happens in En Garde, in the order the display should show it. Squares run 1 to 23. */
public sealed interface EnGardeEvent extends GameEvent {
    /** A bout begins: the fencers on the end squares, hands dealt, {@code starter} to move. */
    record BoutStarted(int bout, int starter) implements EnGardeEvent {
        @Override
        public String describe() {
            return "bout " + bout + " begins: seat " + starter + " starts";
        }
    }

    /** A fencer moved with a card, forward or back. */
    record Moved(int seat, int card, int from, int to) implements EnGardeEvent {
        @Override
        public String describe() {
            return "seat " + seat + " moves " + "from square " + from + " to " + to + " with a " + card;
        }
    }

    /** A fencer attacked with {@code count} cards of {@code card}, after an advance when {@code indirect}. */
    record Attacked(int seat, int card, int count, boolean indirect) implements EnGardeEvent {
        @Override
        public String describe() {
            return "seat " + seat + (indirect ? " advances and attacks" : " attacks") + " with " + count + " x " + card;
        }
    }

    /** The attacked fencer parried with these cards. */
    record Parried(int seat, List<Integer> cards) implements EnGardeEvent {
        @Override
        public String describe() {
            return "seat " + seat + " parries with " + cards;
        }
    }

    /** A fencer drew {@code count} cards from the pack, leaving {@code left}. */
    record CardsDrawn(int seat, int count, int left) implements EnGardeEvent {
        @Override
        public String describe() {
            return "seat " + seat + " draws " + count + (count == 1 ? " card" : " cards") + ", " + left + " left in the pack";
        }
    }

    /** The last card is drawn: the bout ends once the attack in play, if any, is answered. */
    record PackOut(int seat) implements EnGardeEvent {
        @Override
        public String describe() {
            return "seat " + seat + " drew the last card of the pack";
        }
    }

    /** A fencer could not play, or (the basic game's last chance) did not attack. */
    record Passed(int seat) implements EnGardeEvent {
        @Override
        public String describe() {
            return "seat " + seat + " passes";
        }
    }

    /** The hands at the end of the pack, each ascending (a table deal: as the table showed them). */
    record HandsShown(List<List<Integer>> hands) implements EnGardeEvent {
        @Override
        public String describe() {
            return "the hands are shown: " + hands;
        }
    }

    /** A table deal: the table showed one card of a seat's hand. */
    record CardShown(int seat, int card) implements EnGardeEvent {
        @Override
        public String describe() {
            return "seat " + seat + " shows a " + card;
        }
    }

    /** The bout is over: {@code winner} scores, -1 for a draw; {@code positions}: the fencers' squares as it ended, for the display. */
    record BoutWon(int bout, int winner, BoutEnd end, List<Integer> wins, List<Integer> positions) implements EnGardeEvent {
        @Override
        public String describe() {
            return (winner < 0 ? "bout " + bout + " is drawn" : "seat " + winner + " wins bout " + bout + " (" + end.notation() + ")")
                    + "; bouts won " + wins;
        }
    }

    /** The match is over. */
    record MatchWon(int winner, List<Integer> wins) implements EnGardeEvent {
        @Override
        public String describe() {
            return "seat " + winner + " wins the match, " + wins.get(winner) + " bouts to " + wins.get(1 - winner);
        }
    }
}
