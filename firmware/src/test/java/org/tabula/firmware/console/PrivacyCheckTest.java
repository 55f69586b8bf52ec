package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.junit.jupiter.api.Test;

import org.tabula.firmware.json.Json;
import org.tabula.firmware.play.ConsoleGame;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;

/**
 * A choice is secret when several seats choose at once or the seat sees more than the table:
 * the views compared as records mean what they meant compared as JSON without their audience.
 */
class PrivacyCheckTest {
    @Test
    void theRecordsOfEveryGameAgreeWithTheirJsonAtEveryPositionOfSomeGames() {
        for (ConsoleGame console : ConsoleGames.all()) {
            for (int players = console.kind().minPlayers(); players <= console.kind().maxPlayers(); players++) {
                Game game;
                try {
                    game = console.kind().create(players, console.kind().parseOptions(null));
                } catch (GameConfigException e) {
                    continue; // played with options only (Spite and Malice for 4 or 6 in partnership)
                }
                SeededRandom rng = new SeededRandom(players);
                for (int deal = 0; deal < 3; deal++) {
                    GameState state = game.start(deal);
                    for (int moves = 0; !state.isOver() && moves < 400; moves++) {
                        int seat = state.toMove().first();
                        if (seat != GameState.CHANCE) {
                            Boolean known = console.adapter().secretChoice(state, seat);
                            boolean expected = known != null ? known : state.toMove().size() > 1
                                    || !jsonWithoutAudience(state, seat).equals(jsonWithoutAudience(state, GameState.TABLE));
                            assertEquals(expected, new PrivacyCheck().isSecret(state, console.adapter(), seat, moves),
                                    console.kind().name() + ", " + players + " players, deal " + deal + ", move " + moves);
                        }
                        int[] legal = state.legalMoves(seat);
                        state.apply(seat, legal[rng.nextInt(legal.length)]);
                    }
                }
            }
        }
    }

    @Test
    void aHandIsSecretAndAnOpenCircleIsNot() {
        assertEquals(true, secretAtStart("spite"), "a Spite and Malice hand");
        assertEquals(true, secretAtStart("spartacus"), "a Spartacus hand");
        assertEquals(true, secretAtStart("sumo"), "both seats choose at once");
        assertEquals(false, secretAtStart("wheel"), "the circle is open to all");
    }

    private static boolean secretAtStart(String name) {
        ConsoleGame console = ConsoleGames.named(name);
        GameState state = console.kind().create(console.kind().minPlayers(), console.kind().parseOptions(null)).start(7);
        return new PrivacyCheck().isSecret(state, console.adapter(), state.toMove().first(), 0);
    }

    private static JsonNode jsonWithoutAudience(GameState state, int audience) {
        JsonNode tree = Json.MAPPER.valueToTree(state.view(audience));
        if (tree instanceof ObjectNode object) {
            object.remove("audience");
        }
        return tree;
    }
}
