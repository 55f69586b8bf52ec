package org.tabula.rules.spite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tabula.rules.GameContract;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.IllegalMoveException;
import org.tabula.rules.MoveSyntaxException;
import org.tabula.rules.Seats;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.TableDealProperty;

/**
 * Spite and Malice at a table deal: the pay-off tops come in as reveals, hand cards as the plays
 * that name them, and a game whose reveals are the box deal's cards is the box deal's game.
 */
class SpiteTableDealTest {
    private static final int DEALS = 300;
    private static final Map<String, Object> TABLE_DEAL = Map.of("deal", "table");

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.tabula.rules.spite.FullDealsPropertyTest#variants")
    void revealingTheBoxCardsGivesTheBoxGame(String name, int players, Map<String, Object> options) {
        SpiteGame game = SpiteContractTest.game(players, options, 0);
        for (long seed = 0; seed < DEALS; seed++) {
            Deque<Integer> firstTops = topsTurnedUpToStart(game, seed);
            int turnedUp = firstTops.size();
            // Before the first turn the tops the box compared, ties and all; then the top the box has now.
            TableDealProperty property = new TableDealProperty((box, table) -> ((SpiteState) table).table().startPending()
                    ? firstTops.removeFirst() : ((SpiteState) box).payoff(((SpiteState) table).table().nextToReveal()).top(), 50_000);
            int reveals = property.check(game.start(seed), game.start(seed, TABLE_DEAL), new SeededRandom(seed), name + ", seed " + seed);
            assertEquals(true, firstTops.isEmpty() && reveals >= turnedUp, name + ", seed " + seed + ": every top compared is revealed");
        }
    }

