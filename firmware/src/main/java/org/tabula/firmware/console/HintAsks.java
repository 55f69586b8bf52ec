package org.tabula.firmware.console;

import java.util.function.Consumer;

import org.tabula.firmware.play.BotRunner;
import org.tabula.firmware.play.Match;
import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.Hint;
import org.tabula.rules.InformationSet;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.bots.Hints;

/**
 * The hints a match's people ask for: each answered by the game's hint player
 * ({@link Hints#bot}), thinking off the loop as the bots do and within their time, from the
 * asking seat's {@link InformationSet} alone; the answer is handed on only while the position it
 * answers is still the one in play. One hint is thought about at a time.
 */
final class HintAsks {
    /** Apart from the bots' draws, so a hint never repeats the draw of a bot's move in the same position. */
    private static final long HINT_DRAWS = 0x48494E54L;

    private final ConsoleContext context;
    private final Match match;
    /**
     * Made at the first hint, on the thinking thread (Sumo's is the game solved, a third of a
     * second under a Pi's quota): a match without hints never pays for it, and the loop never waits for it.
     */
    private final Bot bot;
    /** The seat whose hint is being thought about, or -1. */
    private int thinkingFor = -1;

    HintAsks(ConsoleContext context, Match match) {
        this.context = context;
        this.match = match;
        this.bot = new Bot() {
            private Bot made;

            @Override
            public int chooseMove(InformationSet info, Budget budget, SeededRandom rng) {
                if (made == null) {
                    made = Hints.bot(info.game());
                }
                return made.chooseMove(info, budget, rng);
            }
        };
    }

    /** Whether a hint is being thought about now. */
    boolean thinking() {
        return thinkingFor >= 0;
    }

    /**
     * Asks for the seat's hint; {@code answer} gets it later on the loop thread, unless the game
     * moved on meanwhile (a move, a take-back, a new game) or the hint player failed. Call on the loop thread.
     */
    void ask(int seat, Consumer<Hint> answer) {
        thinkingFor = seat;
        int revision = match.revision();
        SeededRandom rng = new SeededRandom(match.seed() ^ HINT_DRAWS * (match.moves().size() + 1L));
        context.bots().hint(bot, Hints.budget(match.game()), match.state(), seat, rng, move -> {
            thinkingFor = -1;
            if (move != BotRunner.FAILED && revision == match.revision()) {
                answer.accept(Hints.explained(InformationSet.of(match.state(), seat), move));
            }
        });
    }
}
