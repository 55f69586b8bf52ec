package org.tabula.rules.sumo;

import java.util.List;

import org.tabula.rules.View;

/**
 * What one audience sees of a Sumo game. Remaining hands are public (every played card is shown
 * and discarded), but a card chosen in the current round is not: {@code ownChoice} is the
 * audience seat's own choice, and {@code chosen} only says who has chosen.
 *
 * @param audience  the seat looking, or -1 for the table
 * @param position  squares from the middle; negative is seat 0's side
 * @param reach     squares from the middle to either edge (8 on a 17-square ring)
 * @param round     the current round, from 0 (equal to {@code rounds} once all are played)
 * @param rounds    how many rounds the game has
 * @param hands     each seat's cards not yet revealed, ascending, including a secret choice
 * @param chosen    for each seat, whether it has chosen this round
 * @param ownChoice the audience seat's card this round, or null
 * @param played    the revealed cards of each past round, seat 0's first
 * @param over      whether the game has ended
 * @param scores    +1 for the winner, -1 for the loser, 0 each for a draw or an open game
 */
public record SumoView(int audience, int position, int reach, int round, int rounds,
        List<List<Integer>> hands, List<Boolean> chosen, Integer ownChoice,
        List<List<Integer>> played, boolean over, List<Integer> scores) implements View {
}
