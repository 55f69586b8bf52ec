package org.tabula.firmware.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.Deck;
import org.tabula.rules.Game;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.Seats;

/**
 * What the console knows of one game beyond its rules: which physical deck it is played with
 * and which legal moves a tapped card stands for, the seats' names and colours, and the text
 * that describes the table. Moves themselves always come from the rules' legal moves.
 */
public interface GameAdapter {
    /** Seat colours on the LEDs, in the Roman deck's colour order: red, blue, green, yellow, white, then orange. */
    int[] SEAT_COLOURS = {0xFF0000, 0x0040FF, 0x00C000, 0xFFC000, 0xFFFFFF, 0xFF6000};

    /** The deck whose tagged cards play this game, if it can be played by tapping cards. */
    Optional<Deck> deck();

    /** The seats this card belongs to (its colour's seat; every seat for shared cards); none if it has no part in this game. */
    Seats owners(Game game, Card card);

    /** The seat's legal moves that play this card now, in the order the list of choices shows them. */
    int[] movesWith(GameState state, int seat, Card card);

    /** Why the seat cannot play this card now, as a sentence for the players (when {@link #movesWith} is empty). */
    String whyNot(GameState state, int seat, Card card);

    /** Lines describing what the audience (a seat or the table) may see. */
    List<String> describe(GameState state, int audience);

    default String seatName(int seat) {
        return "P" + (seat + 1);
    }

    default int seatColour(int seat) {
        return SEAT_COLOURS[seat % SEAT_COLOURS.length];
    }

    /**
     * Whether the seat must choose out of the others' sight, when the game knows better than a
     * comparison of views (Senator's open game: a seat's own hand is in its view, but public
     * anyway); null to decide from the views.
     */
    default Boolean secretChoice(GameState state, int seat) {
        return null;
    }

    /** An event of the rules as one line for the players: the rules' sentence, seats called by their names. */
    default String eventText(GameEvent event) {
        String text = java.util.regex.Pattern.compile("\\b[Ss]eat (\\d+)").matcher(event.describe())
                .replaceAll(match -> seatName(Integer.parseInt(match.group(1))));
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    /**
     * For a long list of moves, the group a move belongs to (Senator: the card, before the entry),
     * as the list of groups shows it; null to list the moves without groups.
     */
    default String group(GameState state, int seat, int move) {
        return null;
    }

    /** A move as the menu of choices lists it. */
    default String moveLabel(GameState state, int seat, int move) {
        return state.formatMove(seat, move);
    }

    /** A move as a {@link Pick} shows it on its own, beside its button. */
    default Text pickMove(GameState state, int seat, int move) {
        return Text.plain(moveLabel(state, seat, move));
    }

    /**
     * The kind of move a pick's first press chooses when a card stands for more moves than there
     * are buttons (Senator: the side of the board; Spite and Malice: centre, new pile or discard);
     * null to cut the moves into runs in order.
     */
    default Text pickGroup(GameState state, int seat, int move) {
        return null;
    }

    /** The move within its {@link #pickGroup} (Senator: the line; Spite and Malice: the pile). */
    default Text pickItem(GameState state, int seat, int move) {
        return pickMove(state, seat, move);
    }

    /**
     * What the players must lay out on the table before the first move, when the box deals
     * virtually (the Wheel of History's circle, the Spite and Malice piles); empty for none.
     */
    default List<String> layout(GameState state) {
        return List.of();
    }

    /** What the end screen says of how the game ended, besides the scores (Sumo: the last round). */
    default List<String> ending(GameState state) {
        return List.of();
    }

    /** Scores with seat names, one line each. */
    default List<String> scoreLines(int[] scores, Seats winners) {
        List<String> lines = new ArrayList<>();
        for (int seat = 0; seat < scores.length; seat++) {
            lines.add(String.format("%-6s %5d%s", seatName(seat), scores[seat], winners.contains(seat) ? "  won" : ""));
        }
        return lines;
    }
}
