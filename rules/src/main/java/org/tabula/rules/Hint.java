package org.tabula.rules;

/**
 * A move the box suggests to a seat that asked, chosen from the seat's own view as a bot would
 * choose it, and why.
 *
 * @param seat the seat that asked
 * @param move one of its legal moves
 * @param why  what the move does for it
 */
public record Hint(int seat, int move, Why why) {
}
