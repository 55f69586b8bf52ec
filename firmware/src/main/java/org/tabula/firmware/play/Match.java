package org.tabula.firmware.play;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;

import org.tabula.firmware.cards.Card;
import org.tabula.firmware.club.People;
import org.tabula.firmware.script.Deal;
import org.tabula.firmware.script.GameSetup;
import org.tabula.firmware.script.Move;
import org.tabula.firmware.script.Player;
import org.tabula.firmware.script.Script;
import org.tabula.rules.Game;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.Hint;
import org.tabula.rules.IllegalMoveException;
import org.tabula.rules.InformationSet;
import org.tabula.rules.MoveSyntaxException;
import org.tabula.rules.Refusal;
import org.tabula.rules.Seat;
import org.tabula.rules.SeatNames;
import org.tabula.rules.Series;
import org.tabula.rules.TakeBack;
import org.tabula.rules.bots.Hints;

/**
 * A series of games at the table: the game in play, the running totals, who sits in each
 * seat, and every accepted move in replay notation (so any game can be replayed with
 * {@code tabula replay}). Every move goes through {@link #play}, the one place a journal hooks in.
 */
public final class Match {
    private final Game game;
    private final List<Player> seats;
    /** Who sits at each seat by name, where a named person does. */
    private final People people;
    private final LongSupplier seeds;
    private final Lead lead;
    /** Whether a person may ask the box for a hint (the menu's Hints setting). */
    private final boolean hints;
    /** Every game's deal: {@link GameSetup#SEED} (the box deals) or {@link GameSetup#TABLE_DEAL}. */
    private final GameSetup dealSetup;
    private Series series;
    private long seed;
    /** The game's setup as a replay script gives it (who leads, a table deal, or the seed's). */
    private GameSetup setup;
    private GameState state;
    private final List<Move> moves = new ArrayList<>();
    /** The physical card tapped for each of {@link #moves}, null for a move made with the buttons. */
    private final List<Card> cards = new ArrayList<>();
    private final List<GameEvent> lastEvents = new ArrayList<>();
    /** The series' finished games, for the journal's header. */
    private final List<Deal> finishedGames = new ArrayList<>();
    private final MatchRecorder recorder;
    private int gameNumber;
    /** Counts every change of the game in play (a move, a take-back, a new game): a bot's answer names the one it answered. */
    private int revision;
    /** The series before the game in play ended, while its result may still be taken back. */
    private Series seriesBefore;
    /** Whether the players kept the ended game's result (OK on the end screen): its last move stands then. */
    private boolean resultKept;
    private final List<AskedHint> hintsAsked = new ArrayList<>();

    /**
     * Starts the first game and records it.
     *
     * @throws IOException if the recorder cannot keep it (then there is no match)
     */
    public Match(Game game, List<Player> seats, Series.Goal goal, LongSupplier seeds, MatchRecorder recorder) throws IOException {
        this(game, seats, goal, Lead.DRAWN, GameSetup.SEED, seeds, recorder);
    }

    /**
     * Starts the first game, led as {@code lead} says (only for a game where the players decide who
     * leads) and dealt as {@code deal} says ({@link GameSetup#SEED}: the box deals; {@link GameSetup#TABLE_DEAL}), and records it.
     *
     * @throws IOException if the recorder cannot keep it (then there is no match)
     * @throws org.tabula.rules.GameConfigException if the game cannot be dealt so
     */
    public Match(Game game, List<Player> seats, Series.Goal goal, Lead lead, GameSetup deal, LongSupplier seeds,
            MatchRecorder recorder) throws IOException {
        this(game, seats, goal, lead, deal, true, seeds, recorder);
    }

    /**
     * {@link #Match(Game, List, Series.Goal, Lead, GameSetup, LongSupplier, MatchRecorder)}, with
     * hints offered to the people at the table or not ({@link #hints()}).
     *
     * @throws IOException if the recorder cannot keep it (then there is no match)
     */
    public Match(Game game, List<Player> seats, Series.Goal goal, Lead lead, GameSetup deal, boolean hints, LongSupplier seeds,
            MatchRecorder recorder) throws IOException {
        this(game, seats, People.none(game.players()), goal, lead, deal, hints, seeds, recorder);
    }

    /**
     * {@link #Match(Game, List, Series.Goal, Lead, GameSetup, boolean, LongSupplier, MatchRecorder)},
     * with the names of the people who sit at some seats ({@link #seatNames()}).
     *
     * @throws IOException if the recorder cannot keep it (then there is no match)
     */
    public Match(Game game, List<Player> seats, People people, Series.Goal goal, Lead lead, GameSetup deal, boolean hints,
            LongSupplier seeds, MatchRecorder recorder) throws IOException {
        this(game, seats, people, Series.start(goal, game.players()), lead, deal, hints, seeds, recorder);
        startGame();
    }

