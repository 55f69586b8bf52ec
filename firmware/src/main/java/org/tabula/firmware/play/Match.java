package org.tabula.firmware.play;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.tabula.firmware.json.Json;
import org.tabula.rules.Game;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.IllegalMoveException;
import org.tabula.rules.Refusal;
import org.tabula.rules.Series;
import org.tabula.rules.TakeBack;

/**
 * A series of games at the table: the game in play, the running totals, who sits in each
 * seat, and every accepted move in replay notation (so any game can be replayed with
 * {@code tabula replay}). Every move goes through {@link #play}, the one place a journal hooks in.
 */
public final class Match {
    /** The player of a seat that people play (the others name a bot). */
    public static final String HUMAN = "human";
    /** How a script writes the table's seat ({@link GameState#CHANCE}): {@code "reveal:G3"} is the table revealing G3. */
    public static final String REVEAL = "reveal";
    /** The setup of a game the players deal at the table (docs/table-deal.md); a box deal's setup is null. */
    public static final Map<String, Object> TABLE_DEAL = Map.of("deal", "table");

    private final Game game;
    private final List<String> seats;
    private final LongSupplier seeds;
    private final Lead lead;
    /** Every game's deal: null (the box deals from the seed) or {@link #TABLE_DEAL}. */
    private final Map<String, Object> dealSetup;
    private Series series;
    private long seed;
    /** The game's setup as a replay script gives it (who leads, or a table deal), or null for the seed's. */
    private Map<String, Object> setup;
    private GameState state;
    private final List<String> moves = new ArrayList<>();
    private final List<GameEvent> lastEvents = new ArrayList<>();
    /** The seeds and moves of the series' finished games, for the journal's header. */
    private final List<ObjectNode> finishedGames = new ArrayList<>();
    private final MatchRecorder recorder;
    private int gameNumber;
    /** Counts every change of the game in play (a move, a take-back, a new game): a bot's answer names the one it answered. */
    private int revision;

    /**
     * Starts the first game and records it.
     *
     * @throws IOException if the recorder cannot keep it (then there is no match)
     */
    public Match(Game game, List<String> seats, Series.Goal goal, LongSupplier seeds, MatchRecorder recorder) throws IOException {
        this(game, seats, goal, Lead.DRAWN, null, seeds, recorder);
    }

    /**
     * Starts the first game, led as {@code lead} says (only for a game where the players decide who
     * leads) and dealt as {@code deal} says (null: the box deals; {@link #TABLE_DEAL}), and records it.
     *
     * @throws IOException if the recorder cannot keep it (then there is no match)
     * @throws org.tabula.rules.GameConfigException if the game cannot be dealt so
     */
    public Match(Game game, List<String> seats, Series.Goal goal, Lead lead, Map<String, Object> deal, LongSupplier seeds,
            MatchRecorder recorder) throws IOException {
        this(game, seats, Series.start(goal, game.players()), lead, deal, seeds, recorder);
        startGame();
    }

    private Match(Game game, List<String> seats, Series series, Lead lead, Map<String, Object> deal, LongSupplier seeds,
            MatchRecorder recorder) {
        if (seats.size() != game.players()) {
            throw new IllegalArgumentException(game.players() + " seats needed, " + seats.size() + " given");
        }
        this.game = game;
        this.seats = List.copyOf(seats);
        this.seeds = seeds;
        this.lead = lead;
        this.dealSetup = deal;
        this.recorder = recorder;
        this.series = series;
    }

    /**
     * A match brought back from its journal after a restart, exactly where it stood: the series
     * with its finished games ({@code finishedGames}: their seeds and moves, as in a replay
     * script), and the game in play at {@code state} after {@code moves} from {@code setup}
     * (null for none); with {@link Lead#FIRST_CARD}, a game without setup or moves still waits for
     * its leader. Nothing is recorded again: the journal holds it all already.
     */
    public static Match resumed(Game game, List<String> seats, Series series, List<ObjectNode> finishedGames, Lead lead,
            long seed, Map<String, Object> setup, GameState state, List<String> moves, LongSupplier seeds, MatchRecorder recorder) {
        // A table deal goes on at the table: the series' next games are dealt there too.
        Map<String, Object> deal = setup != null && TABLE_DEAL.get("deal").equals(setup.get("deal")) ? TABLE_DEAL : null;
        Match match = new Match(game, seats, series, lead, deal, seeds, recorder);
        match.finishedGames.addAll(finishedGames);
        match.seed = seed;
        match.setup = setup;
        match.state = state;
        match.moves.addAll(moves);
        match.gameNumber = finishedGames.size() + 1;
        return match;
    }

