package org.tabula.rules.spartacus;

import java.util.List;
import java.util.stream.Collectors;

import org.tabula.rules.GameEvent;

/** What happens in Spartacus, in the order the display should show it. */
public sealed interface SpartacusEvent extends GameEvent {
    /**
     * A seat put a card on the table.
     *
     * @param card   "7", or "B" for the banner
     * @param leads  whether it opened a trick
     * @param joker  whether banners are jokers in this game (only changes the wording)
     */
    record CardPlayed(int seat, SpartacusCard card, boolean leads, boolean joker) implements SpartacusEvent {
        @Override
        public String describe() {
            String what = card.isBanner() ? "its " + (joker ? "joker" : "banner") : card.notation();
            return "seat " + seat + (leads ? " leads " : " plays ") + what;
        }
    }

    /** A seat passed and is out of the open trick. */
    record Passed(int seat) implements SpartacusEvent {
        @Override
        public String describe() {
            return "seat " + seat + " passes and is out of this trick";
        }
    }

    /**
     * A trick was settled: taken by {@code trick.winner()}, or by nobody.
     *
     * @param trick      the trick, its cards and worth
     * @param reckoning  how the worth was reached ("11 x 4 = 44")
     * @param why        why this seat took it: "the turn came back with its 3 the lowest card", ...
     * @param nextLeader the seat that leads the next trick, or -1 if the game has ended
     */
    record TrickSettled(WonTrick trick, TrickReckoning reckoning, String why, int nextLeader) implements SpartacusEvent {
        @Override
        public String describe() {
            String cards = trick.cards().stream().map(Play::toString).collect(Collectors.joining(" "));
            if (trick.winner() == null) {
                return "trick " + trick.number() + " (" + cards + ") goes to nobody: " + why;
            }
            return "seat " + trick.winner() + " takes trick " + trick.number() + " (" + cards + "), worth " + reckoning
                    + ": " + why + (nextLeader < 0 ? "" : "; seat " + nextLeader + " leads next");
        }
    }

    /** At the end, a seat's cards left in hand cost it {@code penalty} points. */
    record HandPenalty(int seat, List<SpartacusCard> cards, int penalty, String reckoning) implements SpartacusEvent {
        @Override
        public String describe() {
            String kept = "seat " + seat + " keeps " + cards.stream().map(SpartacusCard::notation).collect(Collectors.joining(", ")) + " in hand: ";
            if (penalty == 0) {
                return kept + "it costs nothing";
            }
            return kept + "-" + penalty + (reckoning.equals(Integer.toString(penalty)) ? "" : " (" + reckoning + ")");
        }
    }

    /** Who took the trick that was open when the game ended. */
    enum Settlement {
        /** The seat with the lowest number card in it. */
        LOWEST_CARD("went to seat %d, who held the lowest number card"),
        /** With jokers: the seat that played the last card. */
        LAST_CARD("went to seat %d, who played the last card"),
        /** It held only banners. */
        NOBODY("held only banners and went to nobody");

        private final String sentence;

        Settlement(String sentence) {
            this.sentence = sentence;
        }
    }

    /**
     * A seat played its last card: the game is over.
     *
     * @param wentOut    the seat with no cards left
     * @param settlement how the open trick was settled
     * @param lastTrick  the open trick as it was settled: its taker (null for nobody) and the points it added to the taker's
     * @param scores     the final scores, per seat
     * @param winners    every seat with the best score
     */
    record GameEnded(int wentOut, Settlement settlement, WonTrick lastTrick, List<Integer> scores, List<Integer> winners)
            implements SpartacusEvent {
        /** The seat that took the open trick, or null. */
        public Integer taker() {
            return lastTrick.winner();
        }

        @Override
        public String describe() {
            String result = winners.size() == 1 ? "seat " + winners.get(0) + " wins"
                    : "seats " + winners.stream().map(String::valueOf).collect(Collectors.joining(" and ")) + " share the win";
            return "seat " + wentOut + " has played its last card: the game is over and the open trick "
                    + String.format(settlement.sentence, taker()) + ". Scores "
                    + scores.stream().map(String::valueOf).collect(Collectors.joining(", ")) + ": " + result;
        }
    }
}
