package org.tabula.rules.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.Game;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.InformationSet;
import org.tabula.rules.games.Games;
import org.tabula.rules.SeededRandom;

/** The rule-based baselines' choices in positions worked by hand. */
class RuleBotsTest {
    private static GameState play(String game, int players, Map<String, Object> setup, String... moves) {
        GameKind kind = Games.find(game).orElseThrow();
        Game rules = kind.create(players, kind.parseOptions(Map.of()));
        GameState state = rules.start(1, setup);
        for (String move : moves) {
            int seat = move.charAt(0) - '0';
            state.apply(seat, state.parseMove(seat, move.substring(2)));
        }
        return state;
    }

    private static String choice(GameState state, long seed) {
        int seat = state.toMove().first();
        Bot bot = Bots.named("rules").create(state.game());
        return state.formatMove(seat, bot.chooseMove(InformationSet.of(state, seat), Budget.iterations(1), new SeededRandom(seed)));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            leading, it sheds its highest card                   |                      | 10
            under a poor trick, its highest card that goes under | 0:9                  | 8
            under a rich trick, its lowest card                  | 0:9,1:B              | 1
            when it cannot go under, it keeps its banner         | 0:1                  | pass
            over only banners, its lowest card, to take them     | 0:B                  | 1
            """)
    void spartacus(String name, String moves, String expected) {
        GameState state = play("spartacus", 3, Map.of("leader", 0), moves == null ? new String[0] : moves.split(","));
        assertEquals(expected, choice(state, 1), name);
    }

    @Test
    void senatorPushesItsCardIntoTheSenate() {
        // Seat 0's 10 waits on stair 01 and seat 1's 1 on stair 03: any card pushed in at D1 moves
        // the 10 down into the Senate (+10); one pushed at D3 would move the blue 1 in (-1); the rest score nothing.
        GameState state = play("senator", 2, Map.of("first", 0), "1:banner@43", "0:10@D1", "1:1@D3");
        for (long seed = 0; seed < 10; seed++) {
            assertTrue(choice(state, seed).endsWith("@D1"), choice(state, seed));
        }
    }

    @Test
    void wheelOfHistoryAvoidsEndingTheGameOnAValueItHolds() {
        // Each seat takes two 5s; the fifth 5 then lies next to the pawn. Taking it ends the game
        // with seat 0 losing 15 against seat 1's 10, so it takes another card.
        List<String> circle = new ArrayList<>(List.of("R5", "G5", "B5", "Y5", "W5"));
        for (String colour : List.of("R", "G", "B", "Y", "W")) {
            for (int value = 1; value <= 4; value++) {
                circle.add(colour + value);
            }
        }
        GameState state = play("wheel", 2, Map.of("circle", circle, "first", 0), "0:1", "1:1", "0:1", "1:1");
        assertTrue(!choice(state, 0).equals("1"), "took the fifth 5");
    }
}
