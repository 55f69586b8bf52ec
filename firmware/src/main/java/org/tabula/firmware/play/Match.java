package org.tabula.firmware.play;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.tabula.firmware.Json;
import org.tabula.rules.Game;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.Series;

/**
 * A series of games at the table: the game in play, the running totals, who sits in each
 * seat, and every accepted move in replay notation (so any game can be replayed with
 * {@code tabula replay}). Every move goes through {@link #play}, the one place a journal hooks in.
 */
public final class Match {
    /** The player of a seat that people play (the others name a bot). */
    public static final String HUMAN = "human";

    private final Game game;
    private final List<String> seats;
    private final LongSupplier seeds;
    private Series series;
    private long seed;
    private GameState state;
    private final List<String> moves = new ArrayList<>();
    private final List<GameEvent> lastEvents = new ArrayList<>();
    private int gameNumber;

    public Match(Game game, List<String> seats, Series.Goal goal, LongSupplier seeds) {
        if (seats.size() != game.players()) {
            throw new IllegalArgumentException(game.players() + " seats needed, " + seats.size() + " given");
        }
        this.game = game;
        this.seats = List.copyOf(seats);
        this.seeds = seeds;
        this.series = Series.start(goal, game.players());
        startGame();
    }

    private void startGame() {
        seed = seeds.getAsLong();
        state = game.start(seed);
        moves.clear();
        lastEvents.clear();
        gameNumber++;
    }

    public Game game() {
        return game;
    }

    public GameState state() {
        return state;
    }

    public Series series() {
        return series;
    }

    public long seed() {
        return seed;
    }

    /** Counts games started in this match, from 1: a stale bot answer names an earlier one. */
    public int gameNumber() {
        return gameNumber;
    }

    /** The accepted moves of the game in play, as {@code "<seat>:<move>"}. */
    public List<String> moves() {
        return List.copyOf(moves);
    }

    /** What the last accepted move did. */
    public List<GameEvent> lastEvents() {
        return List.copyOf(lastEvents);
    }

    /** {@link #HUMAN} or the bot's name. */
    public String player(int seat) {
        return seats.get(seat);
    }

    public boolean isBot(int seat) {
        return !seats.get(seat).equals(HUMAN);
    }

    /**
     * Makes the move; once the game ends its scores join the series.
     *
     * @throws org.tabula.rules.IllegalMoveException with the rules' reason; nothing changes then
     */
    public void play(int seat, int move) {
        List<GameEvent> events = new ArrayList<>();
        String text = state.formatMove(seat, move);
        state.apply(seat, move, events::add);
        moves.add(seat + ":" + text);
        lastEvents.clear();
        lastEvents.addAll(events);
        if (state.isOver()) {
            series = series.record(state.scores());
        }
    }

    /** Starts the series' next game with a new seed. */
    public void nextGame() {
        if (!state.isOver() || series.isOver()) {
            throw new IllegalStateException("the next game starts only after a finished game of an open series");
        }
        startGame();
    }

    /** The game in play as a replay script (RULES.md): options, seed and moves so far. */
    public String replayScript() {
        ObjectNode root = Json.MAPPER.createObjectNode();
        root.put("game", game.kind().name());
        root.put("players", game.players());
        root.set("options", Json.MAPPER.valueToTree(game.options().explicitValues()));
        root.put("seed", seed);
        root.putNull("setup");
        ArrayNode list = root.putArray("moves");
        moves.forEach(list::add);
        try {
            return Json.MAPPER.writeValueAsString(root);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree always writes", e);
        }
    }
}
