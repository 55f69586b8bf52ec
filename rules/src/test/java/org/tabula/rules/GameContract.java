package org.tabula.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The checks every game must pass at every step of random games (after OpenSpiel's
 * {@code RandomSimTest}): legal moves sorted and applicable, illegal moves refused with a reason
 * and no change, moves printing and parsing back, copies independent, determinised states
 * indistinguishable to their seat, every game ending within a bound. Games add their own
 * invariants (cards conserved, scores adding up) through {@code invariant}.
 */
public final class GameContract {
    private final Game game;
    private final int maxMovesPerGame;
    private Consumer<GameState> invariant = state -> { };
    /** How many illegal moves to try per step: every move number up to this bound that is not legal. */
    private int illegalProbe = 64;
    private int deepChecksEvery = 1;
    private MoveChooser chooser = (state, seat, legal, rng) -> legal[rng.nextInt(legal.length)];

    /** Picks the move a random game makes among the legal ones. */
    @FunctionalInterface
    public interface MoveChooser {
        int choose(GameState state, int seat, int[] legal, SeededRandom rng);
    }

    public GameContract(Game game, int maxMovesPerGame) {
        this.game = game;
        this.maxMovesPerGame = maxMovesPerGame;
    }

    /** A game-specific check run on every state reached. */
    public GameContract invariant(Consumer<GameState> check) {
        this.invariant = check;
        return this;
    }

    /** Move numbers 0..bound-1 are tried as illegal moves when not legal (0 turns the probe off). */
    public GameContract illegalProbe(int bound) {
        this.illegalProbe = bound;
        return this;
    }

    /** Run the costly checks (copies, determinisation, illegal probes) on every n-th game only. */
    public GameContract deepChecksEvery(int n) {
        this.deepChecksEvery = n;
        return this;
    }

    /**
     * Steers the random games (uniform by default): for games whose uniformly random play runs
     * very long. Every legal move must keep a chance of being chosen, or the checks miss states.
     */
    public GameContract moveChooser(MoveChooser moveChooser) {
        this.chooser = moveChooser;
        return this;
    }

