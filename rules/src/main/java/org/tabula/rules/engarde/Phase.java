package org.tabula.rules.engarde;

import org.tabula.rules.Notated;

/** What the fencer to move is doing. */
public enum Phase implements Notated {
    /** A turn: move, attack, or (advanced game) advance and attack. */
    TURN("turn"),
    /** Attacked: parry, retreat from an advance-and-attack, or pass and be hit. */
    DEFEND("defend"),
    /** Having parried, the fencer's own turn, with the cards left before drawing. */
    AFTER_PARRY("riposte"),
    /** The basic game's end of the pack: the other fencer's one last chance to attack. */
    LAST_CHANCE("last"),
    /** A table deal's end of the pack: the table shows both hands, card by card. */
    SHOW("show"),
    /** The match is over. */
    OVER("over");

    private final String notation;

    Phase(String notation) {
        this.notation = notation;
    }

    @Override
    public String notation() {
        return notation;
    }
}
