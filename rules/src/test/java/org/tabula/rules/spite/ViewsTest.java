package org.tabula.rules.spite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabula.rules.spite.Table.play;
import static org.tabula.rules.spite.Table.view;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;

/** What each audience sees, and determinised states that redraw every hidden zone and nothing else. */
class ViewsTest {
    private static SpiteGame game(Map<String, Object> options) {
        return (SpiteGame) Spite.KIND.create(2, Spite.KIND.parseOptions(options));
    }

    @Test
    void aSeatSeesItsOwnHandAndCountsOfEverythingFaceDown() {
        SpiteState state = Table.twoPlayers()
                .payoff(0, "9S 3C").payoff(1, "5H 4D")
                .hand(0, "KH 2H 3D 7C AS").hand(1, "4C 6D 8S 10H QC")
                .discards(1, "JS 10D", "", "8C *").centre("AD 2D")
                .start();
        SpiteView seat0 = view(state, 0);
        assertEquals(List.of("AS", "2H", "3D", "7C", "KH"), Table.names(seat0.hand()), "sorted");
        assertEquals(List.of(5, 5), seat0.handCounts());
        assertEquals(List.of("9S", "5H"), Table.names(seat0.payoffTops()));
        assertEquals(List.of(2, 2), seat0.payoffCounts());
        assertEquals(List.of(List.of("JS", "10D"), List.of(), List.of("8C", "*"), List.of()), Table.pileNames(seat0.discards().get(1)));
        assertEquals(List.of(new SpiteView.CentrePile(Table.card("2D"), 2)), seat0.centre());
        assertEquals(108 - 4 - 10 - 4 - 2, seat0.stock());
        assertEquals(List.of("4C", "6D", "8S", "10H", "QC"), Table.names(view(state, 1).hand()));
        SpiteView table = view(state, GameState.TABLE);
        assertNull(table.hand());
        assertEquals(-1, table.audience());
        assertEquals(seat0.payoffTops(), table.payoffTops());
    }

    @Test
    void determinisingRedrawsOtherHandsTheStockAndEveryFaceDownPayoffCard() {
        SpiteState state = game(Map.of()).start(5);
        int seat = state.current();
        int other = 1 - seat;
        SpiteState sample = state.determinize(seat, new SeededRandom(1));
        assertEquals(view(state, seat), view(sample, seat));
        assertEquals(view(state, GameState.TABLE), view(sample, GameState.TABLE));
        assertNotEquals(entries(state.hand(other)), entries(sample.hand(other)), "the other hand is redrawn");
        assertNotEquals(codes(state.stock()), codes(sample.stock()), "the stock is redrawn");
        for (int s = 0; s < 2; s++) {
            assertNotEquals(codes(state.payoff(s)), codes(sample.payoff(s)), "pay-off pile " + s + ", the own one too, is redrawn");
            for (int code : codes(sample.payoff(s))) {
                assertFalse(Cards.isJoker(code), "the standard deal never puts a joker in a pay-off pile");
            }
        }
        SpiteContractTest.checkCards(sample);
    }

    @Test
    void inAMixedDealJokersMayBeAnywhereHidden() {
        SpiteState state = game(Map.of("combinedDeal", true)).start(5);
        int seat = state.current();
        boolean jokerInPayoff = false;
        for (int i = 0; i < 20 && !jokerInPayoff; i++) {
            SpiteState sample = state.determinize(seat, new SeededRandom(i));
            jokerInPayoff = Arrays.stream(codes(sample.payoff(0))).anyMatch(Cards::isJoker)
                    || Arrays.stream(codes(sample.payoff(1))).anyMatch(Cards::isJoker);
        }
        assertTrue(jokerInPayoff);
    }

