package org.tabula.firmware.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.tabula.rules.senator.BoardCard;
import org.tabula.rules.senator.SenatorView;
import org.tabula.rules.spartacus.Play;
import org.tabula.rules.spartacus.SpartacusCard;
import org.tabula.rules.spite.SpiteCard;
import org.tabula.rules.wheel.WheelCard;
import org.tabula.rules.wheel.WheelColour;

/** The views' typed cards and phases are written as the notation, as views wrote them when they held text. */
class ValueTreeTest {
    private static String json(Object value) {
        return Json.text(Json.tree(value));
    }

    @Test
    void cardsColoursAndPhasesAreWrittenAsTheirNotation() {
        assertEquals("[\"10H\",\"*\",null]", json(Arrays.asList(new SpiteCard(10, 2), new SpiteCard(0, -1), null)));
        assertEquals("[\"G3\",\"Y\"]", json(List.of(new WheelCard(WheelColour.GREEN, 3), WheelColour.YELLOW)));
        Map<String, BoardCard> board = new LinkedHashMap<>();
        board.put("01", new BoardCard.Numbered(1, 10));
        board.put("11", new BoardCard.Banner());
        board.put("22", new BoardCard.FaceDown());
        assertEquals("{\"01\":\"B10\",\"11\":\"Y\",\"22\":\"?\"}", json(board));
        assertEquals("[\"banner\",\"push\",\"over\"]", json(SenatorView.Phase.values()));
        assertEquals("{\"seat\":2,\"card\":\"B\"}", json(new Play(2, SpartacusCard.BANNER)));
    }
}
