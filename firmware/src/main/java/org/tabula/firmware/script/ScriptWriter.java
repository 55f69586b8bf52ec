package org.tabula.firmware.script;

import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.tabula.firmware.json.Json;
import org.tabula.rules.Series;

/**
 * Writes a {@link Script} in the public format (docs/replay.md): {@code "game"}, {@code "players"},
 * {@code "options"}, {@code "bots"} if any seat has one, then the one game's {@code "seed"},
 * {@code "setup"} and {@code "moves"}, or a {@code "series"} with its goal and games.
 */
public final class ScriptWriter {
    private ScriptWriter() {
    }

    /** The script as compact JSON text, as the box keeps and exports it. */
    public static String text(Script script) {
        return Json.text(tree(script));
    }

    public static ObjectNode tree(Script script) {
        ObjectNode root = Json.object();
        root.put("game", script.game().kind().name());
        root.put("players", script.game().players());
        root.set("options", Json.tree(script.game().options().explicitValues()));
        ObjectNode bots = Json.object();
        script.bots().forEach((seat, bot) -> {
            if (bot.budget().equals(bot.kind().defaultBudget(script.game()))) {
                bots.put(Integer.toString(seat), bot.kind().name());
            } else {
                bots.putObject(Integer.toString(seat)).put("kind", bot.kind().name()).put("iterations", bot.budget().iterations());
            }
        });
        if (!bots.isEmpty()) {
            root.set("bots", bots);
        }
        if (!script.isSeries()) {
            putDeal(root, script.current());
            return root;
        }
        ObjectNode series = root.putObject("series");
        ObjectNode goal = series.putObject("goal");
        Series.Goal target = script.goal();
        if (target.games() > 0) {
            goal.put("games", target.games());
        }
        if (target.points() > 0) {
            goal.put("points", target.points());
        }
        ArrayNode games = series.putArray("games");
        script.deals().forEach(deal -> putDeal(games.addObject(), deal));
        return root;
    }

    /**
     * The script without its last game's {@code "moves"}: the journal's first record, which the
     * moves follow as records of their own ({@link #currentMoves} puts them back).
     */
    public static ObjectNode header(Script script) {
        ObjectNode header = tree(script);
        currentGame(header).remove("moves");
        return header;
    }

    /**
     * The moves list of the last game in a script's JSON (a {@link #header}, or what a journal
     * holds), made if missing; null if the JSON has no place for one.
     */
    public static ArrayNode currentMoves(ObjectNode script) {
        ObjectNode game = currentGame(script);
        if (game == null) {
            return null;
        }
        JsonNode moves = game.get("moves");
        if (moves == null || moves.isNull()) {
            return game.putArray("moves");
        }
        return moves instanceof ArrayNode list ? list : null;
    }

    /** The object holding the last game's seed, setup and moves: the script itself, or the last of its series' games. */
    private static ObjectNode currentGame(ObjectNode script) {
        JsonNode series = script.get("series");
        JsonNode game = series != null && series.get("games") instanceof ArrayNode games && !games.isEmpty()
                ? games.get(games.size() - 1) : script;
        return game instanceof ObjectNode object ? object : null;
    }

    private static void putDeal(ObjectNode node, Deal deal) {
        node.put("seed", deal.seed());
        Map<String, Object> setup = deal.setup().values();
        if (setup == null) {
            node.putNull("setup");
        } else {
            node.set("setup", Json.tree(setup));
        }
        if (deal.unreadable() != null) {
            // Only a script that replays is written, and one with a move that does not read never does.
            throw new IllegalArgumentException("move " + deal.unreadable().index() + " does not read: " + deal.unreadable().reason());
        }
        ArrayNode moves = node.putArray("moves");
        deal.moves().forEach(move -> moves.add(move.text()));
    }
}