    private void startGame() throws IOException {
        seed = seeds.getAsLong();
        setup = lead instanceof Lead.Seat chosen ? Lead.setup(chosen.seat()) : dealSetup;
        state = setup == null ? game.start(seed) : game.start(seed, setup);
        moves.clear();
        lastEvents.clear();
        gameNumber++;
        revision++;
        recorder.started(this);
    }

    public Game game() {
        return game;
    }

    /** Who leads each game of the match. */
    public Lead lead() {
        return lead;
    }

    /**
     * Whether the game in play waits for the players to say who leads: no seat is to move yet, and
     * the state is the seed's meanwhile. Choosing the leader gives the game its setup.
     */
    public boolean leaderOpen() {
        return lead.equals(Lead.FIRST_CARD) && setup == null && moves.isEmpty();
    }

    /** While the leader is open, the game as it would be with {@code seat} leading (nothing changes). */
    public GameState ledBy(int seat) {
        return game.start(seed, Lead.setup(seat));
    }

    /**
     * Closes the open leader: {@code seat} leads, and the game is recorded again as the one with
     * that setup ({@link Lead#setup}), so it replays as such.
     *
     * @throws IOException if it cannot be recorded; the leader stays open then
     */
    public void lead(int seat) throws IOException {
        if (!leaderOpen()) {
            throw new IllegalStateException("the leader is chosen already");
        }
        GameState open = state;
        state = ledBy(seat);
        setup = Lead.setup(seat);
        try {
            recorder.started(this);
        } catch (IOException e) {
            state = open;
            setup = null;
            throw e;
        }
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

    /** Counts games started in this match, from 1. */
    public int gameNumber() {
        return gameNumber;
    }

    /** Changes with every move, take-back and new game: equal revisions are the same position. */
    public int revision() {
        return revision;
    }

    /** The accepted moves of the game in play, as {@code "<seat>:<move>"}. */
    public List<String> moves() {
        return List.copyOf(moves);
    }

    /** What the last accepted move did; nothing after a take-back. */
    public List<GameEvent> lastEvents() {
        return List.copyOf(lastEvents);
    }

    /** {@link #HUMAN} or the bot's name. */
    public String player(int seat) {
        return seats.get(seat);
    }

    /** Whether a bot plays the seat; never the table's seat ({@link GameState#CHANCE}), whose reveals people tap. */
    public boolean isBot(int seat) {
        return seat != GameState.CHANCE && !seats.get(seat).equals(HUMAN);
    }

    /** Whether the players deal the games at the table (the box learns the cards as they are revealed). */
    public boolean tableDealt() {
        return dealSetup != null;
    }

    /** A seat as a script writes it before the colon: its number, or {@link #REVEAL} for the table. */
    public static String seatNotation(int seat) {
        return seat == GameState.CHANCE ? REVEAL : Integer.toString(seat);
    }

    /**
     * Records the move, then makes it; once the game ends its scores join the series, and once
     * the match is over the recorder hears of it.
     *
     * @throws IllegalMoveException with the rules' reason; nothing changes then
     * @throws IOException          if the move cannot be recorded; it is not made then
     */
    public void play(int seat, int move) throws IOException {
        if (leaderOpen()) {
            throw new IllegalStateException("the leader is not chosen yet");
        }
        Refusal refusal = state.refusal(seat, move);
        if (refusal != null) {
            throw new IllegalMoveException(refusal);
        }
        String text = seatNotation(seat) + ":" + state.formatMove(seat, move);
        recorder.moved(this, text);
        List<GameEvent> events = new ArrayList<>();
        state.apply(seat, move, events::add);
        moves.add(text);
        revision++;
        lastEvents.clear();
        lastEvents.addAll(events);
        if (state.isOver()) {
            series = series.record(state.scores());
            if (series.isOver()) {
                recorder.finished(this);
            }
        }
    }

    /**
     * What taking back the last {@code count} moves would take back, or why it may not
     * ({@link TakeBack}: how far back the game allows). Nothing changes.
     */
    public TakeBackOffer takeBackOffer(int count) {
        History history = History.replay(game, seed, setup, moves, 0);
        Refusal refusal = TakeBack.refusal(history.steps(), count, state.isOver(), this::isBot);
        if (refusal != null) {
            return TakeBackOffer.refused(count, refusal);
        }
        int earliest = moves.size() - count;
        return new TakeBackOffer(count, history.seat(earliest), history.events(earliest), null);
    }

    /**
     * Takes back the last {@code count} moves: recorded first, then the game is the same game
     * replayed without them, its script holding only the moves that stand.
     *
     * @throws IllegalMoveException with the reason, if the game does not allow it; nothing changes then
     * @throws IOException          if it cannot be recorded; nothing changes then
     */
    public void takeBack(int count) throws IOException {
        History history = History.replay(game, seed, setup, moves, count <= moves.size() ? count : 0);
        Refusal refusal = TakeBack.refusal(history.steps(), count, state.isOver(), this::isBot);
        if (refusal != null) {
            throw new IllegalMoveException(refusal);
        }
        recorder.tookBack(this, count);
        state = history.before();
        moves.subList(moves.size() - count, moves.size()).clear();
        revision++;
        // Nothing happened that the table should see happen: no move's events are played again.
        lastEvents.clear();
    }

    /** Starts the series' next game with a new seed. */
    public void nextGame() throws IOException {
        if (!state.isOver() || series.isOver()) {
            throw new IllegalStateException("the next game starts only after a finished game of an open series");
        }
        finishedGames.add(deal(seed, setup, moves));
        startGame();
    }

    /** Tells the recorder the match ends here, unfinished. */
    public void abandon() throws IOException {
        if (!series.isOver()) {
            recorder.abandoned(this);
        }
    }

    /**
     * The match as a replay script (docs/replay.md) without the current game's moves: one game, or a
     * series whose last game is the current one; the bot seats under {@code "bots"}.
     */
    public ObjectNode header() {
        ObjectNode root = Json.MAPPER.createObjectNode();
        root.put("game", game.kind().name());
        root.put("players", game.players());
        root.set("options", Json.MAPPER.valueToTree(game.options().explicitValues()));
        ObjectNode bots = Json.MAPPER.createObjectNode();
        for (int seat = 0; seat < seats.size(); seat++) {
            if (isBot(seat)) {
                bots.put(Integer.toString(seat), seats.get(seat));
            }
        }
        if (!bots.isEmpty()) {
            root.set("bots", bots);
        }
        if (series.goal().equals(Series.Goal.games(1))) {
            root.put("seed", seed);
            putSetup(root, setup);
            root.putArray("moves");
            return root;
        }
        ObjectNode seriesNode = root.putObject("series");
        ObjectNode goal = seriesNode.putObject("goal");
        if (series.goal().games() > 0) {
            goal.put("games", series.goal().games());
        }
        if (series.goal().points() > 0) {
            goal.put("points", series.goal().points());
        }
        ArrayNode games = seriesNode.putArray("games");
        finishedGames.forEach(games::add);
        games.add(deal(seed, setup, List.of()));
        return root;
    }

    /** The match as a replay script, moves included: {@code tabula replay} plays it to where the table stands. */
    public String replayScript() {
        ObjectNode script = header();
        JsonNode seriesNode = script.get("series");
        ArrayNode list = seriesNode == null ? (ArrayNode) script.get("moves")
                : (ArrayNode) seriesNode.get("games").get(seriesNode.get("games").size() - 1).get("moves");
        moves.forEach(list::add);
        try {
            return Json.MAPPER.writeValueAsString(script);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree always writes", e);
        }
    }

    private static ObjectNode deal(long seed, Map<String, Object> setup, List<String> moves) {
        ObjectNode deal = Json.MAPPER.createObjectNode();
        deal.put("seed", seed);
        putSetup(deal, setup);
        ArrayNode list = deal.putArray("moves");
        moves.forEach(list::add);
        return deal;
    }

    private static void putSetup(ObjectNode node, Map<String, Object> setup) {
        if (setup == null) {
            node.putNull("setup");
        } else {
            node.set("setup", Json.MAPPER.valueToTree(setup));
        }
    }
}
