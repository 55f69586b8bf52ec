package org.tabula.rules.bots;

import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.Game;
import org.tabula.rules.GameState;
import org.tabula.rules.Hint;
import org.tabula.rules.InformationSet;
import org.tabula.rules.SeededRandom;

/**
 * The box's hints: the move a seat's bot would make from the seat's own view, and the game's
 * words for why. The move is chosen from an {@link InformationSet}, as every bot's is, so a hint
 * never depends on what the seat may not see (another seat's hand, a secret choice, the stock's
 * order); Sumo's is its exact solution's likeliest card, the others' ISMCTS's with the game's budget.
 */
public final class Hints {
    private Hints() {
    }

    /** The player that chooses a game's hints: made once a game (Sumo's solution is solved then). */
    public static Bot bot(Game game) {
        if (SumoExactBot.KIND.refusal(game) == null) {
            return new Likeliest((SumoExactBot) SumoExactBot.KIND.create(game));
        }
        return Ismcts.KIND.create(game);
    }

    /** The budget of a game's hint: its search bots' iterations, with no deadline (the box adds one). */
    public static Budget budget(Game game) {
        return SumoExactBot.KIND.refusal(game) == null ? Budget.iterations(1) : Ismcts.KIND.defaultBudget(game);
    }

    /** The hint for the seat of {@code state}, chosen by {@code bot} within {@code budget}. */
    public static Hint hint(GameState state, int seat, Bot bot, Budget budget, SeededRandom rng) {
        InformationSet info = InformationSet.of(state, seat);
        return explained(info, bot.chooseMove(info, budget, rng));
    }

    /** The hint of a move already chosen for the seat, with its game's words for why. */
    public static Hint explained(InformationSet info, int move) {
        return new Hint(info.seat(), move, info.game().kind().why(info, move));
    }

    /**
     * A beginner with the box's help, for the tournament ({@code random+hint}, {@code random+hint:25}):
     * it plays uniformly at random, but takes the hint on {@code percent} of its moves with a choice
     * (drawn from its generator, so a tournament replays from its seed).
     *
     * @throws IllegalArgumentException for a share outside 0-100
     */
    public static BotKind hintedRandom(int percent) {
        if (percent < 0 || percent > 100) {
            throw new IllegalArgumentException("a hinted share is 0 to 100 percent, not " + percent);
        }
        return new BotKind(percent == 100 ? "random+hint" : "random+hint:" + percent,
                "plays at random, taking the box's hint on " + percent + "% of its moves", game -> null,
                game -> budget(game).iterations(), game -> new HintedRandom(bot(game), percent));
    }

    /** Plays at random, but for the share of its moves where it takes the hint. */
    private record HintedRandom(Bot hint, int percent) implements Bot {
        @Override
        public int chooseMove(InformationSet info, Budget budget, SeededRandom rng) {
            int[] moves = Bot.movesToChooseFrom(info);
            if (moves.length == 1) {
                return moves[0];
            }
            return rng.nextInt(100) < percent ? hint.chooseMove(info, budget, rng) : moves[rng.nextInt(moves.length)];
        }
    }

    /** Sumo's equilibrium played as a hint: its likeliest card (the lowest of equals), the same every time it is asked. */
    private record Likeliest(SumoExactBot exact) implements Bot {
        @Override
        public int chooseMove(InformationSet info, Budget budget, SeededRandom rng) {
            int[] moves = Bot.movesToChooseFrom(info);
            double[] strategy = exact.strategy(info);
            int best = 0;
            for (int i = 1; i < moves.length; i++) {
                if (strategy[i] > strategy[best] + 1e-9) {
                    best = i;
                }
            }
            return moves[best];
        }
    }
}
