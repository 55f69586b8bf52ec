package org.tabula.firmware.play;

import org.tabula.display.text.Text;
import org.tabula.rules.Game;
import org.tabula.rules.Place;
import org.tabula.rules.Seat;

/**
 * Where one physical card lies, as the box knows it: the one vocabulary of places every game
 * and both deals share ({@link CardTaps#lyingAt}). A card whose place the box does not know
 * (a hand it never saw, a pile it never watched) has no place at all. Places count from 0; their
 * words count from 1 (typed {@link Place} and {@link Seat} arguments, which the catalogue names).
 */
public sealed interface CardPlace {
    /** The kinds of pile a game names. */
    enum Pile {
        /** A seat's pay-off pile (Spite and Malice). */
        PAYOFF,
        /** One of a seat's discard piles (Spite and Malice), by index. */
        DISCARD,
        /** A shared centre pile (Spite and Malice), by index. */
        CENTRE,
        /** The trick on the table (Spartacus). */
        TRICK,
        /** The cards a seat has won or taken (Spartacus' tricks, the Wheel of History's holdings). */
        TAKEN,
        /** The cards a seat has shown in earlier rounds (Sumo). */
        PLAYED,
        /** Cards thrown out of the game (the Wheel of History). */
        THROWN
    }

    /** In a seat's hand. */
    record InHand(int seat) implements CardPlace {
    }

    /** On a pile: of seat {@code owner} (-1 for a shared pile), the {@code index}-th of its kind (0 where a kind has one). */
    record OnPile(Pile pile, int owner, int index) implements CardPlace {
    }

    /** In the circle (the Wheel of History), at {@code position} from the pawn. */
    record InCircle(int position) implements CardPlace {
    }

    /** On the board (Senator), at {@code row} and {@code column}. */
    record OnBoard(int row, int column) implements CardPlace {
    }

    /** Out of the game. */
    record OutOfPlay() implements CardPlace {
    }

    /** The place in words, its seats named as the game names them ("on centre 1", "on P2's discard 3", "on the board, row 2 column 4"). */
    static Text words(CardPlace place, Game game) {
        if (place instanceof InHand hand) {
            return Text.of("place.hand", game.seat(hand.seat()));
        }
        if (place instanceof OnPile pile) {
            Seat seat = pile.owner() < 0 ? null : game.seat(pile.owner());
            Place number = Place.of(pile.index());
            return switch (pile.pile()) {
                case PAYOFF -> Text.of("place.payoff", seat);
                case DISCARD -> Text.of("place.discard", seat, number);
                case CENTRE -> Text.of("place.centre", number);
                case TRICK -> Text.of("place.trick");
                case TAKEN -> Text.of("place.taken", seat);
                case PLAYED -> Text.of("place.played", seat);
                case THROWN -> Text.of("place.thrown");
            };
        }
        if (place instanceof InCircle circle) {
            return Text.of("place.circle", Place.of(circle.position()));
        }
        if (place instanceof OnBoard board) {
            return Text.of("place.board", Place.of(board.row()), Place.of(board.column()));
        }
        return Text.of("place.outOfPlay");
    }
}