    /** Plays {@code games} random games from consecutive seeds; returns their final states. */
    public List<GameState> playRandomGames(long firstSeed, int games) {
        List<GameState> finals = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            long seed = firstSeed + g;
            finals.add(playOne(game.start(seed), new SeededRandom(seed * 31 + 7), g % deepChecksEvery == 0, "seed " + seed));
        }
        return finals;
    }

    /** Plays one random game from the given start; returns the final state. */
    public GameState playOne(GameState state, SeededRandom rng, boolean deep, String label) {
        int[] buffer = new int[game.maxLegalMoves()];
        List<GameState> history = new ArrayList<>();
        List<Snapshot> historySnapshots = new ArrayList<>();
        int moves = 0;
        while (!state.isOver()) {
            // Messages are built only on failure: these checks run millions of times.
            int step = moves;
            Supplier<String> at = () -> label + ", move " + step;
            invariant.accept(state);
            Seats toMove = state.toMove();
            assertFalse(toMove.isEmpty(), () -> at.get() + ": nobody to move in an open game");
            checkNotToMove(state, toMove, at);
            int seat = toMove.toArray()[rng.nextInt(toMove.size())];
            int count = state.legalMoves(seat, buffer);
            assertTrue(count > 0, () -> at.get() + ": seat " + seat + " is to move but has no legal move");
            int[] legal = Arrays.copyOf(buffer, count);
            for (int i = 1; i < count; i++) {
                if (legal[i - 1] >= legal[i]) {
                    fail(at.get() + ": legal moves not sorted and distinct: " + Arrays.toString(legal));
                }
            }
            if (deep) {
                String where = at.get();
                for (int move : legal) {
                    assertNull(state.whyIllegal(seat, move), where + ": legal move " + state.formatMove(seat, move) + " called illegal");
                    String text = state.formatMove(seat, move);
                    assertEquals(move, state.parseMove(seat, text), where + ": '" + text + "' does not parse back");
                    Move typed = state.move(seat, move);
                    assertEquals(move, state.moveNumber(seat, typed), where + ": " + typed + " does not number back");
                    assertEquals(text.equals("pass") || text.equals("end"), typed.passes(), where + ": '" + text + "' passes or not");
                }
                probeIllegal(state, seat, legal, where);
                checkDeterminize(state, rng, where);
                history.add(state.copy());
                historySnapshots.add(Snapshot.of(state));
            }
            int move = chooser.choose(state, seat, legal, rng);
            assertTrue(Arrays.binarySearch(legal, move) >= 0, () -> at.get() + ": the move chooser picked a move that is not legal");
            List<GameEvent> events = new ArrayList<>();
            state.apply(seat, move, events::add);
            for (GameEvent event : events) {
                assertNotNull(event.describe(), () -> at.get() + ": an event with no description");
            }
            moves++;
            if (moves > maxMovesPerGame) {
                fail(label + ": no end after " + maxMovesPerGame + " moves");
            }
        }
        invariant.accept(state);
        assertTrue(state.toMove().isEmpty(), label + ": seats to move after the end");
        assertFalse(state.winners().isEmpty(), label + ": a finished game with no winner (a draw lists every tied seat)");
        for (int seat = 0; seat < game.players(); seat++) {
            assertEquals(0, state.legalMoves(seat, buffer), label + ": legal moves after the end");
            assertNotNull(state.whyIllegal(seat, 0), label + ": a move allowed after the end");
        }
        // Copies taken earlier must not have changed while the game went on (no shared mutable parts).
        for (int i = 0; i < history.size(); i++) {
            assertEquals(historySnapshots.get(i), Snapshot.of(history.get(i)), label + ": the copy taken before move " + i + " changed later");
        }
        return state;
    }

    private void checkNotToMove(GameState state, Seats toMove, Supplier<String> at) {
        int[] buffer = new int[game.maxLegalMoves()];
        for (int seat = 0; seat < game.players(); seat++) {
            if (!toMove.contains(seat)) {
                int notToMove = seat;
                assertEquals(0, state.legalMoves(seat, buffer), () -> at.get() + ": seat " + notToMove + " has moves but is not to move");
            }
        }
    }

    private void probeIllegal(GameState state, int seat, int[] legal, String where) {
        Snapshot before = Snapshot.of(state);
        for (int move = 0; move < illegalProbe; move++) {
            if (Arrays.binarySearch(legal, move) >= 0) {
                continue;
            }
            String reason = state.whyIllegal(seat, move);
            assertNotNull(reason, where + ": move " + move + " is not listed as legal but whyIllegal accepts it");
            int probe = move;
            IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> state.apply(seat, probe));
            assertEquals(reason, e.getMessage(), where + ": apply gives another reason than whyIllegal");
            assertEquals(before, Snapshot.of(state), where + ": a refused move changed the state");
        }
    }

    private void checkDeterminize(GameState state, SeededRandom rng, String where) {
        for (int seat = 0; seat < game.players(); seat++) {
            Snapshot before = Snapshot.of(state);
            GameState sample = state.determinize(seat, rng.copy());
            assertEquals(before, Snapshot.of(state), where + ": determinize changed the real state");
            assertEquals(state.view(seat), sample.view(seat), where + ": seat " + seat + " can tell a determinised state apart");
            assertEquals(state.view(GameState.TABLE), sample.view(GameState.TABLE), where + ": the table can tell a determinised state apart");
            assertEquals(state.toMove(), sample.toMove(), where + ": determinisation changed who is to move");
            // A sample must depend only on what the seat sees and on rng: resampling a lookalike
            // with the same rng gives the same state. Otherwise anyone who knows rng (a bot is
            // handed it) could undo the shuffle and read the hidden cards.
            GameState lookalike = state.determinize(seat, new SeededRandom(rng.copy().nextLong()));
            assertEquals(Snapshot.of(sample), Snapshot.of(lookalike.determinize(seat, rng.copy())),
                    where + ": seat " + seat + "'s sample depends on what it cannot see, not only on rng");
        }
    }

    /** Everything observable about a state, for equality checks. */
    record Snapshot(List<View> views, List<List<Integer>> legal, List<Integer> scores, Seats toMove, boolean over) {
        static Snapshot of(GameState state) {
            List<View> views = new ArrayList<>();
            List<List<Integer>> legal = new ArrayList<>();
            views.add(state.view(GameState.TABLE));
            for (int seat = 0; seat < state.game().players(); seat++) {
                views.add(state.view(seat));
                legal.add(Arrays.stream(state.legalMoves(seat)).boxed().toList());
            }
            return new Snapshot(views, legal, Arrays.stream(state.scores()).boxed().toList(), state.toMove(), state.isOver());
        }
    }
}
