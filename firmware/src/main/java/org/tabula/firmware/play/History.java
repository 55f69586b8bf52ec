package org.tabula.firmware.play;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.tabula.firmware.script.GameSetup;
import org.tabula.firmware.script.Move;

import org.tabula.rules.Game;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.TakeBack;

/**
 * The game in play replayed from its start through its standing moves: what each move did and
 * what it showed ({@link Game#takeBackStop}), and the state after any number of them. A take-back
 * is this replay stopped short, so the game after it is exactly the game without those moves.
 */
final class History {
    private final List<TakeBack.Step> steps;
    private final List<List<GameEvent>> events;
    private final List<Integer> seats;
    private final List<Integer> moveNumbers;
    private final GameState before;
    private final GameState end;

    private History(List<TakeBack.Step> steps, List<List<GameEvent>> events, List<Integer> seats, List<Integer> moveNumbers,
            GameState before, GameState end) {
        this.steps = steps;
        this.events = events;
        this.seats = seats;
        this.moveNumbers = moveNumbers;
        this.before = before;
        this.end = end;
    }

    /**
     * Replays {@code moves} (as {@link Match} keeps them) from the game's start, keeping a copy of the state before the last {@code back} of them (0: none kept).
     */
    static History replay(Game game, long seed, GameSetup setup, List<Move> moves, int back) {
        return replay(game, seed, setup, moves, back, (index, state, seat, move) -> events -> { });
    }

    /** What looks on as a replay makes each move: told before it, and what it returns is told what the move did. */
    interface Watcher {
        Consumer<List<GameEvent>> before(int index, GameState state, int seat, int move);
    }

    /** {@link #replay(Game, long, GameSetup, List, int)}, the {@code watcher} told of each move. */
    static History replay(Game game, long seed, GameSetup setup, List<Move> moves, int back, Watcher watcher) {
        GameState state = game.start(seed, setup.values());
        List<TakeBack.Step> steps = new ArrayList<>(moves.size());
        List<List<GameEvent>> events = new ArrayList<>(moves.size());
        List<Integer> seats = new ArrayList<>(moves.size());
        List<Integer> moveNumbers = new ArrayList<>(moves.size());
        int kept = moves.size() - back;
        GameState before = back > 0 && kept == 0 ? state.copy() : null;
        for (int i = 0; i < moves.size(); i++) {
            int seat = moves.get(i).seat();
            int move = moves.get(i).number(state);
            List<GameEvent> happened = new ArrayList<>();
            Consumer<List<GameEvent>> after = watcher.before(i, state, seat, move);
            state.apply(seat, move, happened::add);
            after.accept(happened);
            seats.add(seat);
            moveNumbers.add(move);
            events.add(List.copyOf(happened));
            steps.add(new TakeBack.Step(seat, seat == GameState.CHANCE ? null : game.takeBackStop(seat, happened, state)));
            if (back > 0 && i + 1 == kept) {
                before = state.copy();
            }
        }
        return new History(steps, events, seats, moveNumbers, before, state);
    }

    List<TakeBack.Step> steps() {
        return steps;
    }

    /** What the standing move {@code index} did. */
    List<GameEvent> events(int index) {
        return events.get(index);
    }

    /** Who made the standing move {@code index} ({@link GameState#CHANCE}: the table). */
    int seat(int index) {
        return seats.get(index);
    }

    /** The standing move {@code index}, numbered as the state before it numbers its moves. */
    int move(int index) {
        return moveNumbers.get(index);
    }

    /** The state before the last {@code back} moves given to {@link #replay}. */
    GameState before() {
        return before;
    }

    /** The state after every move given to {@link #replay}. */
    GameState end() {
        return end;
    }
}
