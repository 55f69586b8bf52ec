package org.tabula.firmware.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.junit.jupiter.api.Test;

import org.tabula.firmware.json.Json;
import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.GameType;
import org.tabula.rules.SeededRandom;
import org.tabula.firmware.script.GameSetup;

/**
 * What each game declares ({@link GameType}) holds in its views and states: a seat that sees
 * more than the table, or several seats choosing at once, is a secret choice exactly where the
 * declaration says; a deterministic game starts alike from every seed; a game dealt at the
 * table leaves unknown just the hands it declares. Every game of the box, the sixth included.
 */
class DeclaredTypesTest {
    @Test
    void aChoiceIsSecretWhereTheViewsSayAtEveryPositionOfSomeGames() {
        for (Game game : games()) {
            SeededRandom rng = new SeededRandom(game.players());
            for (int deal = 0; deal < 3; deal++) {
                GameState state = game.start(deal);
                for (int moves = 0; !state.isOver() && moves < 400; moves++) {
                    int seat = state.toMove().first();
                    String where = game.kind().name() + " " + game.options() + ", " + game.players() + " players, deal " + deal + ", move " + moves;
                    if (game.type().dynamics() == GameType.Dynamics.SEQUENTIAL) {
                        assertEquals(1, state.toMove().size(), where + ": one seat at a time");
                    }
                    if (seat != GameState.CHANCE) {
                        JsonNode own = withoutAudience(state, seat);
                        JsonNode table = withoutAudience(state, GameState.TABLE);
                        if (game.type().information() == GameType.Information.PERFECT) {
                            own.fields().forEachRemaining(field -> assertTrue(field.getValue().equals(table.get(field.getKey()))
                                    || contains(table, field.getValue()), where + ": the seat alone sees its " + field.getKey()));
                        } else if (state.knowsHand(seat)) {
                            assertFalse(own.equals(table), where + ": the seat sees nothing the table does not");
                        }
                        boolean secret = game.type().dynamics() == GameType.Dynamics.SIMULTANEOUS && state.toMove().size() > 1
                                || !own.equals(table) && game.type().information() != GameType.Information.PERFECT;
                        assertEquals(secret, game.type().choosesInSecret(state.toMove(), state.knowsHand(seat)), where);
                    }
                    int[] legal = state.legalMoves(seat);
                    state.apply(seat, legal[rng.nextInt(legal.length)]);
                }
            }
        }
    }

    @Test
    void aDeterministicGameStartsAlikeFromEverySeedAndAShuffledOneDoesNot() {
        for (Game game : games()) {
            List<List<JsonNode>> starts = new ArrayList<>();
            for (long seed = 0; seed < 8; seed++) {
                GameState state = game.start(seed);
                List<JsonNode> views = new ArrayList<>();
                for (int audience = GameState.TABLE; audience < game.players(); audience++) {
                    views.add(Json.tree(state.view(audience)));
                }
                starts.add(views);
            }
            assertEquals(game.type().chance() == GameType.ChanceMode.DETERMINISTIC, starts.stream().distinct().count() == 1,
                    game.kind().name() + " " + game.options() + ", " + game.players() + " players");
        }
    }

    @Test
    void aTableDealIsOfferedWhereDeclaredAndLeavesUnknownOnlyTheDeclaredHands() {
        for (Game game : games()) {
            String name = game.kind().name() + " " + game.options() + ", " + game.players() + " players";
            GameState dealt;
            try {
                dealt = game.start(0, GameSetup.TABLE_DEAL.values());
            } catch (GameConfigException e) {
                assertFalse(game.type().deals().contains(GameType.Deal.TABLE), name + " refuses a table deal: " + e.getMessage());
                continue;
            }
            assertTrue(game.type().deals().contains(GameType.Deal.TABLE), name + " is dealt at the table but does not say so");
            for (int seat = 0; seat < game.players(); seat++) {
                assertEquals(game.type().knowsHandsAfterTableDeal(), dealt.knowsHand(seat), name + ", seat " + seat);
            }
        }
    }

    @Test
    void aHandIsSecretAndAnOpenCircleIsNot() {
        assertTrue(secretAtStart("spite"), "a Spite and Malice hand");
        assertTrue(secretAtStart("spartacus"), "a Spartacus hand");
        assertTrue(secretAtStart("sumo"), "both seats choose at once");
        assertFalse(secretAtStart("wheel"), "the circle is open to all");
        assertFalse(secretAtStart("senator"), "the open Senator");
    }

    private static boolean secretAtStart(String name) {
        GameKind kind = ConsoleGames.named(name).kind();
        GameState state = kind.create(kind.minPlayers(), kind.parseOptions(null)).start(7);
        return state.game().type().choosesInSecret(state.toMove(), state.knowsHand(state.toMove().first()));
    }

    /** Every game of the box at every player count it plays with its default options, and Senator's hidden game. */
    private static List<Game> games() {
        List<Game> games = new ArrayList<>();
        for (ConsoleGame console : ConsoleGames.all()) {
            GameKind kind = console.kind();
            for (int players = kind.minPlayers(); players <= kind.maxPlayers(); players++) {
                try {
                    games.add(kind.create(players, kind.parseOptions(null)));
                } catch (GameConfigException e) {
                    // played with options only (Spite and Malice for 4 or 6 in partnership)
                }
            }
        }
        GameKind senator = ConsoleGames.named("senator").kind();
        games.add(senator.create(2, senator.parseOptions(Map.of("hidden", true))));
        return games;
    }

    /** Whether the value is somewhere in the tree (a seat's own hand among the table's list of open hands). */
    private static boolean contains(JsonNode tree, JsonNode value) {
        if (tree.equals(value)) {
            return true;
        }
        for (JsonNode child : tree) {
            if (contains(child, value)) {
                return true;
            }
        }
        return false;
    }

    private static JsonNode withoutAudience(GameState state, int audience) {
        JsonNode tree = Json.tree(state.view(audience));
        if (tree instanceof ObjectNode object) {
            object.remove("audience");
        }
        return tree;
    }
}
