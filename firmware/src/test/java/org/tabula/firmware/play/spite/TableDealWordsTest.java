package org.tabula.firmware.play.spite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.rules.GameState;
import org.tabula.rules.spite.Spite;
import org.tabula.rules.spite.SpiteEvent;
import org.tabula.firmware.script.GameSetup;

/** At a table deal the players handle the real cards: the box says what to do with them, and asks for each card it must see. */
class TableDealWordsTest {
    private static final SpiteAdapter SPITE = new SpiteAdapter();

    private static String english(Text text) {
        return Language.english().format(text);
    }

    @Test
    void spiteSaysWhatToDoWithTheRealCards() {
        assertEquals("P1: shuffle the 12 cards of the completed piles under the stock",
                english(SPITE.tableEventText(Spite.KIND.seatNames(2), new SpiteEvent.StockReplenished(0, 12, true))));
        assertEquals("P2: shuffle the 30 cards of the centre piles under the stock",
                english(SPITE.tableEventText(Spite.KIND.seatNames(2), new SpiteEvent.StockReplenished(1, 30, false))));
        assertEquals("Shuffle all but the pay-off piles, deal 5 each: P2 plays first",
                english(SPITE.tableEventText(Spite.KIND.seatNames(2), new SpiteEvent.Reshuffled(40, 1))));
        assertEquals("P1 wins the deal: 30. Gather the cards for the next deal",
                english(SPITE.tableEventText(Spite.KIND.seatNames(2), new SpiteEvent.DealWon(List.of(0), 30))));
        // Everything else is said as at a box deal.
        assertNull(SPITE.tableEventText(Spite.KIND.seatNames(2), new SpiteEvent.TurnEnded(0, true)));
    }

    @Test
    void spiteAsksForThePayoffTopsWithTheNoteOnceAtTheStart() {
        GameState state = Spite.KIND.create(2, Spite.KIND.parseOptions(Map.of())).start(1, GameSetup.TABLE_DEAL.values());
        assertEquals(List.of("P1: turn up your pay-off top and tap it", "Rules on unseen hands are up to you"),
                SPITE.revealLines(state).stream().map(TableDealWordsTest::english).toList());
        state.apply(GameState.CHANCE, state.parseMove(GameState.CHANCE, "KS"));
        assertEquals(List.of("P2: turn up your pay-off top and tap it"), SPITE.revealLines(state).stream().map(TableDealWordsTest::english).toList());
    }
}
