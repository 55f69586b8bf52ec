package org.tabula.firmware.play;

import java.util.List;
import java.util.Optional;

import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.rules.Game;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.Seats;

/**
 * How the cards of a game's deck are tapped: whose a card is, which legal moves a tap of it
 * stands for and why none, where the box last saw each copy ({@link CardsSeen}) and where a card
 * lies when no move can take it from there. Moves themselves always come from the rules' legal
 * moves.
 */
public interface CardTaps {
    /** The seats this card belongs to (its colour's seat; every seat for shared cards); none if it has no part in this game. */
    Seats owners(Game game, Card card);

    /**
     * The seat's legal moves that a tap of this physical card stands for now and that are
     * {@link #offered}, in the order the list of choices shows them, given which card the box saw
     * where ({@code seen}): Spite and Malice tells the copy it saw turned up on a pay-off pile from
     * the other copy, which is played from the hand. With nothing seen, every move that plays the
     * card's face.
     */
    int[] movesWith(GameState state, int seat, Card card, CardsSeen seen);

    /** Why the seat cannot play this physical card now, as a sentence for the players (when {@link #movesWith} is empty). */
    Text whyNot(GameState state, int seat, Card card, CardsSeen seen);

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
     * Whether the lists of moves leave this move out because only a tap can name its card (at a
     * table deal, a card from a hand the box cannot see: every card not face up would be listed).
     */
    default boolean namedByTap(GameState state, int seat, int move) {
        return false;
    }
}
