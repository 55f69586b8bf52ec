package org.tabula.rules.spite;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.spite.SpiteEvent.FirstSeat;
import org.tabula.rules.spite.SpiteEvent.FirstSeat.Basis;

/** At a table deal the last event of the last reveal says who starts and why (docs/rules.md: the highest pay-off top). */
class FirstSeatTest {
    private static final Map<String, Object> TABLE_DEAL = Map.of("deal", "table");

    @Test
    void theHighestTopStarts() {
        assertEquals(new FirstSeat(1, SpiteCard.named("KD"), Basis.HIGHEST_TOP), lastEvent(SpiteContractTest.game(2, Map.of(), 0), "QS", "KD"));
    }

    @Test
    void equalRanksAreDecidedBySuitSpadesFirst() {
        assertEquals(new FirstSeat(1, SpiteCard.named("KS"), Basis.SUIT), lastEvent(SpiteContractTest.game(2, Map.of(), 0), "KD", "KS"));
    }

    @Test
    void aTieNoReshuffleCanBreakLetsTheFirstTiedSeatStart() {
        assertEquals(new FirstSeat(0, SpiteCard.named("KS"), Basis.LOWEST_SEAT),
                lastEvent(SpiteContractTest.game(4, Map.of("partnership", true), 1), "KS", "KS", "3C", "4C"));
    }

    private static GameEvent lastEvent(SpiteGame game, String... tops) {
        SpiteState state = game.start(1, TABLE_DEAL);
        List<GameEvent> events = new ArrayList<>();
        for (String top : tops) {
            state.apply(GameState.CHANCE, state.parseMove(GameState.CHANCE, top), events::add);
        }
        return events.get(events.size() - 1);
    }
}
