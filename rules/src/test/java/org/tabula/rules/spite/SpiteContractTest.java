package org.tabula.rules.spite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.GameContract;
import org.tabula.rules.GameState;
import org.tabula.rules.InformationSet;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.bots.Bots;

/**
 * Property tests: thousands of random deals per variant through {@link GameContract}, with all
 * cards conserved at every step. Uniformly random play spends most of its moves burying cards in
 * discard piles and ends mostly through the stall cap (about 1,400 moves for a full deal); the
 * many-game runs prefer centre plays half the time, which keeps every legal move possible, plays
 * more like people do and ends a deal sooner. They use short pay-off piles (payoffSize 3) to keep
 * the suite fast; every variant also plays full-size deals, steered and uniformly random.
 */
class SpiteContractTest {
    /** Far above the longest game seen: about 8,000 moves (a steered full deal under freeDiscard), 4,200 uniformly random. */
    private static final int MAX_MOVES = 50_000;

    static List<Object[]> variants() {
        return List.of(
                new Object[] {"standard", 2, Map.of()},
                new Object[] {"combinedDeal", 2, Map.of("combinedDeal", true)},
                new Object[] {"freeDiscard", 2, Map.of("freeDiscard", true)},
                new Object[] {"partnership 4", 4, Map.of("partnership", true)},
                new Object[] {"partnership 4, three decks", 4, Map.of("partnership", true, "threeDecks", true)},
                new Object[] {"partnership 6", 6, Map.of("partnership", true)},
                new Object[] {"pagat", 2, Map.of("pagat", true)},
                new Object[] {"noInitialHands", 2, Map.of("noInitialHands", true)},
                new Object[] {"reshuffleOnTie", 2, Map.of("reshuffleOnTie", true)},
                new Object[] {"refillAfterEmptyingDiscard", 2, Map.of("refillAfterEmptyingDiscard", true)},
                new Object[] {"handTwoFirst", 2, Map.of("handTwoFirst", true)},
                new Object[] {"stockRefillAt12", 2, Map.of("stockRefillAt12", true)},
                new Object[] {"scoreWithoutBonus", 2, Map.of("scoreWithoutBonus", true)});
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void shortDealsKeepEveryRule(String name, int players, Map<String, Object> options) {
        SpiteGame game = game(players, options, 3);
        contract(game).deepChecksEvery(400).playRandomGames(1_000, 2_000);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void fullDealsKeepEveryRule(String name, int players, Map<String, Object> options) {
        SpiteGame game = game(players, options, 0);
        contract(game).deepChecksEvery(10).playRandomGames(5_000, 10);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void uniformlyRandomDealsEndToo(String name, int players, Map<String, Object> options) {
        SpiteGame game = game(players, options, 0);
        GameContract contract = new GameContract(game, MAX_MOVES).invariant(state -> checkCards((SpiteState) state));
        for (long seed = 9_000; seed < 9_010; seed++) {
            contract.playOne(game.start(seed), new SeededRandom(seed), false, "seed " + seed);
        }
    }

    /**
     * Deals between rule-based bots, which play to the centre whenever they can, end too: they
     * once found a turn that never ended (see {@link Stalemate}), which random play never does.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void dealsBetweenRuleBasedBotsEnd(String name, int players, Map<String, Object> options) {
        SpiteGame game = game(players, options, 0);
        Bot bot = Bots.named("rules").create(game);
        for (long seed = 0; seed < 40; seed++) {
            GameState state = game.start(seed);
            int made = 0;
            while (!state.isOver()) {
                assertTrue(made < MAX_MOVES, "seed " + seed + ": no end after " + MAX_MOVES + " moves");
                int seat = state.toMove().first();
                state.apply(seat, bot.chooseMove(InformationSet.of(state, seat), Budget.iterations(1), Bots.moveRandom(seed, made++)));
            }
        }
    }

    /** Every move number, not only the listed ones: refused exactly when it is not listed. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void everyUnlistedMoveIsRefusedWithAReason(String name, int players, Map<String, Object> options) {
        SpiteGame game = game(players, options, 3);
        for (long seed = 0; seed < 10; seed++) {
            GameState state = game.start(seed);
            SeededRandom rng = new SeededRandom(seed);
            while (!state.isOver()) {
                int seat = state.toMove().first();
                int[] legal = state.legalMoves(seat);
                for (int move = 0; move < Moves.COUNT; move++) {
                    String reason = state.whyIllegal(seat, move);
                    if (Arrays.binarySearch(legal, move) >= 0) {
                        assertNull(reason, "seed " + seed + ": listed move " + state.formatMove(seat, move) + " refused");
                    } else {
                        assertNotNull(reason, "seed " + seed + ": unlisted move " + move + " accepted");
                    }
                }
                state.apply(seat, steered(state, seat, legal, rng));
            }
        }
    }

    static SpiteGame game(int players, Map<String, Object> options, int payoffSize) {
        Map<String, Object> all = new LinkedHashMap<>(options);
        all.put("payoffSize", payoffSize);
        return (SpiteGame) Spite.KIND.create(players, Spite.KIND.parseOptions(all));
    }

    private static GameContract contract(SpiteGame game) {
        return new GameContract(game, MAX_MOVES)
                .moveChooser(SpiteContractTest::steered)
                // The pay-off source to every target; everyUnlistedMoveIsRefusedWithAReason tries every move number.
                .illegalProbe(Moves.TARGETS)
                .invariant(state -> checkCards((SpiteState) state));
    }

    /** Half the time any legal move; otherwise a centre play if there is one. */
    static int steered(GameState state, int seat, int[] legal, SeededRandom rng) {
        if (rng.nextInt(2) == 0) {
            return legal[rng.nextInt(legal.length)];
        }
        int[] centre = new int[legal.length];
        int count = 0;
        for (int move : legal) {
            if (move != Moves.END && !Moves.isDiscardTarget(Moves.target(move))) {
                centre[count++] = move;
            }
        }
        return count > 0 ? centre[rng.nextInt(count)] : legal[rng.nextInt(legal.length)];
    }

    static void checkCards(SpiteState state) {
        Variant variant = state.variant();
        int[] counts = state.cardCounts();
        for (int code = 0; code < Cards.CODES; code++) {
            if (counts[code] != variant.copies(code)) {
                fail("cards not conserved: " + counts[code] + " of " + Cards.name(code) + " instead of " + variant.copies(code));
            }
        }
        for (int seat = 0; seat < variant.players; seat++) {
            Hand hand = state.hand(seat);
            assertTrue(hand.size() <= Hand.CAPACITY, "a hand of more than 5");
            int cards = 0;
            for (int code = 0; code < Cards.CODES; code++) {
                cards += hand.count(code);
                assertEquals(hand.count(code) > 0, (hand.held() >>> code & 1) != 0, "hand's bit for " + Cards.name(code));
            }
            assertEquals(hand.size(), cards, "hand size and counts");
        }
    }
}
