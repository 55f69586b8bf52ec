package org.tabula.rules.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.Deadline;
import org.tabula.rules.Decision;
import org.tabula.rules.Game;
import org.tabula.rules.GameState;
import org.tabula.rules.InformationSet;
import org.tabula.rules.PlayoutPolicy;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Seats;

class IsmctsTest {
    private static final Bot ISMCTS_TAKEAWAY = Bots.named("ismcts").create(new TakeAway(10));

    @ParameterizedTest(name = "from a pile of {0}, take {1}")
    @CsvSource({"5, 1", "6, 2", "7, 3", "10, 2", "11, 3"})
    void findsTheWinningTakeInTakeAway(int pile, int take) {
        GameState state = new TakeAway(pile).start(0);
        int move = ISMCTS_TAKEAWAY.chooseMove(InformationSet.of(state, 0), Budget.iterations(3000), new SeededRandom(pile));
        assertEquals(take, move, "leave a multiple of 4");
    }

    @Test
    void cannotGuessAHiddenCoinBetterThanChance() {
        // A bot that looked at the real state would guess every coin; one that samples only what
        // its seat may see is right about half the time (200 pinned seeds: 100 expected, sd 7).
        HiddenCoin game = new HiddenCoin();
        Bot bot = Bots.named("ismcts").create(game);
        int right = 0;
        for (int seed = 0; seed < 200; seed++) {
            GameState state = game.start(seed);
            int guess = bot.chooseMove(InformationSet.of(state, 1), Budget.iterations(50), new SeededRandom(seed));
            state.apply(1, guess);
            right += state.winners().contains(1) ? 1 : 0;
        }
        assertTrue(right > 70 && right < 130, "guessed " + right + " of 200 coins");
    }

    @Test
    void guessesTheSameWhateverTheHiddenCoin() {
        HiddenCoin game = new HiddenCoin();
        Bot bot = Bots.named("ismcts").create(game);
        GameState heads = new HiddenCoin.State(game, 0);
        GameState tails = new HiddenCoin.State(game, 1);
        for (int seed = 0; seed < 20; seed++) {
            assertEquals(bot.chooseMove(InformationSet.of(heads, 1), Budget.iterations(50), new SeededRandom(seed)),
                    bot.chooseMove(InformationSet.of(tails, 1), Budget.iterations(50), new SeededRandom(seed)));
        }
    }

    @Test
    void aGamesPlayoutPolicyIsWhatTheSearchLearnsFrom() {
        // Says, wrongly, that seat 0 wins exactly when 9 counters are left.
        int move = searchTakeAway(10, RANDOM_CHOICE, state -> ((TakeAway.PileView) state.view(GameState.TABLE)).pile() == 9
                ? new double[] {1, 0} : new double[] {0, 1}, 300);
        assertEquals(1, move, "the policy's estimate prefers 9 left, though taking 2 wins");
    }

    @Test
    void aFinishedPlayoutIsScoredByThePolicyToo() {
        // Says, wrongly, that a finished game is lost for seat 0 and any other position even.
        int move = searchTakeAway(3, RANDOM_CHOICE, state -> state.isOver() ? new double[] {0, 1} : new double[] {0.5, 0.5}, 300);
        assertNotEquals(3, move, "taking all 3 wins the game, which this policy scores as a loss");
    }

    @Test
    void aNodeTriesFirstTheMoveThePlayoutPolicyWouldMake() {
        // One iteration adds one root move: the policy's (the last of the untried), not a random one.
        for (int counters : new int[] {5, 10}) {
            assertEquals(3, searchTakeAway(counters, (count, rng) -> count - 1, state -> new double[] {0.5, 0.5}, 1));
        }
    }

    private static final BiFunction<Integer, SeededRandom, Integer> RANDOM_CHOICE = (count, rng) -> rng.nextInt(count);

