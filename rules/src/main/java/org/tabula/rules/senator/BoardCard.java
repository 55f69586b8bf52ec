package org.tabula.rules.senator;

/**
 * A card on the board as a {@link SenatorView} names it, read once here: a seat's number card
 * ({@code R7}, {@code B10}, {@code G3}), the banner ({@code Y}), or a face-down card ({@code ?}).
 */
public sealed interface BoardCard {
    /** Seat {@code seat}'s card of value {@code value} (seat 0 red, 1 blue, 2 green). */
    record Numbered(int seat, int value) implements BoardCard {
    }

    /** The yellow banner. */
    record Banner() implements BoardCard {
    }

    /** A card pushed face down (the hidden game). */
    record FaceDown() implements BoardCard {
    }

    /**
     * The card a view's board names.
     *
     * @throws IllegalArgumentException if no view names a card so
     */
    static BoardCard named(String name) {
        if (name.equals(Card.BANNER_NAME)) {
            return new Banner();
        }
        if (name.equals(SenatorEvent.FACE_DOWN)) {
            return new FaceDown();
        }
        int seat = Card.seatOfColour(name.charAt(0));
        if (seat < 0 || !name.substring(1).matches("[0-9]{1,2}")) {
            throw new IllegalArgumentException("no Senator card is called " + name);
        }
        return new Numbered(seat, Integer.parseInt(name.substring(1)));
    }
}
