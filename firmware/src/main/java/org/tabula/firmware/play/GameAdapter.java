package org.tabula.firmware.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.Deck;
import org.tabula.hal.Button;
import org.tabula.rules.Game;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.Move;
import org.tabula.rules.SeatNames;
import org.tabula.rules.Seats;

/**
 * What the console knows of one game beyond its rules: which physical deck it is played with
 * and which legal moves a tapped card stands for, and the text that describes the table (seats
 * named as the game declares, {@link SeatNames}). Moves themselves always come from the rules' legal moves. Words are
 * catalogue messages ({@link Text}), put in the language the box speaks when they are shown.
 */
public interface GameAdapter {
    /** The deck whose tagged cards play this game, if it can be played by tapping cards. */
    Optional<Deck> deck();

    /** The seats this card belongs to (its colour's seat; every seat for shared cards); none if it has no part in this game. */
    Seats owners(Game game, Card card);

    /** The seat's legal moves that play this card now and are {@link #offered}, in the order the list of choices shows them. */
    int[] movesWith(GameState state, int seat, Card card);

    /** Why the seat cannot play this card now, as a sentence for the players (when {@link #movesWith} is empty). */
    Text whyNot(GameState state, int seat, Card card);

    /**
     * The moves a tap of this physical card stands for, given which card the box saw where
     * ({@code seen}): Spite and Malice tells the copy it saw turned up on a pay-off pile from the
     * other copy, which is played from the hand. By default, as {@link #movesWith(GameState, int, Card)}.
     */
    default int[] movesWith(GameState state, int seat, Card card, CardsSeen seen) {
        return movesWith(state, seat, card);
    }

    /** Why the seat cannot play this physical card now (when {@link #movesWith(GameState, int, Card, CardsSeen)} is empty). */
    default Text whyNot(GameState state, int seat, Card card, CardsSeen seen) {
        return whyNot(state, seat, card);
    }

    /**
     * Where this physical card lies, when the box knows it and no move can take it from there (a
     * centre pile, under a pile's top, the board, a trick, a card shown or taken): a tap of it is
     * refused with its place before any pick is offered. Empty where the place is unknown or the
     * card may still be played from it. {@code seen} is what the box saw of the copies.
     */
    default Optional<CardPlace> lyingAt(GameState state, Card card, CardsSeen seen) {
        return Optional.empty();
    }

    /**
     * Where the card the move plays lies once the move is made, for {@link CardsSeen} to remember
     * (asked before the move is made); null for nowhere a later tap needs.
     */
    default CardsSeen.Place placeAfter(GameState before, int seat, int move) {
        return null;
    }

    /** Where the move takes its card from, when that is a place {@link CardsSeen} keeps (asked before the move); null for a hand. */
    default CardsSeen.Place placeBefore(GameState before, int seat, int move) {
        return null;
    }

    /**
     * How what a move did ({@code events}) renames the places of the cards {@link CardsSeen} keeps
     * (Spite and Malice: a completed centre pile leaves the table and the piles after it close up;
     * open piles go under the stock; a reshuffle); null: the card's place is no longer known.
     */
    default java.util.function.UnaryOperator<CardsSeen.Place> placesMoved(List<GameEvent> events) {
        return java.util.function.UnaryOperator.identity();
    }

    /**
     * Whether taps and lists offer this legal move: of moves the rules treat alike (Spite and
     * Malice: a discard onto any of the seat's empty piles) only the first is offered.
     */
    default boolean offered(GameState state, int seat, int move) {
        return true;
    }

    /**
     * The game's pass (or end of turn), legal now or not: so a press of PASS when it is not
     * allowed says the rules' reason. Empty for a game without one.
     */
    default Optional<Move> pass() {
        return Optional.empty();
    }

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

    /**
     * For a long list of moves, the group a move belongs to (Senator: the card, before the entry),
     * as the list of groups shows it; null to list the moves without groups.
     */
    default Text group(GameState state, int seat, int move) {
        return null;
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

    /** A move as a {@link Pick} shows it on its own, beside its button. */
    default Text pickMove(GameState state, int seat, int move) {
        return moveLabel(state, seat, move);
    }

    /**
     * The kind of move a pick's first press chooses when a card stands for more moves than there
     * are buttons (Senator's banner: the row; Spite and Malice: centre, new pile or discard);
     * null to cut the moves into runs in order.
     */
    default Text pickGroup(GameState state, int seat, int move) {
        return null;
    }

    /**
     * A move as a pick of {@code among} shows it, which may leave out what all of them share
     * (Spite and Malice: the pile they come from); by default {@link #pickMove(GameState, int, int)}.
     */
    default Text pickMove(GameState state, int seat, int move, int[] among) {
        return pickMove(state, seat, move);
    }

    /** The group of a move in a pick of {@code among}; by default {@link #pickGroup(GameState, int, int)}. */
    default Text pickGroup(GameState state, int seat, int move, int[] among) {
        return pickGroup(state, seat, move);
    }

    /**
     * Where a move comes in a pick, lowest first (moves of equal rank keep the rules' order), so
     * that options sit on the buttons a player would expect.
     */
    default int pickRank(GameState state, int seat, int move) {
        return 0;
    }

    /**
     * The buttons a pick's options take, in the order of the options, BACK last: {@link Pick#BUTTONS}
     * (LEFT first), or OK first where the first option is the likeliest, so that a tap and OK makes
     * it (Spite and Malice).
     */
    default List<Button> pickKeys() {
        return Pick.BUTTONS;
    }

    /**
     * The walk round a ring that picks among {@code moves} (Senator: a card's entries round the
     * board), titled {@code title}; null to pick with options beside the buttons ({@link Pick}).
     */
    default Walk walk(GameState state, int seat, Text title, int[] moves) {
        return null;
    }

    /** The move within its {@link #pickGroup} (Senator's banner: the column; Spite and Malice: the pile). */
    default Text pickItem(GameState state, int seat, int move) {
        return pickMove(state, seat, move);
    }

    /**
     * A run of a group's moves, from {@code first} to {@code last}, as the option that opens it:
     * by default the group and the first and last items ("from the top: col 1 to col 5").
     */
    default Text pickRange(GameState state, int seat, Text group, int first, int last) {
        return Text.of("pick.range", group, pickItem(state, seat, first), pickItem(state, seat, last));
    }

    /**
     * What the players must lay out on the table before the first move, when the box deals
     * virtually (the Wheel of History's circle, the Spite and Malice piles); empty for none.
     */
    default List<Text> layout(GameState state) {
        return List.of();
    }

    /**
     * Whether the players decide who leads the first trick (Spartacus), so the menu offers the
     * choice ({@link Lead}) and the game may wait for its first card.
     */
    default boolean playersChooseLeader() {
        return false;
    }

    /**
     * While the table is to reveal a card at a table deal: what to lay or turn up and tap, a line
     * each (the game's picture says the same).
     */
    default List<Text> revealLines(GameState state) {
        return List.of(Text.of("console.tapOrOk", Text.of("seat.table")));
    }

    /**
     * Whether the lists of moves leave this move out because only a tap can name its card (at a
     * table deal, a card from a hand the box cannot see: every card not face up would be listed).
     */
    default boolean namedByTap(GameState state, int seat, int move) {
        return false;
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
