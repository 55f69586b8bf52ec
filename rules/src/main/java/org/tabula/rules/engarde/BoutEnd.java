package org.tabula.rules.engarde;

import org.tabula.rules.Notated;

/** How a bout ended. */
public enum BoutEnd implements Notated {
    /** An attack was not parried (in the basic game, every attack). */
    HIT("hit"),
    /** A fencer had no card it could play. */
    STUCK("stuck"),
    /** The pack ran out: more cards of the distance in hand. */
    CARDS("cards"),
    /** The pack ran out: the fencer who had advanced further. */
    ADVANCE("advance"),
    /** The pack ran out with nothing between them. */
    DRAW("draw");

    private final String notation;

    BoutEnd(String notation) {
        this.notation = notation;
    }

    @Override
    public String notation() {
        return notation;
    }
}
