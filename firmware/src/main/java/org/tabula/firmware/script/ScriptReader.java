package org.tabula.firmware.script;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.tabula.firmware.json.Json;
import org.tabula.firmware.json.JsonErrors;
import org.tabula.rules.Budget;
import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameKind;
import org.tabula.rules.Options;
import org.tabula.rules.Series;
import org.tabula.rules.bots.BotKind;
import org.tabula.rules.bots.Bots;

/**
 * Reads a replay script's text into a {@link Script}, checking its form, its game, options and
 * bots; the moves are for the rules to check as they are played.
 *
 * <p>One game: {@code {"game", "players", "options", "seed", "setup", "moves"}}. A series of
 * games under the same options puts the per-game part in a list instead:
 * {@code "series": {"goal": {"games": 3} or {"points": 50}, "games": [{"seed", "setup", "moves"}, ...]}}.
 * Either may give seats to bots: {@code "bots": {"1": "ismcts"}}, or with an explicit budget
 * {@code "bots": {"1": {"kind": "ismcts", "iterations": 500}}}.
 */
public final class ScriptReader {
    /** The longest script read, in characters: far above any real game, so memory stays bounded. */
    public static final int MAX_LENGTH = 10_000_000;
    /** The largest budget a script may ask of a bot, per move: 50 times the largest default, so a script cannot ask for days. */
    public static final int MAX_ITERATIONS = 1_000_000;
    private static final Set<String> TOP_KEYS = Set.of("game", "players", "options", "seed", "setup", "moves", "series", "bots");
    private static final Set<String> SERIES_KEYS = Set.of("goal", "games");
    private static final Set<String> DEAL_KEYS = Set.of("seed", "setup", "moves");

    private final List<GameKind> games;

    /** A reader of scripts of these games (the console's: the box's own and those it loads as services). */
    public ScriptReader(List<GameKind> games) {
        this.games = List.copyOf(games);
    }

    /** @throws MalformedScriptException saying what is wrong and where */
    public Script read(String text) throws MalformedScriptException {
        if (text.length() > MAX_LENGTH) {
            throw new MalformedScriptException("the script is longer than " + String.format(Locale.ENGLISH, "%,d", MAX_LENGTH) + " characters");
        }
        JsonNode root;
        try {
            root = Json.read(text);
        } catch (JsonProcessingException e) {
            throw new MalformedScriptException(JsonErrors.sentence(e, "the script"));
        }
        if (root == null || !root.isObject()) {
            throw new MalformedScriptException("the script must be one JSON object, such as {\"game\": \"sumo\", \"moves\": []}");
        }
        checkKeys(root, TOP_KEYS, "the script");
        JsonNode name = root.get("game");
        if (name == null || !name.isTextual()) {
            throw new MalformedScriptException("the script needs \"game\": one of " + gameNames());
        }
        try {
            GameKind kind = named(name.asText());
            int players = players(root.get("players"), kind);
            Options options = kind.parseOptions(object(root.get("options"), "options"));
            Game game = kind.create(players, options);
            List<Player> seats = seats(root.get("bots"), game);
            if (root.has("series")) {
                if (root.has("seed") || root.has("setup") || root.has("moves")) {
                    throw new MalformedScriptException("a series script gives seed, setup and moves per game inside \"series\".\"games\", not at the top");
                }
                return series(game, seats, root.get("series"));
            }
            return new Script(game, seats, Series.Goal.games(1), List.of(deal(root, "", null, players)));
        } catch (GameConfigException e) {
            throw new MalformedScriptException(e.getMessage());
        }
    }

    private GameKind named(String name) {
        return games.stream().filter(kind -> kind.name().equals(name)).findFirst()
                .orElseThrow(() -> new GameConfigException("unknown game '" + name + "' (known: " + gameNames() + ")"));
    }