    private Match(Game game, List<Player> seats, People people, Series series, Lead lead, GameSetup deal, boolean hints,
            LongSupplier seeds, MatchRecorder recorder) {
        if (seats.size() != game.players() || people.count() != game.players()) {
            throw new IllegalArgumentException(game.players() + " seats needed, " + seats.size() + " given");
        }
        for (int seat = 0; seat < seats.size(); seat++) {
            if (seats.get(seat) instanceof Player.Bot && people.at(seat).isPresent()) {
                throw new IllegalArgumentException("a bot plays seat " + seat + ", where " + people.at(seat).get() + " sits");
            }
        }
        // The game names the people at their seats: every sentence its states make (a refusal, a
        // hint's why, a take-back's stop) and every word the adapters say of them names the person.
        this.game = people.anyNamed() ? game.withSeatNames(game.seatNames().seated(people.orNull())) : game;
        this.seats = List.copyOf(seats);
        this.people = people;
        this.seeds = seeds;
        this.lead = lead;
        this.hints = hints;
        this.dealSetup = deal;
        this.recorder = recorder;
        this.series = series;
    }

    /**
     * A match brought back from its journal after a restart, exactly where it stood: the
     * {@code script}'s seats and games, the {@code series} of its finished games, and its last game
     * in play at {@code state}; with {@link Lead#FIRST_CARD}, a game without setup or moves still
     * waits for its leader. Nothing is recorded again: the journal holds it all already.
     */
    public static Match resumed(Script script, Series series, Lead lead, GameState state, List<Card> tapped, LongSupplier seeds,
            MatchRecorder recorder) {
        return resumed(script, People.none(script.game().players()), series, lead, true, state, tapped, seeds, recorder);
    }

    /**
     * {@link #resumed(Script, Series, Lead, GameState, List, LongSupplier, MatchRecorder)}, with the people
     * who sat by name and hints offered or not as before.
     */
    public static Match resumed(Script script, People people, Series series, Lead lead, boolean hints, GameState state, List<Card> tapped,
            LongSupplier seeds, MatchRecorder recorder) {
        return resumed(script, people, series, lead, hints, state, tapped, List.of(), seeds, recorder);
    }

    /**
     * A hint as the journal keeps it: the seat and the move it was shown ({@code "<seat>:<move>"}),
     * asked when the game in play had {@code atMove} moves.
     */
    public record JournalledHint(String move, int atMove) {
    }

    /**
     * {@link #resumed(Script, People, Series, Lead, boolean, GameState, List, LongSupplier, MatchRecorder)}, with the
     * hints {@code asked} for in the game in play listed again, as before the restart.
     */
    public static Match resumed(Script script, People people, Series series, Lead lead, boolean hints, GameState state, List<Card> tapped,
            List<JournalledHint> asked, LongSupplier seeds, MatchRecorder recorder) {
        Deal current = script.current();
        // A table deal goes on at the table: the series' next games are dealt there too.
        GameSetup deal = current.setup().tableDealt() ? GameSetup.TABLE_DEAL : GameSetup.SEED;
        Match match = new Match(script.game(), script.players(), people, series, lead, deal, hints, seeds, recorder);
        match.finishedGames.addAll(script.finished());
        match.seed = current.seed();
        match.setup = current.setup();
        match.moves.addAll(current.moves());
        // The journal's replay made the state of the game as the script names it: the people's game makes it again.
        match.state = match.game == script.game() ? state : History.replay(match.game, match.seed, match.setup, match.moves, 0).end();
        for (int i = 0; i < match.moves.size(); i++) {
            match.cards.add(i < tapped.size() ? tapped.get(i) : null);
        }
        if (state.isOver()) {
            // The result was not kept before the restart: its last move may still be taken back.
            match.seriesBefore = withoutLastGame(series, script.game().players());
        }
        match.gameNumber = script.deals().size();
        for (JournalledHint hint : asked) {
            match.reread(hint);
        }
        return match;
    }

    /** Lists a journalled hint again, its why worked out anew from the position it answered; one that no longer reads is left out, with the reason. */
    private void reread(JournalledHint hint) {
        int colon = hint.move().indexOf(':');
        if (hint.atMove() < 0 || hint.atMove() > moves.size() || colon < 0) {
            System.err.println("tabula: the journal's hint " + hint.move() + " answers no standing position; not listed");
            return;
        }
        GameState at = hint.atMove() == moves.size() ? state : History.replay(game, seed, setup, moves, moves.size() - hint.atMove()).before();
        try {
            int seat = Integer.parseInt(hint.move().substring(0, colon));
            int move = at.parseMove(seat, hint.move().substring(colon + 1));
            if (seat < 0 || seat >= game.players() || at.refusal(seat, move) != null) {
                System.err.println("tabula: the journal's hint " + hint.move() + " is no legal move where it was asked; not listed");
                return;
            }
            hintsAsked.add(new AskedHint(Hints.explained(InformationSet.of(at, seat), move), hint.atMove()));
        } catch (NumberFormatException | MoveSyntaxException e) {
            System.err.println("tabula: the journal's hint " + hint.move() + " does not read (" + e.getMessage() + "); not listed");
        }
    }

