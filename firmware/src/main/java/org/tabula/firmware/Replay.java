package org.tabula.firmware;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.tabula.firmware.play.Match;
import org.tabula.rules.EventSink;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameState;
import org.tabula.rules.IllegalMoveException;
import org.tabula.rules.Series;

/** Plays a replay script through the rules, stopping at the first move they refuse. */
final class Replay {
    /** A seat's move, or a reveal of the table (a table deal, {@link GameState#CHANCE}). */
    private static final Pattern MOVE = Pattern.compile("(\\d{1,2}|" + Match.REVEAL + "):(.+)", Pattern.DOTALL);

    /** Where a script went wrong: which game of a series, which move (null for the script as a whole). */
    record Failure(int gameIndex, Integer moveIndex, String error) {
    }

    /**
     * The result: the state after the last move of the last game, the series so far, and the
     * moves the bots added to each game played (empty lists without bots); or the failure.
     */
    record Outcome(GameState state, Series series, List<List<String>> botMoves, Failure failure) {
        boolean ok() {
            return failure == null;
        }
    }

    private Replay() {
    }

    /** Plays the script's moves only: a journaled game resumes exactly where it stood. */
    static Outcome play(ReplayScript script, EventSink events) {
        return play(script, events, false);
    }

    /**
     * Plays the script's moves, and if {@code botsPlayOn}, lets the script's bots play on where
     * each game's moves end ({@link ReplayBots} gives the semantics).
     */
    static Outcome play(ReplayScript script, EventSink events, boolean botsPlayOn) {
        Series series = Series.start(script.goal(), script.game().players());
        ReplayBots.Players bots = script.bots().new Players(script.game());
        List<List<String>> botMoves = new ArrayList<>();
        GameState state = null;
        List<ReplayScript.Deal> deals = script.deals();
        for (int g = 0; g < deals.size(); g++) {
            if (series.isOver()) {
                return new Outcome(state, series, botMoves, new Failure(g, null,
                        "the series was already over after game " + g + ", but the script goes on"));
            }
            ReplayScript.Deal deal = deals.get(g);
            try {
                state = script.game().start(deal.seed(), deal.setup());
            } catch (GameConfigException e) {
                return new Outcome(state, series, botMoves, new Failure(g, null, e.getMessage()));
            }
            for (int seat : script.bots().seats().keySet()) {
                if (!state.knowsHand(seat)) {
                    return new Outcome(state, series, botMoves, new Failure(g, null, "a bot cannot play seat " + seat
                            + " at a table deal: the players deal the hands, so the box never knows the bot's cards"));
                }
            }
            List<String> moves = deal.moves();
            for (int i = 0; i < moves.size(); i++) {
                String error = applyMove(state, moves.get(i), events);
                if (error != null) {
                    return new Outcome(state, series, botMoves, new Failure(g, i, error));
                }
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

    /** Applies one {@code "<seat>:<move>"}; returns why it was refused, or null. */
    private static String applyMove(GameState state, String text, EventSink events) {
        Matcher matcher = MOVE.matcher(text);
        if (!matcher.matches()) {
            return "\"" + text + "\" is not a move: write \"<seat>:<move>\", such as \"0:6\"";
        }
        int seat = matcher.group(1).equals(Match.REVEAL) ? GameState.CHANCE : Integer.parseInt(matcher.group(1));
        int players = state.game().players();
        if (seat >= players && seat != GameState.CHANCE) {
            return "there is no seat " + seat + " in a " + players + "-player game (seats are 0 to " + (players - 1) + ")";
        }
        try {
            int move = state.parseMove(seat, matcher.group(2));
            state.apply(seat, move, events);
            return null;
        } catch (IllegalMoveException e) {
            return e.getMessage();
        }
    }
}
