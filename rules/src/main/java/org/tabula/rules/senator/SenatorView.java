package org.tabula.rules.senator;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.tabula.rules.Notated;
import org.tabula.rules.View;

/**
 * What one audience sees of a Senator game. In the open game everything is public. In the
 * hidden game, until the end, the board shows only which squares are occupied ({@code "?"},
 * the banner included), each seat sees only its own remaining hand, and no totals are shown.
 *
 * @param audience  the seat looking, or -1 for the table
 * @param players   2 or 3
 * @param phase     the stage the game is at (written {@code "banner"}, {@code "push"} or {@code "over"})
 * @param toMove    the seat to move, or -1 once over
 * @param board     occupied squares in reading order, square name ({@code "22"}: row, column) to card
 * @param handSizes how many cards each seat still holds
 * @param ownHand   the audience seat's remaining values, ascending; null for the table
 * @param hands     every seat's remaining values when they are public; null in the hidden game
 * @param faceDown  whether the board's cards are hidden (the hidden game before its end)
 * @param scores    each seat's Senate total so far; null while the cards are face down
 * @param over      whether every card is on the board
 * @param winners   the seats with the best total once over (every tied seat); empty before
 */
public record SenatorView(int audience, int players, Phase phase, int toMove, Map<String, BoardCard> board,
        List<Integer> handSizes, List<Integer> ownHand, List<List<Integer>> hands, boolean faceDown,
        List<Integer> scores, boolean over, List<Integer> winners) implements View {

    public SenatorView {
        board = frozen(board);
    }

    /** The stage a game is at. */
    public enum Phase implements Notated {
        /** The banner is still to be placed. */
        BANNER("banner"),
        /** Cards are being pushed in. */
        PUSH("push"),
        /** Every card is on the board. */
        OVER("over");

        private final String written;

        Phase(String written) {
            this.written = written;
        }

        @Override
        public String notation() {
            return written;
        }
    }

    /** An unmodifiable copy that keeps the squares in reading order (Map.copyOf would not). */
    static Map<String, BoardCard> frozen(Map<String, BoardCard> board) {
        return Collections.unmodifiableMap(new LinkedHashMap<>(board));
    }
}
