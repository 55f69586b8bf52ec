package org.tabula.display.wheel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.display.Plays;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Language;
import org.tabula.display.widget.Table;
import org.tabula.rules.GameState;
import org.tabula.rules.Seats;
import org.tabula.rules.wheel.Wheel;
import org.tabula.rules.wheel.WheelColour;
import org.tabula.rules.wheel.WheelView;

class WheelTableTest {
    private static final Players THREE = new Players(Wheel.KIND.seatNames(3), Seats.NONE);

    private static List<String> colourHeaders(Table table, Language language) {
        return table.columns().subList(1, 1 + WheelColour.values().length).stream().map(column -> language.format(column.header())).toList();
    }

    @Test
    void colourColumnsAreHeadedByTheColoursNamesNotLikeCards() {
        WheelView view = (WheelView) Plays.random(Wheel.KIND, 3, Map.of(), 4, 5).state().view(GameState.TABLE);
        Table table = WheelTable.of(view, THREE, false);
        assertEquals(List.of("Red", "Grn", "Blu", "Yel", "Wht"), colourHeaders(table, Language.english()));
        assertEquals(List.of("赤", "緑", "青", "黄", "白"), colourHeaders(table, Language.japanese()));
        for (String header : colourHeaders(table, Language.english())) {
            assertFalse(header.matches("[RGBYW][0-9x]*"), header + " reads like a card id");
        }
    }

    @Test
    void aThrownAwayColourIsStruckThroughAndAScoredOneLit() {
        WheelView thrown = (WheelView) Plays.play(Wheel.KIND, 2, Map.of("discardOnce", true), 3, "0:2x", "1:1", "0:3", "1:2")
                .state().view(GameState.TABLE);
        Table table = WheelTable.of(thrown, new Players(Wheel.KIND.seatNames(2), Seats.NONE), false);
        for (WheelColour colour : WheelColour.values()) {
            Table.Column column = table.columns().get(1 + colour.ordinal());
            assertEquals(thrown.blockedColours().contains(colour), column.struck(), colour + " struck");
            assertEquals(thrown.scoredColours().contains(colour), column.lit(), colour + " lit");
        }
        assertTrue(table.columns().stream().anyMatch(Table.Column::struck), "the thrown-away card blocks its colour");
    }
}
