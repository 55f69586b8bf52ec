package org.tabula.rules.spartacus;

import java.util.List;

/**
 * A settled trick.
 *
 * @param number which trick of the game it was, from 1
 * @param winner the seat that took it, or null if it went to nobody (only banners when the game ended)
 * @param cards  its cards in the order they were played
 * @param worth  what it scores for its winner (0 for nobody)
 */
public record WonTrick(int number, Integer winner, List<Play> cards, int worth) {
}
