package org.tabula.rules.senator;

import org.tabula.rules.Move;
import org.tabula.rules.Notated;

/**
 * A Senator move: push a card of the mover's in at an entry of the board ({@code 7@D1}), or
 * place the banner on a square ({@code banner@22}). {@link Board} draws the entries and squares.
 */
public sealed interface SenatorMove extends Move {
    /** Pushes the mover's card of value {@code card} in at {@code entry}. */
    record Push(int card, Entry entry) implements SenatorMove {
    }

    /** Places the banner on {@code square} (the banner seat's first move). */
    record PlaceBanner(Square square) implements SenatorMove {
    }

    /** The way a card is pushed, named by the notation's letter: D from the top, U from the bottom, R from the left, L from the right. */
    enum Direction {
        DOWN, UP, RIGHT, LEFT
    }

    /** Where a card enters: pushed in {@code direction} along column or row {@code line} (0-4), written {@code D1}. */
    record Entry(Direction direction, int line) implements Notated {
        /** Whether it pushes along a column (from the top or the bottom), not a row. */
        public boolean alongColumn() {
            return direction == Direction.DOWN || direction == Direction.UP;
        }

        /** The square a card pushed in here lands on: the line's first square, past a missing corner. */
        public Square firstSquare() {
            int cell = Board.entrySquare(index());
            return new Square(Board.row(cell), Board.column(cell));
        }

        @Override
        public String notation() {
            return Board.entryName(index());
        }

        private int index() {
            return direction.ordinal() * Board.SIZE + line;
        }
    }

    /** A square of the board by its row and column, each 0-4, written {@code 22} (row, column). */
    record Square(int row, int column) implements Notated {
        @Override
        public String notation() {
            return Board.squareName(row * Board.SIZE + column);
        }
    }
}