    @Test
    void aSampleDependsOnlyOnWhatTheSeatSees() {
        // The same view for seat 0; seat 1's hand and the stock differ.
        SpiteState one = Table.twoPlayers()
                .payoff(0, "9S 3C 4C").payoff(1, "5H 4D 6D")
                .hand(0, "KH 2H 3D 7C AS").hand(1, "4H 6S 8S 10H QC")
                .stock("JD 9H 2C")
                .start();
        SpiteState other = Table.twoPlayers()
                .payoff(0, "9S 6D 4C").payoff(1, "5H 4D 3C")
                .hand(0, "KH 2H 3D 7C AS").hand(1, "JD 9H 2C 4H 6S")
                .stock("8S 10H QC")
                .start();
        assertEquals(view(one, 0), view(other, 0));
        assertNotEquals(view(one, 1), view(other, 1));
        for (long seed = 0; seed < 20; seed++) {
            SpiteState a = one.determinize(0, new SeededRandom(seed));
            SpiteState b = other.determinize(0, new SeededRandom(seed));
            assertEquals(view(a, 1), view(b, 1), "seed " + seed + ": seat 1's sampled hand");
            assertEquals(Arrays.toString(codes(a.stock())), Arrays.toString(codes(b.stock())), "seed " + seed + ": the sampled stock");
            for (int seat = 0; seat < 2; seat++) {
                assertEquals(Arrays.toString(codes(a.payoff(seat))), Arrays.toString(codes(b.payoff(seat))), "seed " + seed + ": pay-off pile " + seat);
            }
            assertEquals(a.rng().nextLong(), b.rng().nextLong(), "seed " + seed + ": the generator's future");
        }
    }

    @Test
    void anUnmixedPayoffPileHoldsNoCardAPayoffPileHasShown() {
        SpiteState state = Table.twoPlayers()
                .payoff(0, "AS 9S 3C 4C").payoff(1, "AH 4D 6D")
                .hand(0, "KH 2H 3D 7C 8C").hand(1, "4H 6S 8S 10H QC")
                .start();
        play(state, "P>C+");
        assertEquals(Cards.parse("9S"), state.payoff(0).top());
        for (long seed = 0; seed < 50; seed++) {
            SpiteState sample = state.determinize(1, new SeededRandom(seed));
            List<Integer> hidden = new ArrayList<>();
            for (int seat = 0; seat < 2; seat++) {
                CardStack payoff = sample.payoff(seat);
                for (int i = 0; i < payoff.size() - 1; i++) {
                    hidden.add(payoff.get(i));
                }
            }
            for (String shown : List.of("AS", "9S", "AH")) {
                assertFalse(hidden.contains(Cards.parse(shown)), "seed " + seed + ": " + shown + " is not under a pay-off top");
            }
            assertEquals(hidden.size(), hidden.stream().distinct().count(), "one deck: no card twice");
            SpiteContractTest.checkCards(sample);
        }
    }

    @Test
    void theGeneratorsFutureIsRedrawnToo() {
        SpiteState state = Table.twoPlayers().option("combinedDeal", true)
                .payoff(0, "KS").payoff(1, "QS").restUnderPayoff(1)
                .hand(0, "9C 9D 9H 8S 8C")
                .completed("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KD")
                .start();
        SpiteState sample = state.determinize(0, new SeededRandom(3));
        play(state, "H9C>D1");
        play(sample, "H9C>D1");
        assertEquals(13 - 5, state.stock().size());
        assertNotEquals(Arrays.toString(codes(state.stock())), Arrays.toString(codes(sample.stock())),
                "the same 13 known cards, shuffled by another generator");
    }

    private static int[] codes(CardStack stack) {
        int[] codes = new int[stack.size()];
        for (int i = 0; i < codes.length; i++) {
            codes[i] = stack.get(i);
        }
        return codes;
    }

    private static List<Integer> entries(Hand hand) {
        int[] held = new int[Hand.CAPACITY];
        int size = hand.copyInto(held, 0);
        List<Integer> codes = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            codes.add(held[i]);
        }
        return codes;
    }
}
