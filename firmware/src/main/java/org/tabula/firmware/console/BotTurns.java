package org.tabula.firmware.console;

import java.util.HashMap;
import java.util.Map;
import java.util.function.BooleanSupplier;

import org.tabula.firmware.play.BotRunner;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.script.Player;
import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.Seats;
import org.tabula.rules.bots.Bots;

/**
 * The bots' seats of a match: each bot made once, asked once a turn for its move, and its
 * answer handed on only while the position it answered is still the one in play.
 */
final class BotTurns {
    private final ConsoleContext context;
    private final Match match;
    private final Map<Integer, Bot> bots = new HashMap<>();
    private final Map<Integer, Budget> budgets = new HashMap<>();
    /** The seats whose bot is thinking, as bits. */
    private int thinking;

    BotTurns(ConsoleContext context, Match match) {
        this.context = context;
        this.match = match;
        for (int seat = 0; seat < match.game().players(); seat++) {
            if (match.player(seat) instanceof Player.Bot bot) {
                bots.put(seat, bot.kind().create(match.game()));
                budgets.put(seat, bot.budget());
            }
        }
    }

    /**
     * Asks every bot seat among those to move that is not thinking yet for its move; the move
     * goes to {@code mover} if {@code stillPlaying} holds when it comes and nothing has moved meanwhile.
     */
    void ask(Seats toMove, BooleanSupplier stillPlaying, Mover mover) {
        for (int seat = toMove.first(); seat >= 0; seat = toMove.next(seat)) {
            if (match.isBot(seat) && (thinking & (1 << seat)) == 0) {
                ask(seat, stillPlaying, mover);
            }
        }
    }

    private void ask(int seat, BooleanSupplier stillPlaying, Mover mover) {
        thinking |= 1 << seat;
        int revision = match.revision();
        int movesBefore = match.moves().size();
        // Drawn as the replay command draws a bot's move, so a game is the same every time from its seed.
        context.bots().think(bots.get(seat), budgets.get(seat), match.state(), seat, Bots.moveRandom(match.seed(), movesBefore), move -> {
            thinking &= ~(1 << seat);
            // An answer to a position that has moved on (a person moved or took back meanwhile, or the game ended) is dropped.
            if (move != BotRunner.FAILED && stillPlaying.getAsBoolean() && revision == match.revision()) {
                mover.play(seat, move, null, context.clock().nanos());
            }
        });
    }
}
