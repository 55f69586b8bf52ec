package org.tabula.rules.spite;

/**
 * Where every card lies when a deal starts, as plain card codes: from the seeded shuffle
 * ({@link Deal}) or a script's setup ({@link SetupParser}).
 *
 * @param payoff    each seat's pay-off pile, top card first
 * @param hands     each seat's hand
 * @param stock     the stock, top card first
 * @param centre    open centre piles, each bottom (ace) first
 * @param discards  each seat's discard piles (up to 4), each bottom first
 * @param completed cards of completed centre piles not yet under the stock
 */
record Layout(int[][] payoff, int[][] hands, int[] stock, int[][] centre, int[][][] discards, int[] completed) {
}
