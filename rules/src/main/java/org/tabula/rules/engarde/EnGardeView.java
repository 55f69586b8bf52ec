package org.tabula.rules.engarde;

import java.util.List;

import org.tabula.rules.View;

/**
 * What one audience sees of an En Garde match: the piste, the audience seat's own hand, how many
 * cards each hand and the pack hold, every card played this bout (each was seen as it was
 * played), the attack to answer, and the bouts won. Another seat's hand is never in it, and a
 * hand the box does not know (a table deal) is null even for its own seat.
 *
 * @param audience    the seat looking, or -1 for the table
 * @param squares     the piste's length (23)
 * @param positions   each fencer's square, from 1; seat 0 starts on 1, seat 1 on 23
 * @param hand        the audience seat's cards, ascending; null for the table or a hand dealt at the table
 * @param handSizes   how many cards each seat holds
 * @param pack        cards left in the pack
 * @param played      how many cards of each value (1 to 5) have been played this bout
 * @param phase       what the fencer to move is doing
 * @param toMove      the seat to move, or null between bouts, at the table's show, and at the end
 * @param attack      the attack to answer, or null
 * @param bout        the bout in play (or last played), from 1
 * @param starter     the seat that started this bout
 * @param wins        bouts won by each seat
 * @param boutsToWin  won bouts that win the match
 * @param lastBout    how the last finished bout ended, or null before the first
 * @param shownHands  the hands shown at the last end of the pack (as shown so far at a table deal), or null
 * @param over        whether the match is over
 * @param scores      bouts won, as the rules count them
 */
public record EnGardeView(int audience, int squares, List<Integer> positions, List<Integer> hand, List<Integer> handSizes, int pack,
        List<Integer> played, Phase phase, Integer toMove, PendingAttack attack, int bout, int starter, List<Integer> wins, int boutsToWin,
        LastBout lastBout, List<List<Integer>> shownHands, boolean over, List<Integer> scores) implements View {

    /** An attack waiting for its answer: by {@code attacker}, {@code count} cards of {@code card}, after an advance when {@code indirect}. */
    public record PendingAttack(int attacker, int card, int count, boolean indirect) {
    }

    /** The last finished bout: its winner (-1 for a draw) and how it ended. */
    public record LastBout(int bout, int winner, BoutEnd end) {
    }
}