    private static Script series(Game game, List<Player> seats, JsonNode series) throws MalformedScriptException {
        if (!series.isObject()) {
            throw new MalformedScriptException("\"series\" must be an object with \"goal\" and \"games\"");
        }
        checkKeys(series, SERIES_KEYS, "\"series\"");
        JsonNode goalNode = series.get("goal");
        if (goalNode == null || !goalNode.isObject()) {
            throw new MalformedScriptException("\"series\".\"goal\" must be {\"games\": N} or {\"points\": N}");
        }
        checkKeys(goalNode, Set.of("games", "points"), "\"series\".\"goal\"");
        if (goalNode.size() != 1) {
            throw new MalformedScriptException("\"series\".\"goal\" must be {\"games\": N} or {\"points\": N}: one of them, not "
                    + (goalNode.isEmpty() ? "neither" : "both"));
        }
        Series.Goal goal = goalNode.has("games") ? Series.Goal.games(atLeastOne(goalNode.get("games"), "series.goal.games"))
                : Series.Goal.points(atLeastOne(goalNode.get("points"), "series.goal.points"));
        JsonNode list = series.get("games");
        if (list == null || !list.isArray() || list.isEmpty()) {
            throw new MalformedScriptException("\"series\".\"games\" must be a non-empty list of {\"seed\", \"setup\", \"moves\"}");
        }
        boolean counted = Script.isSeries(goal, list.size());
        List<Deal> deals = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            JsonNode item = list.get(i);
            String where = "series.games[" + i + "]";
            Integer gameIndex = counted ? i : null;
            if (!item.isObject()) {
                throw new MalformedScriptException(gameIndex, null, where + " must be an object");
            }
            try {
                checkKeys(item, DEAL_KEYS, where);
            } catch (MalformedScriptException e) {
                throw new MalformedScriptException(gameIndex, null, e.getMessage());
            }
            deals.add(deal(item, where + ".", gameIndex, game.players()));
        }
        return new Script(game, seats, goal, deals);
    }

    private static Deal deal(JsonNode node, String where, Integer gameIndex, int players) throws MalformedScriptException {
        JsonNode seedNode = node.get("seed");
        long seed = 0;
        if (seedNode != null && !seedNode.isNull()) {
            if (!seedNode.isIntegralNumber() || !seedNode.canConvertToLong()) {
                throw new MalformedScriptException(gameIndex, null, where + "seed must be a whole number from "
                        + Long.MIN_VALUE + " to " + Long.MAX_VALUE + ", not " + describe(seedNode));
            }
            seed = seedNode.asLong();
        }
        Map<String, Object> setup;
        try {
            setup = object(node.get("setup"), where + "setup");
        } catch (MalformedScriptException e) {
            throw new MalformedScriptException(gameIndex, null, e.getMessage());
        }
        JsonNode movesNode = node.get("moves");
        if (movesNode == null || !movesNode.isArray()) {
            throw new MalformedScriptException(gameIndex, null, where + "moves must be a list of strings such as \"0:6\"");
        }
        List<Move> moves = new ArrayList<>();
        for (int i = 0; i < movesNode.size(); i++) {
            JsonNode move = movesNode.get(i);
            if (!move.isTextual()) {
                throw new MalformedScriptException(gameIndex, i, where + "moves[" + i + "] must be a string such as \"0:6\", not " + describe(move));
            }
        }
        for (int i = 0; i < movesNode.size(); i++) {
            try {
                moves.add(Move.parse(movesNode.get(i).asText(), players));
            } catch (MalformedScriptException e) {
                // Reported when the replay reaches it (Deal), after the moves before it.
                return new Deal(seed, GameSetup.of(setup), moves, new Deal.UnreadableMove(i, e.getMessage()));
            }
        }
        return new Deal(seed, GameSetup.of(setup), moves);
    }

    private static Map<String, Object> object(JsonNode node, String what) throws MalformedScriptException {
        if (node == null || node.isNull()) {
            return null;
        }
        if (!node.isObject()) {
            throw new MalformedScriptException("\"" + what + "\" must be an object or null, not " + describe(node));
        }
        return Json.plain((ObjectNode) node);
    }

    /**
     * The number of players: required where the game allows more than one number of players, so
     * that a forgotten key cannot quietly replay a different game; Sumo (always 2) may leave it out.
     */
    private static int players(JsonNode node, GameKind kind) throws MalformedScriptException {
        boolean oneCount = kind.minPlayers() == kind.maxPlayers();
        if (node == null || node.isNull()) {
            if (oneCount) {
                return kind.minPlayers();
            }
            throw new MalformedScriptException("the script needs \"players\": " + kind.name() + " is for " + playerRange(kind) + " players");
        }
        if (!node.isIntegralNumber()) {
            throw new MalformedScriptException("\"players\" must be a whole number, not " + describe(node));
        }
        if (!node.canConvertToInt() || node.asInt() < kind.minPlayers() || node.asInt() > kind.maxPlayers()) {
            throw new MalformedScriptException(kind.name() + " is for " + playerRange(kind) + " players, not " + Json.text(node));
        }
        return node.asInt();
    }

    /** Who plays each seat: people, but where {@code "bots"} names a bot. */
    private static List<Player> seats(JsonNode node, Game game) throws MalformedScriptException {
        List<Player> seats = new ArrayList<>(Script.humans(game));
        if (node == null || node.isNull()) {
            return seats;
        }
        if (!node.isObject()) {
            throw new MalformedScriptException("\"bots\" must map seats to bot kinds, such as {\"1\": \"ismcts\"}, not " + Json.text(node));
        }
        for (Iterator<Map.Entry<String, JsonNode>> fields = node.fields(); fields.hasNext(); ) {
            Map.Entry<String, JsonNode> field = fields.next();
            int seat = botSeat(field.getKey(), game.players());
            seats.set(seat, bot(field.getValue(), "bots." + seat, game));
        }
        return seats;
    }

    private static int botSeat(String key, int players) throws MalformedScriptException {
        if (!key.matches("\\d{1,2}") || Integer.parseInt(key) >= players) {
            throw new MalformedScriptException("\"bots\" has no seat \"" + key + "\": seats are 0 to " + (players - 1));
        }
        return Integer.parseInt(key);
    }

    private static Player.Bot bot(JsonNode value, String where, Game game) throws MalformedScriptException {
        String name;
        Integer iterations = null;
        if (value.isTextual()) {
            name = value.asText();
        } else if (value.isObject()) {
            checkBotKeys(value, where);
            JsonNode kind = value.get("kind");
            if (kind == null || !kind.isTextual()) {
                throw new MalformedScriptException(where + " needs \"kind\", such as \"ismcts\"");
            }
            name = kind.asText();
            JsonNode count = value.get("iterations");
            if (count != null) {
                if (!count.isIntegralNumber() || !count.canConvertToInt() || count.asInt() < 1 || count.asInt() > MAX_ITERATIONS) {
                    throw new MalformedScriptException(where + ".iterations must be a whole number from 1 to "
                            + String.format(Locale.ENGLISH, "%,d", MAX_ITERATIONS) + ", not " + count);
                }
                iterations = count.asInt();
            }
        } else {
            throw new MalformedScriptException(where + " must be a bot kind such as \"ismcts\", or {\"kind\": ..., \"iterations\": ...}, not " + value);
        }
        try {
            BotKind kind = Bots.named(name);
            String reason = kind.whyUnsupported(game);
            if (reason != null) {
                throw new MalformedScriptException(where + ": " + reason);
            }
            return iterations == null ? Player.bot(kind, game) : new Player.Bot(kind, Budget.iterations(iterations));
        } catch (GameConfigException e) {
            throw new MalformedScriptException(where + ": " + e.getMessage());
        }
    }

    private static void checkBotKeys(JsonNode value, String where) throws MalformedScriptException {
        for (Iterator<String> keys = value.fieldNames(); keys.hasNext(); ) {
            String key = keys.next();
            if (!Set.of("kind", "iterations").contains(key)) {
                throw new MalformedScriptException(where + " has an unknown key \"" + key + "\" (known: iterations, kind)");
            }
        }
    }

    private static int atLeastOne(JsonNode node, String what) throws MalformedScriptException {
        if (!node.isIntegralNumber()) {
            throw new MalformedScriptException("\"" + what + "\" must be a whole number, not " + describe(node));
        }
        if (!node.canConvertToInt() || node.asInt() < 1) {
            throw new MalformedScriptException("\"" + what + "\" must be a whole number from 1 to " + Integer.MAX_VALUE + ", not " + Json.text(node));
        }
        return node.asInt();
    }

    /** A JSON value as a person reads it: {@code the text "3"}, {@code a list}, {@code 2.5}. */
    private static String describe(JsonNode node) {
        if (node.isTextual()) {
            return "the text " + Json.text(node);
        }
        if (node.isArray()) {
            return "a list";
        }
        if (node.isObject()) {
            return "an object";
        }
        return Json.text(node);
    }

    private static void checkKeys(JsonNode node, Set<String> allowed, String what) throws MalformedScriptException {
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String key = names.next();
            if (!allowed.contains(key)) {
                throw new MalformedScriptException(what + " has an unknown key \"" + key + "\" (known: " + String.join(", ", new TreeSet<>(allowed)) + ")");
            }
        }
    }

    private static String playerRange(GameKind kind) {
        return kind.minPlayers() == kind.maxPlayers() ? Integer.toString(kind.minPlayers())
                : kind.minPlayers() + " to " + kind.maxPlayers();
    }

    private String gameNames() {
        return games.stream().map(GameKind::name).collect(Collectors.joining(", "));
    }
}
