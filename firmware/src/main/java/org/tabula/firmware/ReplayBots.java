package org.tabula.firmware;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

import com.fasterxml.jackson.databind.JsonNode;

import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.EventSink;
import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameState;
import org.tabula.rules.InformationSet;
import org.tabula.rules.Seats;
import org.tabula.rules.bots.BotKind;
import org.tabula.rules.bots.Bots;

/**
 * The seats a replay script gives to bots: {@code "bots": {"1": "ismcts"}}, or with an explicit
 * budget {@code "bots": {"1": {"kind": "ismcts", "iterations": 500}}}.
 *
 * <p>Semantics: the script's moves are applied exactly as written, bot seats' moves included (a
 * saved game journals every move, so it replays the same even after the bots improve). Once a
 * game's moves run out, the bots play their seats - each move drawn from the game's seed and the
 * number of moves made, with an iteration budget, so the same script always gives the same
 * moves - until the game is over or only seats without a bot are to move. Where several seats
 * choose at once (Sumo), a bot seat chooses even while a human seat still has to.
 */
final class ReplayBots {
    static final ReplayBots NONE = new ReplayBots(Collections.emptySortedMap());
    /** The largest budget a script may ask of a bot, per move: 50 times the largest default, so a script cannot ask for days. */
    static final int MAX_ITERATIONS = 1_000_000;

    /** The bot kind and budget of one seat. */
    record SeatBot(BotKind kind, Budget budget) {
    }

    private final SortedMap<Integer, SeatBot> seats;

    private ReplayBots(SortedMap<Integer, SeatBot> seats) {
        this.seats = seats;
    }

    boolean isEmpty() {
        return seats.isEmpty();
    }

    SortedMap<Integer, SeatBot> seats() {
        return Collections.unmodifiableSortedMap(seats);
    }

    static ReplayBots parse(JsonNode node, Game game) throws ReplayScript.MalformedException {
        if (node == null || node.isNull()) {
            return NONE;
        }
        if (!node.isObject()) {
            throw new ReplayScript.MalformedException("\"bots\" must map seats to bot kinds, such as {\"1\": \"ismcts\"}, not " + node);
        }
        SortedMap<Integer, SeatBot> seats = new TreeMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> fields = node.fields(); fields.hasNext(); ) {
            Map.Entry<String, JsonNode> field = fields.next();
            int seat = seat(field.getKey(), game.players());
            seats.put(seat, seatBot(field.getValue(), "bots." + seat, game));
        }
        return new ReplayBots(seats);
    }

    private static int seat(String key, int players) throws ReplayScript.MalformedException {
        if (!key.matches("\\d{1,2}") || Integer.parseInt(key) >= players) {
            throw new ReplayScript.MalformedException("\"bots\" has no seat \"" + key + "\": seats are 0 to " + (players - 1));
        }
        return Integer.parseInt(key);
    }

    private static SeatBot seatBot(JsonNode value, String where, Game game) throws ReplayScript.MalformedException {
        String name;
        Integer iterations = null;
        if (value.isTextual()) {
            name = value.asText();
        } else if (value.isObject()) {
            for (Iterator<String> keys = value.fieldNames(); keys.hasNext(); ) {
                String key = keys.next();
                if (!Set.of("kind", "iterations").contains(key)) {
                    throw new ReplayScript.MalformedException(where + " has an unknown key \"" + key + "\" (known: iterations, kind)");
                }
            }
            JsonNode kind = value.get("kind");
            if (kind == null || !kind.isTextual()) {
                throw new ReplayScript.MalformedException(where + " needs \"kind\", such as \"ismcts\"");
            }
            name = kind.asText();
            JsonNode count = value.get("iterations");
            if (count != null) {
                if (!count.isIntegralNumber() || !count.canConvertToInt() || count.asInt() < 1 || count.asInt() > MAX_ITERATIONS) {
                    throw new ReplayScript.MalformedException(where + ".iterations must be a whole number from 1 to "
                            + String.format(java.util.Locale.ENGLISH, "%,d", MAX_ITERATIONS) + ", not " + count);
                }
                iterations = count.asInt();
            }
        } else {
            throw new ReplayScript.MalformedException(where + " must be a bot kind such as \"ismcts\", or {\"kind\": ..., \"iterations\": ...}, not " + value);
        }
        try {
            BotKind kind = Bots.named(name);
            String reason = kind.whyUnsupported(game);
            if (reason != null) {
                throw new ReplayScript.MalformedException(where + ": " + reason);
            }
            return new SeatBot(kind, iterations == null ? kind.defaultBudget(game) : Budget.iterations(iterations));
        } catch (GameConfigException e) {
            throw new ReplayScript.MalformedException(where + ": " + e.getMessage());
        }
    }

    /** The bots of one replay: made once, then asked for moves. */
    final class Players {
        private final Map<BotKind, Bot> bots = new HashMap<>();
        private final Game game;

        Players(Game game) {
            this.game = game;
        }

        /**
         * Lets the bots play on from a game whose script ran out after {@code movesMade} moves;
         * returns their moves in the script's notation.
         */
        List<String> playOn(GameState state, long gameSeed, int movesMade, EventSink events) {
            List<String> made = new ArrayList<>();
            for (int seat = botToMove(state.toMove()); seat >= 0; seat = botToMove(state.toMove())) {
                SeatBot seatBot = seats.get(seat);
                Bot bot = bots.computeIfAbsent(seatBot.kind(), kind -> kind.create(game));
                int move = bot.chooseMove(InformationSet.of(state, seat), seatBot.budget(), Bots.moveRandom(gameSeed, movesMade + made.size()));
                made.add(seat + ":" + state.formatMove(seat, move));
                state.apply(seat, move, events);
            }
            return made;
        }

        /** The lowest seat to move that a bot plays, or -1. */
        private int botToMove(Seats toMove) {
            for (int seat = toMove.first(); seat >= 0; seat = toMove.next(seat)) {
                if (seats.containsKey(seat)) {
                    return seat;
                }
            }
            return -1;
        }
    }
}
