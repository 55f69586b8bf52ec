package org.tabula.rules.senator;

import org.tabula.rules.Notated;

/**
 * A card on the board as a {@link SenatorView} holds it: a seat's number card (written
 * {@code R7}, {@code B10}, {@code G3}), the banner ({@code Y}), or a face-down card ({@code ?}).
 */
public sealed interface BoardCard extends Notated {
    /** Seat {@code seat}'s card of value {@code value} (seat 0 red, 1 blue, 2 green). */
    record Numbered(int seat, int value) implements BoardCard {
        @Override
        public String notation() {
            return CardCode.name(CardCode.of(seat, value));
        }
    }

    /** The yellow banner. */
    record Banner() implements BoardCard {
        @Override
        public String notation() {
            return CardCode.BANNER_NAME;
        }
    }

    /** A card pushed face down (the hidden game). */
    record FaceDown() implements BoardCard {
        @Override
        public String notation() {
            return "?";
        }
    }

    /** The card of a board code ({@link CardCode}), face up. */
    static BoardCard of(int code) {
        return code == CardCode.BANNER ? new Banner() : new Numbered(CardCode.owner(code), CardCode.value(code));
    }
}
