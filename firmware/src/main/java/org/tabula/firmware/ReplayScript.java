package org.tabula.firmware;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;

import org.tabula.firmware.json.Json;
import org.tabula.firmware.json.JsonErrors;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameKind;
import org.tabula.rules.Options;
import org.tabula.rules.Series;

/**
 * A replay script (docs/replay.md) read and checked, but not yet played.
 *
 * <p>One game: {@code {"game", "players", "options", "seed", "setup", "moves"}}. A series of
 * games under the same options puts the per-game part in a list instead:
 * {@code "series": {"goal": {"games": 3} or {"points": 50}, "games": [{"seed", "setup", "moves"}, ...]}}.
 * Either may give seats to bots with {@code "bots"} ({@link ReplayBots}).
 */
record ReplayScript(Game game, Series.Goal goal, List<Deal> deals, ReplayBots bots) {
    private static final Set<String> TOP_KEYS = Set.of("game", "players", "options", "seed", "setup", "moves", "series", "bots");
    private static final Set<String> SERIES_KEYS = Set.of("goal", "games");
    private static final Set<String> DEAL_KEYS = Set.of("seed", "setup", "moves");

    /** One game of the script: its seed, explicit setup (or null) and moves as written. */
    record Deal(long seed, Map<String, Object> setup, List<String> moves) {
    }

    /** The longest script read, in characters: far above any real game, so memory stays bounded. */
    static final int MAX_LENGTH = 10_000_000;

    /**
     * A script that is not well formed: the message says what and where; the game of a series
     * ({@link #isSeries}) and the move at fault, when one is, are given as numbers too.
     */
    static final class MalformedException extends Exception {
        private static final long serialVersionUID = 1L;
        private final Integer gameIndex;
        private final Integer moveIndex;

        MalformedException(String message) {
            this(null, null, message);
        }

        MalformedException(Integer gameIndex, Integer moveIndex, String message) {
            super(message);
            this.gameIndex = gameIndex;
            this.moveIndex = moveIndex;
        }

        Integer gameIndex() {
            return gameIndex;
        }

        Integer moveIndex() {
            return moveIndex;
        }
    }

    /**
     * Whether a script counts as a series, with a {@code "series"} in its output and a
     * {@code "gameIndex"} in its errors: more than one game, or a goal other than one game.
     */
    static boolean isSeries(Series.Goal goal, int games) {
        return games > 1 || goal.games() != 1;
    }

    boolean isSeries() {
        return isSeries(goal, deals.size());
    }

    static ReplayScript parse(String text) throws MalformedException {
        if (text.length() > MAX_LENGTH) {
            throw new MalformedException("the script is longer than " + String.format(java.util.Locale.ENGLISH, "%,d", MAX_LENGTH) + " characters");
        }
        JsonNode root;
        try {
            root = Json.MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            throw new MalformedException(JsonErrors.sentence(e, "the script"));
        }
        if (root == null || !root.isObject()) {
            throw new MalformedException("the script must be one JSON object, such as {\"game\": \"sumo\", \"moves\": []}");
        }
        checkKeys(root, TOP_KEYS, "the script");
        JsonNode name = root.get("game");
        if (name == null || !name.isTextual()) {
            throw new MalformedException("the script needs \"game\": one of " + gameNames());
        }
        try {
            GameKind kind = ConsoleGames.named(name.asText()).kind();
            int players = players(root.get("players"), kind);
            Options options = kind.parseOptions(object(root.get("options"), "options"));
            Game game = kind.create(players, options);
            ReplayBots bots = ReplayBots.parse(root.get("bots"), game);
            if (root.has("series")) {
                if (root.has("seed") || root.has("setup") || root.has("moves")) {
                    throw new MalformedException("a series script gives seed, setup and moves per game inside \"series\".\"games\", not at the top");
                }
                return parseSeries(game, root.get("series"), bots);
            }
            return new ReplayScript(game, Series.Goal.games(1), List.of(deal(root, "", null)), bots);
        } catch (GameConfigException e) {
            throw new MalformedException(e.getMessage());
        }
    }

