package org.tabula.rules.spite;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import org.tabula.rules.SeededRandom;

/**
 * The property test at full size: 2,000 whole deals per variant (usual pay-off piles),
 * each move drawn uniformly from the legal ones. At every step all cards are there, every listed
 * move is one the refusal rules (written separately from the lister) accept, and every deal ends.
 */
class FullDealsPropertyTest {
    private static final int DEALS = 2_000;
    /** Far above the longest deal seen (about 4,200 moves uniformly random; the stall cap ends every deal). */
    private static final int MAX_MOVES = 50_000;

    static Object[][] variants() {
        return SpiteContractTest.variants().toArray(new Object[0][]);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void everyDealConservesTheCardsOffersOnlyLegalMovesAndEnds(String name, int players, Map<String, Object> options) {
        SpiteGame game = SpiteContractTest.game(players, options, 0);
        int[] moves = new int[game.maxLegalMoves()];
        for (long seed = 0; seed < DEALS; seed++) {
            SpiteState state = game.start(seed);
            SeededRandom rng = new SeededRandom(seed);
            int made = 0;
            while (!state.isOver()) {
                SpiteContractTest.checkCards(state);
                int seat = state.current();
                int count = state.legalMoves(seat, moves);
                assertTrue(count > 0, "seed " + seed + ": seat " + seat + " has no move");
                for (int i = 0; i < count; i++) {
                    if (state.whyIllegal(seat, moves[i]) != null) {
                        fail("seed " + seed + ", move " + made + ": offered " + state.formatMove(seat, moves[i])
                                + ", which is illegal: " + state.whyIllegal(seat, moves[i]));
                    }
                }
                state.apply(seat, moves[rng.nextInt(count)]);
                if (++made > MAX_MOVES) {
                    fail("seed " + seed + ": no end after " + MAX_MOVES + " moves");
                }
            }
            SpiteContractTest.checkCards(state);
            assertFalse(state.winners().isEmpty(), "seed " + seed + ": a deal over with no winner");
        }
    }
}
