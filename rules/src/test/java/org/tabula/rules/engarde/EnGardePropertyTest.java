package org.tabula.rules.engarde;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabula.rules.engarde.Bouts.game;
import static org.tabula.rules.engarde.Bouts.view;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tabula.rules.GameContract;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.TableDealProperty;

/** Thousands of seeded random matches per variant through the shared contract, at box and table deals, with En Garde's own invariants. */
class EnGardePropertyTest {
    private static final int MATCHES = 300;
    /** A match of nine won bouts, each at most 25 cards' moves and a show of ten, and as many drawn bouts again: far beyond any real one. */
    private static final int MAX_MOVES = 4_000;

    static List<Map<String, Object>> variants() {
        return List.of(
                Map.of(),
                Map.of("level", 1),
                Map.of("level", 2),
                Map.of("parryBySum", true),
                Map.of("level", 2, "parryBySum", true, "ripostesHit", true),
                Map.of("ripostesHit", true, "bouts", 1),
                Map.of("bouts", 9));
    }

    @ParameterizedTest
    @MethodSource("variants")
    void randomMatchesKeepTheContractAndTheirCards(Map<String, Object> options) {
        EnGardeGame game = game(options);
        GameContract contract = new GameContract(game, MAX_MOVES).deepChecksEvery(30).illegalProbe(170).invariant(EnGardePropertyTest::cardsAndPiste);
        int bouts = 0;
        for (GameState end : contract.playRandomGames(1, MATCHES)) {
            EnGardeView view = view(end, GameState.TABLE);
            assertEquals(game.boutsToWin(), Math.max(view.wins().get(0), view.wins().get(1)), "a match ends at its won bouts");
            assertTrue(view.wins().get(0) + view.wins().get(1) < 2 * game.boutsToWin());
            bouts += view.bout();
        }
        assertTrue(bouts >= MATCHES * game.boutsToWin(), "thousands of bouts: " + bouts);
    }

    /** Every card is in a hand, in the pack or played; the fencers stay apart on the piste. */
    private static void cardsAndPiste(GameState state) {
        EnGardeView table = view(state, GameState.TABLE);
        assertTrue(table.positions().get(0) >= 1 && table.positions().get(0) < table.positions().get(1) && table.positions().get(1) <= 23,
                () -> "fencers at " + table.positions());
        if (!state.knowsHand(0)) {
            return;
        }
        int[] cards = new int[6];
        for (int seat = 0; seat < 2; seat++) {
            List<Integer> hand = view(state, seat).hand();
            assertEquals(table.handSizes().get(seat), hand.size(), "the hand's size");
            assertTrue(hand.size() <= 5, "more than five cards in hand");
            hand.forEach(card -> cards[card]++);
        }
        int inPlay = 0;
        for (int card = 1; card <= 5; card++) {
            cards[card] += table.played().get(card - 1);
            assertTrue(cards[card] <= 5, "more than five cards of " + card);
            inPlay += cards[card];
        }
        assertEquals(25, inPlay + table.pack(), "cards lost or made");
    }

    @ParameterizedTest
    @MethodSource("variants")
    void randomTableDealsKeepTheContract(Map<String, Object> options) {
        EnGardeGame game = game(options);
        GameContract contract = new GameContract(game, MAX_MOVES).illegalProbe(170).invariant(EnGardePropertyTest::cardsAndPiste);
        for (int g = 0; g < 30; g++) {
            contract.playOne(game.start(g, Map.of("deal", "table", "first", g % 2)), new SeededRandom(g), g % 10 == 0, "table deal " + g);
        }
    }

    /** A table deal whose moves and shown hands are a box deal's is the box deal's match, move for move. */
    @ParameterizedTest
    @MethodSource("variants")
    void showingTheBoxHandsGivesTheBoxMatch(Map<String, Object> options) {
        EnGardeGame game = game(options);
        TableDealProperty property = new TableDealProperty(EnGardePropertyTest::shownNext, MAX_MOVES);
        int reveals = 0;
        for (int g = 0; g < MATCHES; g++) {
            int first = g % 2;
            reveals += property.check(game.start(g, Map.of("first", first)), game.start(g, Map.of("deal", "table", "first", first)),
                    new SeededRandom(g), "seed " + g);
        }
        assertTrue(game.everyAttackHits() == (reveals == 0), "hands shown at the end of the pack: " + reveals);
    }

    /** The next card the table shows: the box's shown hands, seat 0's first, each ascending. */
    private static int shownNext(GameState box, GameState table) {
        List<List<Integer>> all = view(box, GameState.TABLE).shownHands();
        List<List<Integer>> sofar = view(table, GameState.TABLE).shownHands();
        int seat = sofar.get(0).size() < all.get(0).size() ? 0 : 1;
        return all.get(seat).get(sofar.get(seat).size());
    }

    /** A seat's sample depends on what it sees: two deals alike to seat 0, whatever the other hand and the pack, give it the same samples. */
    @Test
    void determinisationNeverLeaksTheOtherHand() {
        EnGardeGame game = game(Map.of());
        EnGardeState one = Bouts.position(game, "12345", "55443", "321211", 5, 12, 0);
        EnGardeState other = Bouts.position(game, "12345", "11223", "435154", 5, 12, 0);
        assertEquals(one.view(0), other.view(0));
        assertNotEquals(one.view(1), other.view(1));
        int[] seenInSamples = new int[6];
        for (long s = 0; s < 200; s++) {
            EnGardeState a = one.determinize(0, new SeededRandom(s));
            EnGardeState b = other.determinize(0, new SeededRandom(s));
            assertEquals(a.view(1), b.view(1), "seat 1's hand in seat 0's sample depends on the real hand");
            for (int card = 1; card <= 5; card++) {
                seenInSamples[card] += a.holding(1, card);
            }
            // The seat's own hand and what it saw stay as they are.
            assertEquals(one.view(0), a.view(0));
        }
        // Seat 1 really holds no 1 in the first deal: its samples still give it 1s, as the unseen cards allow.
        assertTrue(seenInSamples[1] > 0);
    }

    /** The same seed and moves give the same match: a replay is exact. */
    @Test
    void replaysAreDeterministic() {
        EnGardeGame game = game(Map.of());
        for (long seed = 0; seed < 200; seed++) {
            GameState played = game.start(seed);
            SeededRandom rng = new SeededRandom(seed);
            List<String> script = new ArrayList<>();
            List<GameEvent> events = new ArrayList<>();
            while (!played.isOver()) {
                int seat = played.toMove().first();
                int[] legal = played.legalMoves(seat);
                int move = legal[rng.nextInt(legal.length)];
                script.add(seat + ":" + played.formatMove(seat, move));
                played.apply(seat, move, events::add);
            }
            GameState replayed = game.start(seed);
            List<GameEvent> again = new ArrayList<>();
            for (String line : script) {
                int seat = Integer.parseInt(line.substring(0, line.indexOf(':')));
                replayed.apply(seat, replayed.parseMove(seat, line.substring(line.indexOf(':') + 1)), again::add);
            }
            assertEquals(played.view(GameState.TABLE), replayed.view(GameState.TABLE));
            assertEquals(events, again);
        }
    }
}