    private static ReplayScript parseSeries(Game game, JsonNode series, ReplayBots bots) throws MalformedException {
        if (!series.isObject()) {
            throw new MalformedException("\"series\" must be an object with \"goal\" and \"games\"");
        }
        checkKeys(series, SERIES_KEYS, "\"series\"");
        JsonNode goalNode = series.get("goal");
        if (goalNode == null || !goalNode.isObject()) {
            throw new MalformedException("\"series\".\"goal\" must be {\"games\": N} or {\"points\": N}");
        }
        checkKeys(goalNode, Set.of("games", "points"), "\"series\".\"goal\"");
        if (goalNode.size() != 1) {
            throw new MalformedException("\"series\".\"goal\" must be {\"games\": N} or {\"points\": N}: one of them, not "
                    + (goalNode.isEmpty() ? "neither" : "both"));
        }
        Series.Goal goal = goalNode.has("games") ? Series.Goal.games(atLeastOne(goalNode.get("games"), "series.goal.games"))
                : Series.Goal.points(atLeastOne(goalNode.get("points"), "series.goal.points"));
        JsonNode list = series.get("games");
        if (list == null || !list.isArray() || list.isEmpty()) {
            throw new MalformedException("\"series\".\"games\" must be a non-empty list of {\"seed\", \"setup\", \"moves\"}");
        }
        boolean counted = isSeries(goal, list.size());
        List<Deal> deals = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            JsonNode item = list.get(i);
            String where = "series.games[" + i + "].";
            Integer gameIndex = counted ? i : null;
            if (!item.isObject()) {
                throw new MalformedException(gameIndex, null, where.substring(0, where.length() - 1) + " must be an object");
            }
            try {
                checkKeys(item, DEAL_KEYS, where.substring(0, where.length() - 1));
            } catch (MalformedException e) {
                throw new MalformedException(gameIndex, null, e.getMessage());
            }
            deals.add(deal(item, where, gameIndex));
        }
        return new ReplayScript(game, goal, List.copyOf(deals), bots);
    }

    private static Deal deal(JsonNode node, String where, Integer gameIndex) throws MalformedException {
        JsonNode seedNode = node.get("seed");
        long seed = 0;
        if (seedNode != null && !seedNode.isNull()) {
            if (!seedNode.isIntegralNumber() || !seedNode.canConvertToLong()) {
                throw new MalformedException(gameIndex, null, where + "seed must be a whole number from "
                        + Long.MIN_VALUE + " to " + Long.MAX_VALUE + ", not " + describe(seedNode));
            }
            seed = seedNode.asLong();
        }
        Map<String, Object> setup;
        try {
            setup = object(node.get("setup"), where + "setup");
        } catch (MalformedException e) {
            throw new MalformedException(gameIndex, null, e.getMessage());
        }
        JsonNode movesNode = node.get("moves");
        if (movesNode == null || !movesNode.isArray()) {
            throw new MalformedException(gameIndex, null, where + "moves must be a list of strings such as \"0:6\"");
        }
        List<String> moves = new ArrayList<>();
        for (int i = 0; i < movesNode.size(); i++) {
            JsonNode move = movesNode.get(i);
            if (!move.isTextual()) {
                throw new MalformedException(gameIndex, i, where + "moves[" + i + "] must be a string such as \"0:6\", not " + describe(move));
            }
            moves.add(move.asText());
        }
        return new Deal(seed, setup, List.copyOf(moves));
    }

    private static Map<String, Object> object(JsonNode node, String what) throws MalformedException {
        if (node == null || node.isNull()) {
            return null;
        }
        if (!node.isObject()) {
            throw new MalformedException("\"" + what + "\" must be an object or null, not " + describe(node));
        }
        return Json.MAPPER.convertValue(node, new TypeReference<LinkedHashMap<String, Object>>() { });
    }

    /**
     * The number of players: required where the game allows more than one number of players, so
     * that a forgotten key cannot quietly replay a different game; Sumo (always 2) may leave it out.
     */
    private static int players(JsonNode node, GameKind kind) throws MalformedException {
        boolean oneCount = kind.minPlayers() == kind.maxPlayers();
        if (node == null || node.isNull()) {
            if (oneCount) {
                return kind.minPlayers();
            }
            throw new MalformedException("the script needs \"players\": " + kind.name() + " is for " + playerRange(kind) + " players");
        }
        if (!node.isIntegralNumber()) {
            throw new MalformedException("\"players\" must be a whole number, not " + describe(node));
        }
        if (!node.canConvertToInt() || node.asInt() < kind.minPlayers() || node.asInt() > kind.maxPlayers()) {
            throw new MalformedException(kind.name() + " is for " + playerRange(kind) + " players, not " + node);
        }
        return node.asInt();
    }

    private static int atLeastOne(JsonNode node, String what) throws MalformedException {
        if (!node.isIntegralNumber()) {
            throw new MalformedException("\"" + what + "\" must be a whole number, not " + describe(node));
        }
        if (!node.canConvertToInt() || node.asInt() < 1) {
            throw new MalformedException("\"" + what + "\" must be a whole number from 1 to " + Integer.MAX_VALUE + ", not " + node);
        }
        return node.asInt();
    }

    /** A JSON value as a person reads it: {@code the text "3"}, {@code a list}, {@code 2.5}. */
    static String describe(JsonNode node) {
        if (node.isTextual()) {
            return "the text " + node;
        }
        if (node.isArray()) {
            return "a list";
        }
        if (node.isObject()) {
            return "an object";
        }
        return node.toString();
    }

    private static void checkKeys(JsonNode node, Set<String> allowed, String what) throws MalformedException {
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String key = names.next();
            if (!allowed.contains(key)) {
                throw new MalformedException(what + " has an unknown key \"" + key + "\" (known: " + String.join(", ", new java.util.TreeSet<>(allowed)) + ")");
            }
        }
    }

    private static String playerRange(GameKind kind) {
        return kind.minPlayers() == kind.maxPlayers() ? Integer.toString(kind.minPlayers())
                : kind.minPlayers() + " to " + kind.maxPlayers();
    }

    private static String gameNames() {
        return String.join(", ", ConsoleGames.all().stream().map(game -> game.kind().name()).toList());
    }
}
