package org.tabula.display;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.display.golden.Golden;
import org.tabula.display.golden.Pictures;
import org.tabula.display.led.LedSettings;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Language;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.Seats;
import org.tabula.rules.spite.Spite;
import org.tabula.rules.wheel.Wheel;

/**
 * The screens of a table deal (docs/table-deal.md), in English and Japanese: the circle being
 * laid (17 of 25), a pay-off top to turn up at the start of a Spite and Malice deal (with the
 * note of what the box leaves to the players) and during it.
 */
class TableDealGoldenTest {
    private static final Map<String, Object> TABLE = Map.of("deal", "table");
    /** The circle seed 2002 shuffles (examples/wheel-table-deal.json). */
    private static final List<String> CIRCLE = List.of("R2", "Y5", "B1", "R5", "Y4", "B4", "W3", "Y2", "W4", "R4", "Y1", "G4", "G1",
            "W1", "W2", "R3", "B2");

    private static GameState tableDeal(GameKind kind, int players, Map<String, Object> options, List<String> moves) {
        GameState state = kind.create(players, kind.parseOptions(options)).start(1, TABLE);
        for (String move : moves) {
            int colon = move.indexOf(':');
            String seat = move.substring(0, colon);
            int mover = seat.equals("reveal") ? GameState.CHANCE : Integer.parseInt(seat);
            state.apply(mover, state.parseMove(mover, move.substring(colon + 1)));
        }
        return state;
    }

    private static void check(String name, GameState state, Players players) {
        for (Language language : List.of(Language.english(), Language.japanese())) {
            String prefix = language.equals(Language.english()) ? "" : "ja-";
            Golden.check(prefix + name, Pictures.oled(DrawnGames.playScreen(state.view(GameState.TABLE), List.of(), players).render(language)));
        }
    }

    @Test
    void theCircleHalfLaid() {
        GameState state = tableDeal(Wheel.KIND, 3, Map.of(), CIRCLE.stream().map(card -> "reveal:" + card).toList());
        check("table-deal-wheel-17-laid", state, new Players(Wheel.KIND.seatNames(3), Seats.NONE));
        // The strip while the circle is laid: every seat's colour dimmed, nobody's turn.
        int[] lights = DrawnGames.lights(state.view(GameState.TABLE), new LedSettings(19, 255));
        assertEquals(19, lights.length);
    }

    @Test
    void theFirstPayoffTopToTurnUpWithTheNote() {
        check("table-deal-spite-start", tableDeal(Spite.KIND, 2, Map.of(), List.of()), new Players(Spite.KIND.seatNames(2), Seats.NONE));
    }

    @Test
    void aPayoffTopToTurnUpDuringTheDeal() {
        // examples/spite-table-deal.json's opening: seat 1 starts, and seat 0 plays its pay-off ace.
        GameState state = tableDeal(Spite.KIND, 2, Map.of(), List.of("reveal:AC", "reveal:7S", "1:H5D>D3", "0:P>C+"));
        check("table-deal-spite-turn-up", state, new Players(Spite.KIND.seatNames(2), Seats.NONE));
    }
}
