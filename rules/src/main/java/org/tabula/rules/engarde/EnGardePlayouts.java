package org.tabula.rules.engarde;

import org.tabula.rules.GameState;
import org.tabula.rules.PlayoutPolicy;
import org.tabula.rules.SeededRandom;

/**
 * How the bots' searches play En Garde out: random moves until about the end of the bout in
 * play, then each seat's chance of the match from the bouts won, each bout to come an even
 * chance. A whole match played out at random would let the bouts after this one drown what the
 * search can change in it.
 */
final class EnGardePlayouts implements PlayoutPolicy {
    /** Random bouts last 11 moves on average; 30 ends almost all of them. */
    private static final int HORIZON = 30;
    /** chance[a][b]: the chance of winning a match still needing a bouts against an opponent needing b, bouts even. */
    private final double[][] chance;
    private final int boutsToWin;

    EnGardePlayouts(int boutsToWin) {
        this.boutsToWin = boutsToWin;
        this.chance = new double[boutsToWin + 1][boutsToWin + 1];
        for (int a = 0; a <= boutsToWin; a++) {
            for (int b = 0; b <= boutsToWin; b++) {
                chance[a][b] = a == 0 ? 1 : b == 0 ? 0 : (chance[a - 1][b] + chance[a][b - 1]) / 2;
            }
        }
    }

    @Override
    public int choose(GameState state, int seat, int[] moves, int count, SeededRandom rng) {
        return rng.nextInt(count);
    }

    @Override
    public int horizon() {
        return HORIZON;
    }

    @Override
    public double[] estimate(GameState state) {
        int[] wins = state.scores();
        double first = chance[boutsToWin - wins[0]][boutsToWin - wins[1]];
        return new double[] {first, 1 - first};
    }
}
