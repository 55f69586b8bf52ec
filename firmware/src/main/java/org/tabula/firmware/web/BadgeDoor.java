package org.tabula.firmware.web;

import java.io.IOException;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

import org.tabula.display.text.Language;
import org.tabula.display.text.NameForm;
import org.tabula.firmware.club.Badge;
import org.tabula.firmware.club.Roster;
import org.tabula.firmware.club.RosterRefusal;
import org.tabula.firmware.json.Json;

/**
 * The club page's badge writing: {@code POST /club/badge} with {@code {"write":"Aki"}} asks the box
 * to write the badge of a person on the roster (from the page itself only, its Origin, as the
 * roster's changes); {@code GET /club/badge} says where the ask stands: {@code {"ask":3,"name":"Aki",
 * "stage":"atBox"}}, then {@code "done"} with {@code "outcome"} (a {@link BadgeDesk.Kind}'s page key)
 * and, where the box's screen said why, {@code "why"} in every language, a person in it named
 * whole ("This is Bartholomeus's badge", where the screen says "Bartho"). A refusal is answered as
 * data, as the roster's: {@code {"refused":"badgeWaiting","args":["Bo"]}} while another ask waits,
 * {@code "unknown"} for a name not on the roster.
 */
final class BadgeDoor {
    private final Roster roster;
    private final BadgeDesk desk;

    BadgeDoor(Roster roster, BadgeDesk desk) {
        this.roster = roster;
        this.desk = desk;
    }

    /** Where the desk's ask stands, as the page reads it. */
    Answer now() {
        return ok(json());
    }

    /** The page's ask, its origin checked already (and present: a POST from elsewhere has none to show). */
    Answer ask(Request request) {
        if (!request.hasHeader("origin")) {
            return Answer.Whole.refusal(403, "Badges are asked for from the box's own page.");
        }
        if (request.body().length > PageDoor.MAX_BODY_BYTES) {
            return Answer.Whole.refusal(413, "A badge is asked for by a name on the roster: this is too long.");
        }
        JsonNode body;
        try {
            body = Json.read(request.body());
        } catch (IOException e) {
            return Answer.Whole.refusal(400, "A badge is asked for with {\"write\": name}.");
        }
        if (!(body.get("write") instanceof TextNode write) || body.size() != 1) {
            return Answer.Whole.refusal(400, "A badge is asked for with {\"write\": name}.");
        }
        Badge badge;
        try {
            badge = roster.badge(write.textValue());
        } catch (RosterRefusal refusal) {
            ObjectNode refused = Json.object().put("refused", refusal.reason().pageKey());
            refusal.args().forEach(arg -> refused.withArray("args").add(String.valueOf(arg)));
            return ok(refused);
        }
        return desk.handIn(badge).map(waiting -> {
            // Another ask waits for the box: this one is not handed in, and the page says whose waits.
            ObjectNode refused = Json.object().put("refused", "badgeWaiting");
            refused.putArray("args").add(waiting.badge().name().text());
            return ok(refused);
        }).orElseGet(() -> ok(json()));
    }

    private ObjectNode json() {
        ObjectNode root = Json.object();
        desk.now().ifPresent(ask -> {
            root.put("ask", ask.number());
            root.put("name", ask.badge().name().text());
            root.put("stage", switch (ask.stage()) {
                case HANDED_IN -> "handedIn";
                case AT_BOX -> "atBox";
                case DONE -> "done";
            });
            ask.outcome().ifPresent(outcome -> {
                root.put("outcome", outcome.kind().pageKey());
                outcome.why().ifPresent(why -> {
                    ObjectNode words = root.putObject("why");
                    for (Language language : Language.all(NameForm.WHOLE)) {
                        words.put(language.code(), language.format(why));
                    }
                });
            });
        });
        root.put("waitSeconds", BadgeDesk.WAIT_SECONDS);
        return root;
    }

    private static Answer ok(ObjectNode body) {
        return new Answer.Whole(200, "application/json; charset=utf-8", Map.of(), Json.bytes(body));
    }
}
