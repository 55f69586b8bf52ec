package org.tabula.firmware.play;

import java.util.List;
import java.util.Map;

import org.tabula.firmware.script.GameSetup;
import org.tabula.rules.Game;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.MessageKey;
import org.tabula.rules.Move;

/**
 * A guided first game: a short, fixed deal of one game and the moves that teach it, step by
 * step, each with what the box says while it waits for the move and what it says when the table
 * does something else. A game's guide is data in its own console package, given with its
 * registration ({@link RegisteredGame}); its words are message keys of the game's words files.
 * The deal is the replay script's: options, seed and setup, so a guide replays as any game does.
 *
 * @param players how many seat the guide's game (all people: the family plays every seat)
 * @param options the game's options, as a replay script writes them
 * @param seed    the seed of its deal
 * @param setup   its setup ({@link GameSetup#SEED} for the seed's own deal)
 * @param steps   the moves, in order, that the guide walks the table through
 * @param closing what the box says once the last step is made, over the offer of a real game
 */
public record Guide(int players, Map<String, Object> options, long seed, GameSetup setup, List<Step> steps, MessageKey closing) {
    /**
     * One move of the guide.
     *
     * @param seat      the seat that makes it
     * @param move      the move, as the game's typed record
     * @param says      what the box says while it waits for it (the seat's name is its argument 0)
     * @param otherwise what the box says when another move is made instead (argument 0: the seat's name)
     */
    public record Step(int seat, Move move, MessageKey says, MessageKey otherwise) {
        /** A step whose words are filed under these keys, written out in full where the guide is declared. */
        public static Step of(int seat, Move move, String says, String otherwise) {
            return new Step(seat, move, MessageKey.of(says), MessageKey.of(otherwise));
        }
    }

    public Guide {
        options = Map.copyOf(options);
        steps = List.copyOf(steps);
        if (steps.isEmpty()) {
            throw new IllegalArgumentException("a guide has at least one step");
        }
    }

    /** The guide's game under its options. */
    public Game game(GameKind kind) {
        return kind.create(players, kind.parseOptions(options));
    }

    /** The step the game waits for after {@code made} of the guide's moves, or null once they are all made. */
    public Step step(int made) {
        return made < steps.size() ? steps.get(made) : null;
    }

    /** Whether the seat's move is the one the step waits for. */
    public static boolean expected(Step step, GameState state, int seat, int move) {
        return step.seat() == seat && state.move(seat, move).equals(step.move());
    }
}