    /**
     * The pay-off tops the box deal of the seed compares to choose who starts, in the order the
     * table turns them up: every seat's, then after a tie the tied seats' new tops, seat by seat.
     */
    private static Deque<Integer> topsTurnedUpToStart(SpiteGame game, long seed) {
        Variant variant = game.variant();
        SeededRandom rng = new SeededRandom(seed);
        Layout layout = Deal.deal(variant, rng);
        CardStack[] payoff = new CardStack[variant.players];
        Deque<Integer> tops = new ArrayDeque<>();
        for (int seat = 0; seat < variant.players; seat++) {
            int[] pile = layout.payoff()[seat];
            payoff[seat] = new CardStack(pile.length);
            for (int i = pile.length - 1; i >= 0; i--) {
                payoff[seat].push(pile[i]);
            }
            tops.add(payoff[seat].top());
        }
        int candidates = (1 << variant.players) - 1;
        for (int tied = StartingSeat.tied(payoff, candidates, variant.reshuffleOnTie); Integer.bitCount(tied) > 1;
                tied = StartingSeat.tied(payoff, candidates, variant.reshuffleOnTie)) {
            candidates = tied;
            for (int seat = 0; seat < variant.players; seat++) {
                if ((tied & (1 << seat)) != 0) {
                    StartingSeat.reshuffle(payoff[seat], rng);
                }
            }
            for (int seat = 0; seat < variant.players; seat++) {
                if ((tied & (1 << seat)) != 0) {
                    tops.add(payoff[seat].top());
                }
            }
        }
        return tops;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.tabula.rules.spite.FullDealsPropertyTest#variants")
    void randomTableDealsKeepTheContract(String name, int players, Map<String, Object> options) {
        SpiteGame game = SpiteContractTest.game(players, options, 6);
        GameContract contract = new GameContract(game, 50_000).illegalProbe(0).deepChecksEvery(1);
        for (long seed = 0; seed < 3; seed++) {
            contract.playOne(game.start(seed, TABLE_DEAL), new SeededRandom(seed), true, name + " table deal " + seed);
        }
    }

    @Test
    void theTableTurnsUpThePayoffTopsAndTheHighestStarts() {
        SpiteState state = SpiteContractTest.game(2, Map.of(), 0).start(1, TABLE_DEAL);
        assertEquals(Seats.CHANCE, state.toMove());
        SpiteView before = (SpiteView) state.view(GameState.TABLE);
        assertEquals(Arrays.asList(null, null), Table.names(before.payoffTops()));
        assertEquals(-1, before.toMove());
        assertEquals("Seat 0 turns up the top of their pay-off pile first, and the table reveals it", state.whyIllegal(0, Moves.END));
        List<GameEvent> events = new ArrayList<>();
        state.apply(GameState.CHANCE, state.parseMove(GameState.CHANCE, "QS"), events::add);
        state.apply(GameState.CHANCE, state.parseMove(GameState.CHANCE, "KD"), events::add);
        assertEquals(new SpiteEvent.PayoffRevealed(0, SpiteCard.named("QS"), 26), events.get(0));
        SpiteView started = (SpiteView) state.view(GameState.TABLE);
        assertEquals(List.of("QS", "KD"), Table.names(started.payoffTops()));
        assertEquals(1, started.toMove());
        assertEquals(Seats.only(1), state.toMove());
        assertNull(((SpiteView) state.view(1)).hand(), "the box sees no hand at a table deal");
        assertEquals(List.of(5, 5), started.handCounts());
    }

    @Test
    void aPlayFromTheHandNamesACardNotFaceUpAndAPayoffPlayWaitsForTheNextTop() {
        SpiteState state = SpiteContractTest.game(2, Map.of(), 0).start(1, TABLE_DEAL);
        reveal(state, "QS");
        reveal(state, "KD");
        play(state, 1, "HAS>C+");
        play(state, 1, "HAS>C+");
        SpiteView before = (SpiteView) state.view(GameState.TABLE);
        assertEquals("Every AS is face up on the table already, so it cannot be in a hand or a pile face down",
                refused(state, 1, "HAS>C+"));
        assertEquals(before, state.view(GameState.TABLE));
        play(state, 1, "H2H>C1");
        play(state, 1, "H3C>C1");
        play(state, 1, "H4D>C1");
        // The hand was empty, so seat 1 drew 5 more: the box knows the count only.
        assertEquals(List.of(5, 5), ((SpiteView) state.view(GameState.TABLE)).handCounts());
        play(state, 1, "H5D>C1");
        play(state, 1, "H6D>C1");
        play(state, 1, "H7D>C1");
        play(state, 1, "H8D>C1");
        play(state, 1, "H9D>C1");
        play(state, 1, "H10D>C1");
        play(state, 1, "HJD>C1");
        play(state, 1, "HQD>C1");
        play(state, 1, "P>C1");
        assertEquals(Seats.CHANCE, state.toMove(), "the next pay-off top is to be revealed");
        assertEquals(Arrays.asList("QS", null), Table.names(((SpiteView) state.view(GameState.TABLE)).payoffTops()));
        assertEquals("Every AS is face up on the table already, so it cannot be in a hand or a pile face down",
                state.whyIllegal(GameState.CHANCE, state.parseMove(GameState.CHANCE, "AS")));
        assertEquals("No card is to be revealed now: seat 1 is to move", refusedAfter(state, "7C"));
    }

    @Test
    void badRevealsAreRefusedAndChangeNothing() {
        SpiteState state = SpiteContractTest.game(2, Map.of(), 0).start(1, TABLE_DEAL);
        assertEquals("'7X' is not a Spite and Malice card: the table reveals a rank (A, 2-10, J, Q, K) and a suit (C, D, H, S),"
                + " or * for a joker, such as reveal:7H", assertThrows(MoveSyntaxException.class,
                        () -> state.parseMove(GameState.CHANCE, "7X")).getMessage());
        assertEquals("There is no move number 60", state.whyIllegal(GameState.CHANCE, 60));
        SpiteState boxDealt = SpiteContractTest.game(2, Map.of(), 0).start(1);
        assertEquals("No card is to be revealed now: seat " + boxDealt.current() + " is to move", boxDealt.whyIllegal(GameState.CHANCE, 3));
        assertEquals("setup.deal must be \"box\" (the box deals from the seed) or \"table\" (the players deal real cards and the"
                + " moves reveal them), not \"players\"", assertThrows(org.tabula.rules.GameConfigException.class,
                        () -> SpiteContractTest.game(2, Map.of(), 0).start(1, Map.of("deal", "players"))).getMessage());
    }

    @Test
    void tiedPilesOfOneCardLetTheLowestTiedSeatStart() {
        SpiteState state = SpiteContractTest.game(4, Map.of("partnership", true), 1).start(1, TABLE_DEAL);
        reveal(state, "KS");
        reveal(state, "KS");
        reveal(state, "3C");
        reveal(state, "4C");
        assertEquals(Seats.only(0), state.toMove());
    }

    private static void reveal(SpiteState state, String card) {
        state.apply(GameState.CHANCE, state.parseMove(GameState.CHANCE, card));
    }

    private static void play(SpiteState state, int seat, String move) {
        int number = state.parseMove(seat, move);
        String refused = state.whyIllegal(seat, number);
        assertNull(refused, move + ": " + refused);
        state.apply(seat, number);
    }

    private static String refused(SpiteState state, int seat, String move) {
        int number = state.parseMove(seat, move);
        String reason = state.whyIllegal(seat, number);
        assertEquals(reason, assertThrows(IllegalMoveException.class, () -> state.apply(seat, number)).getMessage());
        return reason;
    }

    /** Reveals the waiting top, then tries another reveal. */
    private static String refusedAfter(SpiteState state, String card) {
        reveal(state, card);
        return refused(state, GameState.CHANCE, card);
    }
}