    /** The series as it stood before its last game joined it. */
    private static Series withoutLastGame(Series series, int players) {
        Series before = Series.start(series.goal(), players);
        for (int game = 0; game < series.gamesPlayed() - 1; game++) {
            before = before.record(series.result(game));
        }
        return before;
    }

    private void startGame() throws IOException {
        seed = seeds.getAsLong();
        setup = lead instanceof Lead.Seat chosen ? Lead.setup(chosen.seat()) : dealSetup;
        state = game.start(seed, setup.values());
        moves.clear();
        cards.clear();
        lastEvents.clear();
        hintsAsked.clear();
        resultKept = false;
        seriesBefore = null;
        gameNumber++;
        revision++;
        recorder.started(this);
    }

    public Game game() {
        return game;
    }

    /** Who sits at each seat by name. */
    public People people() {
        return people;
    }

    /**
     * What the box calls each seat in this match: the game's names, with the name of the person at
     * each seat where a named person sits ({@link Game#withSeatNames}).
     */
    public SeatNames seatNames() {
        return game.seatNames();
    }

    /** The seat as a message's argument, named as {@link #seatNames()} names it. */
    public Seat seat(int index) {
        return seatNames().seat(index);
    }

    /** Who leads each game of the match. */
    public Lead lead() {
        return lead;
    }

    /** Whether a person may ask the box for a hint in this match: on unless the menu turned hints off for it. */
    public boolean hints() {
        return hints;
    }

    /**
     * Whether the game in play waits for the players to say who leads: no seat is to move yet, and
     * the state is the seed's meanwhile. Choosing the leader gives the game its setup.
     */
    public boolean leaderOpen() {
        return lead.equals(Lead.FIRST_CARD) && setup.equals(GameSetup.SEED) && moves.isEmpty();
    }

