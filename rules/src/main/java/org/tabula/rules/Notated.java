package org.tabula.rules;

/**
 * A value of a view or a move that is written as one word of the game's notation: a card
 * ({@code 7S}, {@code G3}, {@code R10}), a colour ({@code Y}), a phase ({@code banner}). The
 * firmware writes every such value as its {@link #notation()} string, so a view's JSON stays
 * what the replay output has always printed, while code reads the value's fields.
 */
public interface Notated {
    /** The value as the notation writes it. */
    String notation();
}
