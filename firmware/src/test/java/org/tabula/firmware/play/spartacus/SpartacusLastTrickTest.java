package org.tabula.firmware.play.spartacus;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.tabula.display.text.Language;
import org.tabula.rules.Game;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.firmware.play.ConsoleGames;

/** The line the box shows when a Spartacus game ends: who took the trick left open, and what it added. */
class SpartacusLastTrickTest {
    /** The English line for the last move's last event, three seats, {@code leader} leading. */
    private static String lastLine(Map<String, Object> options, int leader, String moves) {
        GameKind kind = ConsoleGames.named("spartacus").kind();
        Game game = kind.create(3, kind.parseOptions(options));
        GameState state = game.start(1, Map.of("leader", leader));
        List<GameEvent> events = new ArrayList<>();
        for (String move : moves.split(" ")) {
            int seat = move.charAt(0) - '0';
            events.clear();
            state.apply(seat, state.parseMove(seat, move.substring(2)), events::add);
        }
        return Language.english().format(new SpartacusAdapter().eventText(state.game().seatNames(), events.get(events.size() - 1)));
    }

    /** The rules' worked game A: Blue's banner is its last card; the open trick 10 2 1 B goes to Red's 1, (10 + 2 + 1) x 2. */
    @Test
    void theLowestCardTakesTheOpenTrickAndItsPoints() {
        assertEquals("Red takes the last trick: +26", lastLine(Map.of(), 0,
                "0:B 1:9 2:6 0:4 1:pass 2:B 1:10 2:9 0:8 1:pass 2:pass 1:8 2:7 0:6 1:5 2:pass 0:3 1:pass "
                        + "1:6 2:3 0:2 1:1 2:pass 0:pass 2:10 0:9 1:7 2:5 0:pass 1:4 2:2 1:pass 0:7 1:3 2:1 0:pass 1:pass "
                        + "0:10 1:2 2:pass 0:1 1:B"));
    }

    /** The rules' worked example of jokers: Red's lone joker ends the game and its trick costs Red 10. */
    @Test
    void aLastTrickOfOneJokerCostsItsTaker10() {
        assertEquals("Red takes the last trick: -10", lastLine(Map.of("bannerJoker", true, "jokerPenalty", true), 0,
                "0:10 1:9 2:B 0:8 1:pass 2:pass 1:10 2:9 0:7 1:6 2:5 0:4 1:3 2:2 0:1 1:pass 2:pass "
                        + "1:8 2:7 0:6 1:5 2:4 0:3 1:2 2:1 0:pass 1:pass 0:9 1:7 2:6 0:5 1:4 2:3 0:2 1:1 2:pass 0:pass "
                        + "2:8 0:pass 1:pass 0:B"));
    }

    /** The rules' worked game B: a last trick of two banners goes to nobody; the line says who went out. */
    @Test
    void aLastTrickOfBannersGoesToNobody() {
        assertEquals("Green played the last card", lastLine(Map.of(), 2,
                "2:10 0:9 1:8 2:7 0:6 1:5 2:4 0:3 1:2 2:1 0:pass 1:pass 0:10 1:9 2:8 0:pass 1:7 2:6 1:4 2:3 1:1 2:pass "
                        + "2:9 0:8 1:6 2:5 0:4 1:3 2:2 0:1 1:pass 2:pass 1:B 2:B"));
    }
}
