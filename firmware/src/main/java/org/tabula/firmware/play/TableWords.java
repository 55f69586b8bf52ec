package org.tabula.firmware.play;

import java.util.ArrayList;
import java.util.List;

import org.tabula.display.text.Text;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.SeatNames;
import org.tabula.rules.Seats;

/**
 * The words that describe a game at the table: what an audience may see, a move as the list of
 * choices names it, what an event did, what to lay out or turn up at a table deal, how the game
 * ended. Words are catalogue messages ({@link Text}), seats named as the game declares
 * ({@link SeatNames}), put in the language the box speaks when they are shown.
 */
public interface TableWords {
    /** Lines describing what the audience (a seat or the table) may see. */
    List<Text> describe(GameState state, int audience);

    /** An event of the rules as one short line for the players, seats called by the game's names for them; null for none. */
    default Text eventText(SeatNames seats, GameEvent event) {
        return null;
    }

    /**
     * Whether the event asks the players to do something with the real cards (Spite and Malice:
     * draw), so its line stays on the screen until the next input instead of a few seconds.
     */
    default boolean asksToAct(GameEvent event) {
        return false;
    }

    /** A move as the menu of choices lists it. */
    default Text moveLabel(GameState state, int seat, int move) {
        return Text.plain(state.formatMove(seat, move));
    }

    /**
     * A move as the table saw it made, for the take-back question and its answer ("P2: Hand QH >
     * discard 1"), named in the position {@code before} it: never its consequence. A card that
     * went in unseen (Sumo's secret choice, hidden Senator) stays unnamed.
     */
    default Text madeMove(GameState before, int seat, int move) {
        return before.game().type().playsFaceDown() ? Text.of("console.seatMoveUnseen", before.game().seat(seat))
                : Text.of("console.seatMove", before.game().seat(seat), moveLabel(before, seat, move));
    }

    /**
     * What the players must lay out on the table before the first move, when the box deals
     * virtually (the Wheel of History's circle, the Spite and Malice piles); empty for none.
     */
    default List<Text> layout(GameState state) {
        return List.of();
    }

    /** What the box says as play begins once a box deal is laid out (Spite and Malice: who starts and why); null for nothing. */
    default Text playBegins(GameState state) {
        return null;
    }

    /**
     * While the table is to reveal a card at a table deal: what to lay or turn up and tap, a line
     * each (the game's picture says the same).
     */
    default List<Text> revealLines(GameState state) {
        return List.of(Text.of("console.tapOrOk", Text.of("seat.table")));
    }

    /** An event at a table deal, when the players have something to do with the real cards; null: as {@link #eventText}. */
    default Text tableEventText(SeatNames seats, GameEvent event) {
        return null;
    }

    /** What the end screen says of how the game ended, besides the scores (Sumo: the last round). */
    default List<Text> ending(GameState state) {
        return List.of();
    }

    /**
     * Scores with seat names, one line each, the names padded so the scores line up on the text
     * screen; the winners' marked "won", or, when every seat shares the win (a Sumo draw), each "drawn".
     */
    default List<Text> scoreLines(SeatNames seats, int[] scores, Seats winners) {
        boolean drawn = scores.length > 1 && winners.size() == scores.length;
        List<Text> lines = new ArrayList<>();
        for (int seat = 0; seat < scores.length; seat++) {
            String key = drawn ? "console.scoreDrawn" : winners.contains(seat) ? "console.scoreWon" : "console.score";
            lines.add(Text.of(key, seats.seat(seat), scores[seat]));
        }
        return lines;
    }
}
