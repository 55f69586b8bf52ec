package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.tabula.firmware.cards.roman.RomanDeck;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.rules.Game;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.firmware.play.ConsoleGames;

class HiddenPickTest {
    private static PositionAtTheBox afterTheBanner(Map<String, Object> options) {
        GameKind kind = ConsoleGames.named("senator").kind();
        Game game = kind.create(2, kind.parseOptions(options));
        GameState state = game.start(3);
        state.apply(1, state.parseMove(1, "banner@22"));
        return new PositionAtTheBox(game, 3, state, List.of(new org.tabula.firmware.script.Move(1, "banner@22")), 2);
    }

    @Test
    void inHiddenSenatorTheTappedCardIsNotNamedOnTheSharedScreen() {
        ScreenModel hidden = afterTheBanner(Map.of("hidden", true)).tapThenPress(RomanDeck.DECK.card("R7").orElseThrow(), 0, List.of()).screen();
        assertEquals(ScreenModel.Kind.WALK, hidden.kind());
        assertEquals("your card", hidden.titleText());
        ScreenModel open = afterTheBanner(Map.of()).tapThenPress(RomanDeck.DECK.card("R7").orElseThrow(), 0, List.of()).screen();
        assertEquals("Red 7", open.titleText());
    }
}