    /** While the leader is open, the game as it would be with {@code seat} leading (nothing changes). */
    public GameState ledBy(int seat) {
        return game.start(seed, Lead.setup(seat).values());
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
            setup = GameSetup.SEED;
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

    /** The accepted moves of the game in play. */
    public List<Move> moves() {
        return List.copyOf(moves);
    }

    /** What looks on as {@link #replay} makes each standing move again: told before it (with the card tapped for it, or null), and what it returns is told what the move did. */
    public interface Replayed {
        java.util.function.Consumer<List<GameEvent>> before(GameState state, int seat, int move, Card card);
    }

    /** Makes the game in play's standing moves again from its start, telling {@code replayed} of each; the game in play does not change. */
    public void replay(Replayed replayed) {
        History.replay(game, seed, setup, moves, 0, (index, at, seat, move) -> replayed.before(at, seat, move, cards.get(index)));
    }

    /** The physical card tapped for each of {@link #moves}, null for a move made with the buttons. */
    public List<Card> cards() {
        return java.util.Collections.unmodifiableList(new ArrayList<>(cards));
    }

    /** What the last accepted move did; nothing after a take-back. */
    public List<GameEvent> lastEvents() {
        return List.copyOf(lastEvents);
    }

    /** Who plays the seat. */
    public Player player(int seat) {
        return seats.get(seat);
    }

    /** Whether a bot plays the seat; never the table's seat ({@link GameState#CHANCE}), whose reveals people tap. */
    public boolean isBot(int seat) {
        return seat != GameState.CHANCE && seats.get(seat) instanceof Player.Bot;
    }

    /** Whether the players deal the games at the table (the box learns the cards as they are revealed). */
    public boolean tableDealt() {
        return dealSetup.tableDealt();
    }

    /**
     * Records the move, then makes it; once the game ends its scores join the series (until
     * {@link #keepResult} the move that ended it may still be taken back, and they leave it again).
     *
     * @throws IllegalMoveException with the rules' reason; nothing changes then
     * @throws IOException          if the move cannot be recorded; it is not made then
     */
    public void play(int seat, int move) throws IOException {
        play(seat, move, null);
    }

    /** {@link #play(int, int)} by a tap of {@code card} (null: with the buttons), which the recorder keeps with the move. */
    public void play(int seat, int move, Card card) throws IOException {
        if (leaderOpen()) {
            throw new IllegalStateException("the leader is not chosen yet");
        }
        Refusal refusal = state.refusal(seat, move);
        if (refusal != null) {
            throw new IllegalMoveException(refusal);
        }
        Move made = Move.of(state, seat, move);
        recorder.moved(this, made, card);
        List<GameEvent> events = new ArrayList<>();
        state.apply(seat, move, events::add);
        moves.add(made);
        cards.add(card);
        revision++;
        lastEvents.clear();
        lastEvents.addAll(events);
        if (state.isOver()) {
            seriesBefore = series;
            series = series.record(state.scores());
        }
    }

    /**
     * The players keep the ended game's result (OK on the end screen): its last move stands from now
     * on, and once the match is over the recorder hears of it. Nothing happens before the game ends
     * or once kept.
     *
     * @throws IOException if the recorder cannot keep it; the result may still be taken back then
     */
    public void keepResult() throws IOException {
        if (!state.isOver() || resultKept) {
            return;
        }
        if (series.isOver()) {
            recorder.finished(this);
        }
        resultKept = true;
    }

    /** Whether the game in play ended and the players kept its result. */
    public boolean resultKept() {
        return resultKept;
    }

    /**
     * What taking back the last {@code count} moves would take back, or why it may not
     * ({@link TakeBack}: how far back the game allows). Nothing changes.
     */
    public TakeBackOffer takeBackOffer(int count) {
        History history = History.replay(game, seed, setup, moves, count <= moves.size() ? count : 0);
        Refusal refusal = TakeBack.refusal(history.steps(), count, resultKept, this::isBot, seatNames());
        if (refusal != null) {
            return TakeBackOffer.refused(count, refusal);
        }
        int earliest = moves.size() - count;
        return new TakeBackOffer(count, history.seat(earliest), history.move(earliest), history.before(), history.events(earliest), null);
    }

    /**
     * A hint a seat asked for, and how many moves the game had then: it answers that position.
     */
    public record AskedHint(Hint hint, int atMove) {
    }

    /**
     * Records that a seat asked for a hint and was shown its move (legal now): kept beside the
     * moves for the record and the live page, never one of them, so the game and its replay are
     * the same as without it.
     *
     * @throws IOException if it cannot be recorded (it is still listed)
     */
    public void hinted(Hint hint) throws IOException {
        hintsAsked.add(new AskedHint(hint, moves.size()));
        recorder.hinted(this, hint.seat() + ":" + state.formatMove(hint.seat(), hint.move()));
    }

    /** The hints asked for in the game in play since it began (or was resumed), for positions still standing. */
    public List<AskedHint> hintsAsked() {
        return List.copyOf(hintsAsked);
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
        Refusal refusal = TakeBack.refusal(history.steps(), count, resultKept, this::isBot, seatNames());
        if (refusal != null) {
            throw new IllegalMoveException(refusal);
        }
        if (lead.equals(Lead.FIRST_CARD) && count == moves.size() && !setup.equals(dealSetup)) {
            // The first card chose the leader: taking it back opens the choice again, as it stood.
            reopenLeader();
        } else {
            recorder.tookBack(this, count);
            state = history.before();
        }
        moves.subList(moves.size() - count, moves.size()).clear();
        cards.subList(cards.size() - count, cards.size()).clear();
        hintsAsked.removeIf(asked -> asked.atMove() > moves.size());
        if (seriesBefore != null) {
            series = seriesBefore;
            seriesBefore = null;
        }
        revision++;
        // The table shows again what the last standing move did (Senator's marked square), as before that move was taken back.
        lastEvents.clear();
        if (!moves.isEmpty()) {
            lastEvents.addAll(history.events(moves.size() - 1));
        }
    }

    /** The game is recorded again as it was dealt, before its leader was chosen: no seat leads yet. */
    private void reopenLeader() throws IOException {
        GameSetup led = setup;
        setup = dealSetup;
        try {
            recorder.started(this);
        } catch (IOException e) {
            setup = led;
            throw e;
        }
        state = game.start(seed, setup.values());
    }

    /** Starts the series' next game with a new seed: the ended game's result is kept. */
    public void nextGame() throws IOException {
        if (!state.isOver() || series.isOver()) {
            throw new IllegalStateException("the next game starts only after a finished game of an open series");
        }
        keepResult();
        finishedGames.add(new Deal(seed, setup, moves));
        startGame();
    }

    /** Tells the recorder the match ends here, unfinished. */
    public void abandon() throws IOException {
        if (!series.isOver()) {
            recorder.abandoned(this);
        }
    }

    /** The match as a replay script (docs/replay.md): {@code tabula replay} plays it to where the table stands. */
    public Script script() {
        List<Deal> deals = new ArrayList<>(finishedGames);
        deals.add(new Deal(seed, setup, moves));
        return new Script(game, seats, series.goal(), deals);
    }

    /** The {@link #script} without the current game's moves: what the recorder keeps as a game starts. */
    public Script header() {
        return script().withCurrentMoves(List.of());
    }
}
