package org.tabula.rules.spite;

import java.util.Arrays;

/**
 * The score of a deal (the source text), per seat: the winners' points for every partner, 0 for the
 * others. Emptying the pay-off pile (both partners' piles in a partnership) scores 5 plus the
 * cards left in the opponents' pay-off piles ({@code scoreWithoutBonus}: without the 5). A deal
 * ended for good by a stalemate (pagat, or the stall cap) goes to the fewest pay-off cards, by
 * the difference to each other team; tied teams share it, and a tie of all scores 0.
 */
final class Scoring {
    private Scoring() {
    }

    static void payoffEmptied(Variant variant, CardStack[] payoff, int seat, int[] scores) {
        int team = variant.team(seat);
        int opponentsCards = 0;
        for (int s = 0; s < variant.players; s++) {
            if (variant.team(s) != team) {
                opponentsCards += payoff[s].size();
            }
        }
        int points = (variant.scoreWithoutBonus ? 0 : 5) + opponentsCards;
        for (int s = 0; s < variant.players; s++) {
            scores[s] = variant.team(s) == team ? points : 0;
        }
    }

    static void fewestPayoffCards(Variant variant, CardStack[] payoff, int[] scores) {
        int[] teamCards = new int[variant.teams()];
        for (int s = 0; s < variant.players; s++) {
            teamCards[variant.team(s)] += payoff[s].size();
        }
        int fewest = Arrays.stream(teamCards).min().orElseThrow();
        int difference = 0;
        for (int cards : teamCards) {
            difference += cards - fewest;
        }
        for (int s = 0; s < variant.players; s++) {
            scores[s] = teamCards[variant.team(s)] == fewest ? difference : 0;
        }
    }
}
