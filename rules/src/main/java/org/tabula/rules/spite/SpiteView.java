package org.tabula.rules.spite;

import java.util.List;

import org.tabula.rules.View;

/**
 * What one audience sees of a Spite and Malice deal: everything on the table face up, card
 * counts of what is face down, and a seat's own hand.
 *
 * @param audience       the seat looking, or -1 for the table
 * @param toMove         the seat on turn, or -1 once over (and at a table deal before the first turn)
 * @param payoffTops     each seat's face-up pay-off card (null: the pile is empty, or at a table deal its top is still to be revealed)
 * @param payoffCounts   cards left in each seat's pay-off pile, top included
 * @param discards       each seat's four discard piles (D1-D4), bottom card first
 * @param centre         the open centre piles, C1 first
 * @param completedPiles completed centre piles waiting to go under the stock
 * @param stock          cards in the stock
 * @param handCounts     cards in each seat's hand
 * @param hand           the audience seat's hand, sorted (null for the table, and at a table deal, where the box sees no hand)
 * @param movedThisTurn  whether the seat on turn has played or discarded this turn
 * @param idleTurns      turns in a row ended without a move
 * @param stalemateStage 0, or 1 while each seat has its one more turn after a stalemate
 * @param over           whether the deal has ended
 * @param scores         the winners' points for the deal, 0 for the others
 */
public record SpiteView(int audience, int toMove, List<SpiteCard> payoffTops, List<Integer> payoffCounts,
        List<List<List<SpiteCard>>> discards, List<CentrePile> centre, int completedPiles, int stock,
        List<Integer> handCounts, List<SpiteCard> hand, boolean movedThisTurn, int idleTurns, int stalemateStage,
        boolean over, List<Integer> scores) implements View {

    /** An open centre pile: its top card and the rank it stands for (a joker's is the pile's height). */
    public record CentrePile(SpiteCard top, int rank) {
    }
}
