package org.tabula.rules.sumo;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tabula.rules.Game;
import org.tabula.rules.GameContract;
import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;

/** 10,000 seeded random games per variant through the shared contract, plus Sumo's own invariants. */
class SumoPropertyTest {
    private static final int GAMES = 10_000;

    static List<Map<String, Object>> variants() {
        return List.of(
                Map.of(),
                Map.of("zeroCard", true),
                Map.of("hand", List.of(1, 2, 3, 4, 5, 5, 6)),
                Map.of("ringSize", 11),
                Map.of("ringSize", 31, "hand", List.of(2, 4, 6, 8, 10), "zeroCard", true));
    }

    private static Game game(Map<String, Object> options) {
        return Sumo.KIND.create(2, Sumo.KIND.parseOptions(options));
    }

    @ParameterizedTest
    @MethodSource("variants")
    void randomGamesKeepTheContractAndEndWithinTheirRounds(Map<String, Object> options) {
        Game game = game(options);
        int rounds = ((SumoGame) game).rounds();
        List<Integer> fullHand = ((SumoState) game.start(0)).hand(0);
        GameContract contract = new GameContract(game, 2 * rounds).deepChecksEvery(20).invariant(state -> {
            SumoView view = (SumoView) state.view(GameState.TABLE);
            assertTrue(view.round() <= rounds, "more rounds than cards");
            // No card is played twice: what was played plus what is held is the starting hand.
            for (int seat = 0; seat < 2; seat++) {
                List<Integer> cards = new ArrayList<>(view.hands().get(seat));
                for (List<Integer> round : view.played()) {
                    cards.add(round.get(seat));
                }
                Collections.sort(cards);
                assertEquals(fullHand, cards, "seat " + seat + "'s cards are not conserved");
            }
            if (!state.isOver()) {
                assertTrue(Math.abs(view.position()) <= view.reach(), "an open game with the piece outside the ring");
            }
        });
        for (GameState end : contract.playRandomGames(1, GAMES)) {
            int[] scores = end.scores();
            assertEquals(0, scores[0] + scores[1], "Sumo is zero-sum");
        }
    }

    @ParameterizedTest
    @MethodSource("variants")
    void mirroredGamesGiveMirroredResults(Map<String, Object> options) {
        Game game = game(options);
        SeededRandom rng = new SeededRandom(11);
        int[] buffer = new int[game.maxLegalMoves()];
        for (int g = 0; g < GAMES; g++) {
            SumoState original = (SumoState) game.start(g);
            SumoState mirrored = (SumoState) game.start(g);
            while (!original.isOver()) {
                int east = pick(original, 0, buffer, rng);
                int west = pick(original, 1, buffer, rng);
                original.apply(0, east);
                original.apply(1, west);
                // The mirror game: seats swapped, and the second seat of the round chooses first.
                mirrored.apply(1, east);
                mirrored.apply(0, west);
            }
            assertTrue(mirrored.isOver());
            assertEquals(-original.position(), mirrored.position());
            int[] scores = original.scores();
            assertArrayEquals(new int[] {scores[1], scores[0]}, mirrored.scores());
        }
    }

    private static int pick(SumoState state, int seat, int[] buffer, SeededRandom rng) {
        int count = state.legalMoves(seat, buffer);
        return buffer[rng.nextInt(count)];
    }
}
