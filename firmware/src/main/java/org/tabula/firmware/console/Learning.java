package org.tabula.firmware.console;

import java.io.IOException;
import java.util.Collections;
import java.util.function.Function;
import java.util.function.Supplier;

import org.tabula.display.text.Text;
import org.tabula.firmware.play.ConsoleGame;
import org.tabula.firmware.play.Guide;
import org.tabula.firmware.play.Lead;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.firmware.script.Player;
import org.tabula.rules.GameState;
import org.tabula.rules.Series;

/**
 * The menu's Learn: a game's guided first game ({@link Guide}), played at the table as any game is,
 * every seat a person's, with the guide's step said over the table; then the offer of a real game
 * of it. A guide is not journalled: after a power cut the box starts at the menu, and the guide is
 * there to begin again.
 */
final class Learning {
    private final ConsoleContext context;
    private final Function<ConsoleGame, Activity> realGame;
    private final Supplier<Activity> menu;

    /**
     * @param realGame starts a real game of the guide's game, as the menu's Start does
     * @param menu     the main menu
     */
    Learning(ConsoleContext context, Function<ConsoleGame, Activity> realGame, Supplier<Activity> menu) {
        this.context = context;
        this.realGame = realGame;
        this.menu = menu;
    }

    /** The game's guide at the table, from its first step. */
    Activity open(ConsoleGame game, Guide guide) {
        Match match;
        try {
            match = new Match(guide.game(game.kind()), Collections.nCopies(guide.players(), Player.HUMAN), Series.Goal.games(1),
                    Lead.DRAWN, guide.setup(), false, guide::seed, MatchRecorder.NONE);
        } catch (IOException e) {
            // MatchRecorder.NONE keeps nothing, so it never fails.
            throw new IllegalStateException(e);
        }
        Steps steps = new Steps(guide, match);
        return new PlayActivity(context, match, game.adapter(), () -> over(game, guide), context.clock().nanos(), steps);
    }

    /** Once the guide's moves are made (or the table left it): its closing words, and a real game offered. */
    private Activity over(ConsoleGame game, Guide guide) {
        Text name = game.titles().shortName();
        return new GuideOver(context, Text.of("guide.over", name), Text.of(guide.closing()), name,
                () -> realGame.apply(game), menu);
    }

    /** The guide's steps over a match: the step waited for is the one after the moves standing, so a take-back steps back too. */
    record Steps(Guide guide, Match match) {
        /** The step the table waits for, or null once every step is made. */
        Guide.Step next() {
            return guide.step(match.moves().size());
        }

        boolean done() {
            return next() == null;
        }

        /** What the box says while it waits for the step. */
        Text says() {
            Guide.Step step = next();
            return step == null ? null : Text.of(step.says(), match.game().seat(step.seat()));
        }

        /** Null if the seat's move is the step's; else the guide's reason, and the move is not made. */
        Text refusal(GameState state, int seat, int move) {
            Guide.Step step = next();
            if (step == null || Guide.expected(step, state, seat, move)) {
                return null;
            }
            return Text.of(step.otherwise(), match.game().seat(step.seat()));
        }
    }
}