    /**
     * Seat 0's move at the start of a take-away game whose play-outs stop at once and are scored
     * by {@code estimate}; its policy's move is {@code choice}'s index among the moves offered.
     */
    private static int searchTakeAway(int counters, BiFunction<Integer, SeededRandom, Integer> choice,
            Function<GameState, double[]> estimate, int iterations) {
        PlayoutPolicy policy = new PlayoutPolicy() {
            @Override
            public int choose(GameState state, int seat, int[] moves, int count, SeededRandom rng) {
                return choice.apply(count, rng);
            }

            @Override
            public int horizon() {
                return 0;
            }

            @Override
            public double[] estimate(GameState state) {
                return estimate.apply(state);
            }
        };
        TakeAway game = new TakeAway(counters) {
            @Override
            public PlayoutPolicy playoutPolicy() {
                return policy;
            }
        };
        return Bots.named("ismcts").create(game).chooseMove(InformationSet.of(game.start(0), 0), Budget.iterations(iterations),
                new SeededRandom(1));
    }

    @Test
    void beatsRandomPlayAtSumoEvenWithASmallBudget() {
        Game sumo = SumoSolverTest.sumo(Map.of());
        Bot ismcts = Bots.named("ismcts").create(sumo);
        Bot random = Bots.named("random").create(sumo);
        double share = 0;
        int games = 200;
        for (int g = 0; g < games; g++) {
            int ismctsSeat = g % 2;
            GameState state = sumo.start(g);
            for (int made = 0; !state.isOver(); made++) {
                int seat = state.toMove().first();
                Bot bot = seat == ismctsSeat ? ismcts : random;
                state.apply(seat, bot.chooseMove(InformationSet.of(state, seat), Budget.iterations(300), Bots.moveRandom(g, made)));
            }
            Seats winners = state.winners();
            share += winners.contains(ismctsSeat) ? 1.0 / winners.size() : 0;
        }
        // 157 of 200 (78.5%) with these seeds; the best any bot can expect against random play is 79.8%.
        assertTrue(share / games > 0.7, "ISMCTS won " + share + " of " + games);
    }

    @Test
    void stopsWhenTheDeadlinePassesAndStillChoosesALegalMove() {
        Game sumo = SumoSolverTest.sumo(Map.of());
        int[] asked = {0};
        Deadline afterThreeChecks = () -> ++asked[0] > 3;
        GameState state = sumo.start(0);
        int move = Bots.named("ismcts").create(sumo).chooseMove(InformationSet.of(state, 0),
                Budget.iterations(1_000_000).withDeadline(afterThreeChecks), new SeededRandom(1));
        assertEquals(4, asked[0], "one check before each iteration after the first, until the fourth says stop");
        assertTrue(move >= 1 && move <= 6);
    }

    @Test
    void reportsTheIterationsItMadeAndTheSameMoveAsChooseMove() {
        Game sumo = SumoSolverTest.sumo(Map.of());
        Bot bot = Bots.named("ismcts").create(sumo);
        InformationSet info = InformationSet.of(sumo.start(0), 0);
        Decision full = bot.decide(info, Budget.iterations(500), new SeededRandom(7));
        assertEquals(new Decision(bot.chooseMove(info, Budget.iterations(500), new SeededRandom(7)), 500), full);
        int[] asked = {0};
        Decision cut = bot.decide(info, Budget.iterations(500).withDeadline(() -> ++asked[0] > 9), new SeededRandom(7));
        assertEquals(10, cut.iterations(), "the first iteration, and one after each of the nine checks that let it go on");
        assertEquals(1, bot.decide(info, Budget.iterations(500).withDeadline(() -> true), new SeededRandom(7)).iterations(),
                "a deadline passed before it began still leaves one iteration");
    }

    @Test
    void aForcedMoveTakesNoIterations() {
        // A pile of 1: taking 1 is the only move.
        GameState state = new TakeAway(1).start(0);
        assertEquals(new Decision(1, 0), ISMCTS_TAKEAWAY.decide(InformationSet.of(state, 0), Budget.iterations(3000), new SeededRandom(1)));
    }
}
