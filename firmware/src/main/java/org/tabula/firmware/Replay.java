package org.tabula.firmware;

import java.util.ArrayList;
import java.util.List;

import org.tabula.firmware.script.Deal;
import org.tabula.firmware.script.Move;
import org.tabula.firmware.script.Script;
import org.tabula.rules.EventSink;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameState;
import org.tabula.rules.IllegalMoveException;
import org.tabula.rules.Series;

/** Plays a replay script through the rules, stopping at the first move they refuse. */
public final class Replay {
    /** Where a script went wrong: which game of a series, which move (null for the script as a whole). */
    public record Failure(int gameIndex, Integer moveIndex, String error) {
    }

    /**
     * The result: the state after the last move of the last game, the series so far, and the
     * moves the bots added to each game played (empty lists without bots); or the failure.
     */
    public record Outcome(GameState state, Series series, List<List<Move>> botMoves, Failure failure) {
        public boolean ok() {
            return failure == null;
        }
    }

    private Replay() {
    }

    /** Plays the script's moves only: a journaled game resumes exactly where it stood. */
    public static Outcome play(Script script, EventSink events) {
        return play(script, events, false);
    }

    /**
     * Plays the script's moves, and if {@code botsPlayOn}, lets the script's bots play on where
     * each game's moves end ({@link ReplayBots} gives the semantics).
     */
    public static Outcome play(Script script, EventSink events, boolean botsPlayOn) {
        Series series = Series.start(script.goal(), script.game().players());
        ReplayBots bots = new ReplayBots(script.game(), script.bots());
        List<List<Move>> botMoves = new ArrayList<>();
        GameState state = null;
        List<Deal> deals = script.deals();
        for (int g = 0; g < deals.size(); g++) {
            if (series.isOver()) {
                return new Outcome(state, series, botMoves, new Failure(g, null,
                        "the series was already over after game " + g + ", but the script goes on"));
            }
            Deal deal = deals.get(g);
            try {
                state = script.game().start(deal.seed(), deal.setup().values());
            } catch (GameConfigException e) {
                return new Outcome(state, series, botMoves, new Failure(g, null, e.getMessage()));
            }
            for (int seat : script.bots().keySet()) {
                if (!state.knowsHand(seat)) {
                    return new Outcome(state, series, botMoves, new Failure(g, null, "a bot cannot play seat " + seat
                            + " at a table deal: the players deal the hands, so the box never knows the bot's cards"));
                }
            }
            List<Move> moves = deal.moves();
            for (int i = 0; i < moves.size(); i++) {
                String error = applyMove(state, moves.get(i), events);
                if (error != null) {
                    return new Outcome(state, series, botMoves, new Failure(g, i, error));
                }
            }
            if (deal.unreadable() != null) {
                return new Outcome(state, series, botMoves, new Failure(g, deal.unreadable().index(), deal.unreadable().reason()));
            }
            botMoves.add(botsPlayOn ? bots.playOn(state, deal.seed(), moves.size(), events) : List.of());
            if (state.isOver()) {
                series = series.record(state.scores());
            } else if (g < deals.size() - 1) {
                return new Outcome(state, series, botMoves, new Failure(g, null,
                        "game " + (g + 1) + " of the series is not over, but the script starts another"));
            }
        }
        return new Outcome(state, series, List.copyOf(botMoves), null);
    }

    /** Applies one move; returns why it was refused, or null. */
    private static String applyMove(GameState state, Move move, EventSink events) {
        try {
            state.apply(move.seat(), move.number(state), events);
            return null;
        } catch (IllegalMoveException e) {
            return e.getMessage();
        }
    }
}
