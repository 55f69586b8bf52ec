package org.tabula.firmware.web;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.firmware.club.Club;
import org.tabula.firmware.club.ClubTable;
import org.tabula.firmware.club.PlayerName;
import org.tabula.firmware.club.Rater;
import org.tabula.firmware.club.RosterRefusal;
import org.tabula.firmware.json.Json;
import org.tabula.firmware.play.ConsoleGames;

/**
 * The club's part of the page: {@code /club} (its page, script and style, files of their own),
 * {@code /club/table} (the roster and each game's table as JSON: names as data, which the page
 * puts into text nodes only) and {@code POST /club/roster}, which adds a name to the roster or
 * takes one off ({@code {"add":"Aki"}}, {@code {"remove":"Aki"}}), from the page itself only (its
 * Origin, as pairing), refused with a reason as data ({@code {"refused":"tooLong","args":[...]}})
 * that the page puts in its language. {@code /club/badge} asks the box to write a badge ({@link BadgeDoor}).
 */
final class ClubDoor {
    private static final Map<String, String> FILES = Map.of(
            "/club", "club.html",
            "/club/club.js", "club.js",
            "/club/badge.js", "badge.js",
            "/club/club.css", "club.css");
    private static final Map<String, String> TYPES = Map.of(
            "html", "text/html; charset=utf-8",
            "js", "text/javascript; charset=utf-8",
            "css", "text/css; charset=utf-8");

    private final Club club;
    private final BadgeDoor badges;
    private final Map<String, byte[]> files = new java.util.HashMap<>();

    ClubDoor(Club club, BadgeDesk badgeDesk) {
        this.club = club;
        this.badges = new BadgeDoor(club.roster(), badgeDesk);
        FILES.values().forEach(name -> files.put(name, PageDoor.resource(name)));
    }

    /** Whether the path is the club's. */
    static boolean serves(String path) {
        return path.equals("/club") || path.startsWith("/club/");
    }

    /** The answer to a request for one of the club's paths, its host, rate and origin checked already. */
    Answer answer(Request request, String path) {
        boolean reading = request.method().equals("GET") || request.method().equals("HEAD");
        if (path.equals("/club/roster") && request.method().equals("POST")) {
            return roster(request);
        }
        if (path.equals("/club/badge") && request.method().equals("POST")) {
            return badges.ask(request);
        }
        if (!reading) {
            return new Answer.Whole(405, "application/json; charset=utf-8", Map.of("Allow", "GET, HEAD"),
                    "{\"error\":\"Only reading is allowed here.\"}".getBytes(StandardCharsets.UTF_8));
        }
        if (request.body().length > 0) {
            return Answer.Whole.refusal(413, "A request to read sends no body.");
        }
        if (FILES.containsKey(path)) {
            String name = FILES.get(path);
            return new Answer.Whole(200, TYPES.get(name.substring(name.lastIndexOf('.') + 1)), Map.of(), files.get(name));
        }
        if (path.equals("/club/badge")) {
            return badges.now();
        }
        if (path.equals("/club/table")) {
            return new Answer.Whole(200, "application/json; charset=utf-8", Map.of(), Json.bytes(json(club)));
        }
        return Answer.Whole.refusal(404, "Nothing here.");
    }

    private Answer roster(Request request) {
        if (!request.hasHeader("origin")) {
            return Answer.Whole.refusal(403, "The roster is changed from the box's own page.");
        }
        if (request.body().length > PageDoor.MAX_BODY_BYTES) {
            return Answer.Whole.refusal(413, "A name is at most " + PlayerName.MAX_CHARACTERS + " characters: this is too long.");
        }
        JsonNode body;
        try {
            body = Json.read(request.body());
        } catch (IOException e) {
            return Answer.Whole.refusal(400, "The roster takes {\"add\": name} or {\"remove\": name}.");
        }
        try {
            if (body.get("add") instanceof TextNode add && body.size() == 1) {
                club.roster().add(add.textValue());
            } else if (body.get("remove") instanceof TextNode remove && body.size() == 1) {
                club.roster().remove(remove.textValue());
            } else {
                return Answer.Whole.refusal(400, "The roster takes {\"add\": name} or {\"remove\": name}.");
            }
        } catch (RosterRefusal refusal) {
            ObjectNode refused = Json.object();
            refused.put("refused", refusal.reason().pageKey());
            ArrayNode args = refused.putArray("args");
            refusal.args().forEach(arg -> args.add(String.valueOf(arg)));
            // Answered, not failed: the roster said no, with its reason (and a browser logs no error for it).
            return new Answer.Whole(200, "application/json; charset=utf-8", Map.of(), Json.bytes(refused));
        } catch (IOException e) {
            return Answer.Whole.refusal(503, "The box cannot save the roster now; nothing changed.");
        }
        return new Answer.Whole(200, "application/json; charset=utf-8", Map.of(), Json.bytes(json(club)));
    }

    /** The roster and the club's table, every game's, as the page draws them. */
    static ObjectNode json(Club club) {
        ObjectNode root = Json.object();
        ArrayNode roster = root.putArray("roster");
        club.roster().members().forEach(name -> roster.add(name.text()));
        root.put("maxName", PlayerName.MAX_CHARACTERS);
        ArrayNode games = root.putArray("games");
        for (ClubTable.GameTable table : club.table(null).games()) {
            ObjectNode game = games.addObject();
            game.put("key", table.game());
            ObjectNode title = game.putObject("title");
            Optional<Text> name = ConsoleGames.find(table.game()).map(found -> found.titles().name());
            for (Language language : Language.all()) {
                title.put(language.code(), name.map(language::format).orElse(table.game()));
            }
            ArrayNode rows = game.putArray("rows");
            for (ClubTable.Row row : table.rows()) {
                rater(rows.addObject(), "", row.rater()).put("played", row.played()).put("won", row.won())
                        .put("mu", round(row.rating().mu())).put("sigma", round(row.rating().sigma()));
            }
            ArrayNode pairs = game.putArray("headToHead");
            for (ClubTable.HeadToHead pair : table.headToHead()) {
                ObjectNode node = pairs.addObject();
                rater(node, "first", pair.first());
                rater(node, "second", pair.second());
                node.put("met", pair.met()).put("firstAhead", pair.firstAhead()).put("secondAhead", pair.secondAhead());
            }
        }
        return root;
    }

    private static ObjectNode rater(ObjectNode node, String prefix, Rater rater) {
        return node.put(prefix.isEmpty() ? "name" : prefix, rater.name()).put(prefix.isEmpty() ? "bot" : prefix + "Bot", rater.bot());
    }

    /** Two decimals are all a table shows. */
    private static double round(double value) {
        return Math.round(value * 100) / 100.0;
    }
}
