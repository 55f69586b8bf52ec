package org.tabula.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import org.tabula.rules.senator.BoardCard;
import org.tabula.rules.senator.Senator;
import org.tabula.rules.senator.SenatorView;
import org.tabula.rules.spite.SpiteCard;
import org.tabula.rules.wheel.WheelCard;
import org.tabula.rules.wheel.WheelColour;

/** The card names and phases views write are read back, typed, in the rules and nowhere else. */
class CardNamesTest {
    @Test
    void senatorBoardCardsAreSeatAndValueBannerOrFaceDownWrittenAsTheNotation() {
        assertEquals("B10", new BoardCard.Numbered(1, 10).notation());
        assertEquals("G3", new BoardCard.Numbered(2, 3).notation());
        assertEquals("Y", new BoardCard.Banner().notation());
        assertEquals("?", new BoardCard.FaceDown().notation());
    }

    @Test
    void senatorPhasesAreTypedAndWrittenByName() {
        GameState state = Senator.KIND.create(2, Senator.KIND.parseOptions(null)).start(1);
        assertEquals(SenatorView.Phase.BANNER, ((SenatorView) state.view(GameState.TABLE)).phase());
        state.apply(1, state.legalMoves(1)[0]);
        assertEquals(SenatorView.Phase.PUSH, ((SenatorView) state.view(GameState.TABLE)).phase());
        assertEquals("banner push over", Arrays.stream(SenatorView.Phase.values()).map(SenatorView.Phase::notation).collect(Collectors.joining(" ")));
    }

    @Test
    void wheelCardsAreColourAndValueWrittenAsTheNotation() {
        assertEquals("RGBYW", Arrays.stream(WheelColour.values()).map(WheelColour::notation).collect(Collectors.joining()));
        assertEquals("G3", new WheelCard(WheelColour.GREEN, 3).notation());
        assertEquals("W5", new WheelCard(WheelColour.WHITE, 5).notation());
        assertThrows(IllegalArgumentException.class, () -> new WheelCard(WheelColour.GREEN, 6));
    }

    @Test
    void spiteCardsAreRankAndSuitOrJokerWrittenAsTheNotation() {
        assertEquals("10H", new SpiteCard(10, 2).notation());
        assertEquals("10", new SpiteCard(10, 2).rankName());
        assertEquals("AS", new SpiteCard(1, 3).notation());
        assertEquals("A", new SpiteCard(1, 3).rankName());
        assertTrue(new SpiteCard(0, -1).isJoker());
        assertEquals("*", new SpiteCard(0, -1).notation());
        assertEquals("*", new SpiteCard(0, -1).rankName());
        assertThrows(IllegalArgumentException.class, () -> new SpiteCard(14, 2));
        assertThrows(IllegalArgumentException.class, () -> new SpiteCard(0, 2));
    }
}
