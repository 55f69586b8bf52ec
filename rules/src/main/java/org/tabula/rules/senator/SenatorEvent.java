package org.tabula.rules.senator;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.tabula.rules.GameEvent;

/** What happens in Senator, in the order the display should show it. */
public sealed interface SenatorEvent extends GameEvent {
    /** The banner was put on an empty square ({@code faceDown} in the hidden game). */
    record BannerPlaced(int seat, SenatorMove.Square square, boolean faceDown) implements SenatorEvent {
        @Override
        public String describe() {
            return "seat " + seat + " put the banner " + (faceDown ? "face down " : "") + "on " + square.notation();
        }
    }

    /**
     * A seat pushed a card in at an entry onto {@code square}. {@code chain} lists, in push
     * order from the entry square, the squares whose cards moved one square on (the banner
     * among them, if it was in the way); empty when the entry square was free.
     *
     * @param card the pushed card, {@link BoardCard.FaceDown} in the hidden game
     */
    record CardPushed(int seat, BoardCard card, SenatorMove.Entry entry, SenatorMove.Square square, List<SenatorMove.Square> chain)
            implements SenatorEvent {
        public CardPushed {
            chain = List.copyOf(chain);
        }

        @Override
        public String describe() {
            String what = card instanceof BoardCard.FaceDown ? "a card face down" : card.notation();
            String pushed = chain.isEmpty() ? ""
                    : "; the " + (chain.size() == 1 ? "card" : chain.size() + " cards") + " on "
                            + chain.stream().map(SenatorMove.Square::notation).collect(Collectors.joining(", ")) + " moved one square on";
            return "seat " + seat + " pushed " + what + " in at " + entry.notation() + " onto " + square.notation() + pushed;
        }
    }

    /** The hidden game is over: every card is turned face up. */
    record CardsRevealed(Map<String, BoardCard> board) implements SenatorEvent {
        public CardsRevealed {
            board = SenatorView.frozen(board);
        }

        @Override
        public String describe() {
            return "all cards turned face up: " + board.entrySet().stream()
                    .map(square -> square.getKey() + "=" + square.getValue().notation()).collect(Collectors.joining(" "));
        }
    }

    /** Every card is on the board: the Senate totals, and the seats with the best one. */
    record GameEnded(List<Integer> totals, List<Integer> winners) implements SenatorEvent {
        public GameEnded {
            totals = List.copyOf(totals);
            winners = List.copyOf(winners);
        }

        @Override
        public String describe() {
            String result = winners.size() == 1 ? "seat " + winners.get(0) + " wins"
                    : "a draw between seats " + winners.stream().map(String::valueOf).collect(Collectors.joining(" and "));
            return "the board is full; Senate totals " + totals + ": " + result;
        }
    }
}
