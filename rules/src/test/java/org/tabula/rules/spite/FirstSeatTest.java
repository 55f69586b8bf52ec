package org.tabula.rules.spite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.spite.SpiteEvent.FirstSeat;
import org.tabula.rules.spite.SpiteEvent.FirstSeat.Basis;

/** Who starts a deal and why (docs/rules.md: the highest pay-off top): the last reveal's event at a table deal, the state's at a box deal. */
class FirstSeatTest {
    private static final Map<String, Object> TABLE_DEAL = Map.of("deal", "table");

    @Test
    void theHighestTopStarts() {
        assertEquals(new FirstSeat(1, SpiteCard.named("KD"), Basis.HIGHEST_TOP), reveal(SpiteContractTest.game(2, Map.of(), 0), "QS", "KD"));
    }

    @Test
    void equalRanksAreDecidedBySuitSpadesFirst() {
        assertEquals(new FirstSeat(1, SpiteCard.named("KS"), Basis.SUIT), reveal(SpiteContractTest.game(2, Map.of(), 0), "KD", "KS"));
    }

    @Test
    void aTieNoReshuffleCanBreakLetsTheFirstTiedSeatStart() {
        assertEquals(new FirstSeat(0, SpiteCard.named("KS"), Basis.LOWEST_SEAT),
                reveal(SpiteContractTest.game(4, Map.of("partnership", true), 1), "KS", "KS", "3C", "4C"));
    }

    @Test
    void aTieTheTiedSeatsReshuffledIsDecidedByTheirNewTops() {
        // Two kings of spades on piles of two: both seats reshuffle and turn up again; the 5C beats the 3H.
        assertEquals(new FirstSeat(1, SpiteCard.named("5C"), Basis.RESHUFFLED), reveal(SpiteContractTest.game(2, Map.of(), 2), "KS", "KS", "3H", "5C"));
    }

    /** At a box deal the seat on turn is the one the state names, its top the one on the table, and the reason true of the tops laid out. */
    @Test
    void aBoxDealKeepsWhoStartedAndWhy() {
        Set<Basis> seen = EnumSet.noneOf(Basis.class);
        for (Map<String, Object> options : List.<Map<String, Object>>of(Map.of(), Map.of("reshuffleOnTie", true))) {
            for (int players : new int[] {2, 4, 6}) {
                SpiteGame game = SpiteContractTest.game(players, players > 2 ? with(options, "partnership", true) : options, 0);
                for (long seed = 0; seed < 300; seed++) {
                    SpiteState state = game.start(seed);
                    FirstSeat first = state.firstSeat();
                    SpiteView table = (SpiteView) state.view(GameState.TABLE);
                    assertEquals(table.toMove(), first.seat(), "seed " + seed);
                    assertEquals(table.payoffTops().get(first.seat()), first.top(), "seed " + seed);
                    long sameRank = table.payoffTops().stream().filter(top -> rank(top) == rank(first.top())).count();
                    long higher = table.payoffTops().stream().filter(top -> rank(top) > rank(first.top())).count();
                    switch (first.basis()) {
                        case HIGHEST_TOP -> assertEquals(1, sameRank, "seed " + seed + ": " + table.payoffTops());
                        case SUIT -> assertTrue(sameRank > 1 && higher == 0, "seed " + seed + ": " + table.payoffTops());
                        case RESHUFFLED, LOWEST_SEAT -> { } // the tie is in the piles as they were before the box reshuffled them
                    }
                    if (first.basis() != Basis.RESHUFFLED) {
                        assertEquals(0, higher, "seed " + seed + ": " + table.payoffTops());
                    }
                    seen.add(first.basis());
                }
            }
        }
        assertEquals(EnumSet.of(Basis.HIGHEST_TOP, Basis.SUIT, Basis.RESHUFFLED), seen);
    }

    private static int rank(SpiteCard card) {
        return card.isJoker() ? 14 : card.rank();
    }

    private static Map<String, Object> with(Map<String, Object> options, String key, Object value) {
        Map<String, Object> all = new java.util.HashMap<>(options);
        all.put(key, value);
        return all;
    }

    /** Reveals the tops in turn at a table deal: the deal's FirstSeat event, which the state keeps too. */
    private static FirstSeat reveal(SpiteGame game, String... tops) {
        SpiteState state = game.start(1, TABLE_DEAL);
        List<GameEvent> events = new ArrayList<>();
        for (String top : tops) {
            assertEquals(null, state.firstSeat(), "no seat starts before every top is up");
            state.apply(GameState.CHANCE, state.parseMove(GameState.CHANCE, top), events::add);
        }
        List<FirstSeat> firsts = events.stream().filter(FirstSeat.class::isInstance).map(FirstSeat.class::cast).toList();
        assertEquals(1, firsts.size(), "one FirstSeat event: " + events);
        assertEquals(firsts.get(0), state.firstSeat());
        assertEquals(firsts.get(0).seat(), state.toMove().first());
        return firsts.get(0);
    }
}
