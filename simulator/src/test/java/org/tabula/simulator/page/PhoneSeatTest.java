package org.tabula.simulator.page;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.tabula.display.screen.Prompts;
import org.tabula.display.text.Language;
import org.tabula.display.text.NameForm;
import org.tabula.display.text.Text;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.json.Json;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.web.ArchiveListing;
import org.tabula.firmware.web.LivePage;
import org.tabula.hal.Button;
import org.tabula.rules.GameState;
import org.tabula.rules.Refusal;
import org.tabula.rules.engarde.EnGarde;
import org.tabula.rules.senator.Senator;
import org.tabula.rules.sumo.Sumo;
import org.tabula.simulator.MenuSteps;
import org.tabula.simulator.SimConfig;
import org.tabula.simulator.devices.VirtualTags;
import org.tabula.simulator.headless.HeadlessBox;
import org.tabula.simulator.headless.ScriptRunner;

/**
 * A seat played from its paired phone over the page's real HTTP, the box stepped in between: the
 * move goes the way of a tap (the box's screen says what it did, the script keeps it, a held BACK
 * takes it back); the token is the seat's only key (a stolen, old or other seat's token, a
 * foreign or missing Origin and a request sent twice are refused, and another seat's token moves
 * only its own seat, refused with the box's reason); a phone whose stream dropped is still paired;
 * at a table deal the phone shows why it cannot play, and a move sent anyway is refused.
 */
class PhoneSeatTest {
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private LivePage page;
    private HeadlessBox box;
    private ScriptRunner menu;
    private String origin;

    @BeforeEach
    void boxWithItsPage() throws IOException {
        CardRegistry registry = CardRegistry.inMemory();
        VirtualTags.enrolUnenrolledDecks(registry);
        page = LivePage.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), "localhost", ArchiveListing.NONE, System.err);
        origin = "http://127.0.0.1:" + page.port();
        box = new HeadlessBox(new SimConfig(1, 19, Language.english()), registry, 5, page.live());
        menu = new ScriptRunner(box, System.out, Path.of("."));
    }

    @AfterEach
    void pageClosed() {
        page.close();
    }

    @Test
    void aPhonePlaysItsSeatAsATapWouldAndNothingElseCanPlayIt() throws Exception {
        MenuSteps.game(box, menu, Senator.KIND);
        MenuSteps.players(box, menu, Senator.KIND, 2);
        menu.execute("choose Start");
        Match match = box.console().console().match().orElseThrow();
        int mover = match.state().toMove().first();
        int other = 1 - mover;
        String moverCookie = pair(PhoneSteps.code(box, menu, mover));
        String otherCookie = pair(PhoneSteps.code(box, menu, other));

        JsonNode seat = seatTable(moverCookie);
        assertEquals(mover, seat.get("seat").asInt());
        List<String> legal = legalNotations(match, mover);
        List<String> offered = seat.get("moves").findValuesAsText("move");
        assertEquals(legal, offered, "the phone offers every legal move");
        assertEquals(Language.english().format(ConsoleGames.of(Senator.KIND).adapter().moveLabel(match.state(), mover,
                match.state().legalMoves(mover)[0])), seat.get("moves").get(0).get("label").get("en").asText(), "in the box's words");
        assertTrue(seatTable(otherCookie).get("moves").isEmpty(), "a seat not to move has nothing to play");
        assertFalse(Json.read(get("/table", null).body()).has("moves"), "the audience sees no seat's moves");

        String move = offered.get(offered.size() - 1);
        long version = seat.get("version").asLong();
        String body = "version=" + version + "&move=" + URLEncoder.encode(move, StandardCharsets.UTF_8);
        assertEquals(403, post("/seat/move", body, moverCookie, "http://evil.example").statusCode(), "a foreign Origin");
        assertEquals(403, post("/seat/move", body, moverCookie, null).statusCode(), "no Origin");
        assertEquals(403, post("/seat/move", body, "tabula-seat=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", origin).statusCode(),
                "a made-up token");
        box.advance(50);
        assertEquals(0, match.moves().size(), "refused requests move nothing");

        // Another seat's phone sends the mover's move: it plays its own seat, and the box refuses it as it refuses that seat's tap.
        assertEquals(202, post("/seat/move", body, otherCookie, origin).statusCode());
        Refusal why = match.state().refusal(other, match.state().parseMove(other, move));
        box.advance(50);
        assertEquals(0, match.moves().size());
        assertEquals(Prompts.refused(why), box.screen().message(), "the box's screen says why, as for a tap");
        JsonNode told = seatTable(otherCookie);
        assertEquals(Language.english().format(Prompts.refused(why)), told.get("refused").get("en").asText());
        assertEquals(Language.japanese().format(Prompts.refused(why)), told.get("refused").get("ja").asText());
        assertFalse(seatTable(moverCookie).has("refused"), "only the phone that sent it is told");
        assertFalse(Json.read(get("/table", null).body()).has("refused"), "the audience is not told");

        // The mover's phone plays: once, as a tap would.
        version = seatTable(moverCookie).get("version").asLong();
        body = "version=" + version + "&move=" + URLEncoder.encode(move, StandardCharsets.UTF_8);
        assertEquals(202, post("/seat/move", body, moverCookie, origin).statusCode());
        box.advance(50);
        assertEquals(1, match.moves().size(), "the phone's move is made");
        assertEquals(move, match.moves().get(0).notation(), "and kept with the match's moves as any move");
        assertEquals(mover, match.moves().get(0).seat());
        assertTrue(box.screen().message() != null, "the box's screen says what the move did: " + box.screen().text());
        assertEquals(409, post("/seat/move", body, moverCookie, origin).statusCode(), "the same request again finds the table moved on");
        box.advance(50);
        assertEquals(1, match.moves().size());

        // Taken back as any move: a held BACK asks, OK takes it back, and the phone may play again.
        box.hold(Button.BACK);
        box.press(Button.OK);
        assertEquals(0, match.moves().size(), "taken back: " + box.screen().text());
        box.advance(150);
        assertEquals(Json.tree(match.state().view(mover)), seatTable(moverCookie).get("view"));
        assertEquals(legal, seatTable(moverCookie).get("moves").findValuesAsText("move"));

        // A phone whose stream dropped asks again with its cookie: still paired, no new code.
        assertEquals(mover, Json.read(get("/seat/paired", moverCookie).body()).get("seat").asInt());

        // The game abandoned and another started: the old token opens nothing.
        box.press(Button.BACK);
        menu.execute("choose Abort game");
        menu.execute("choose Abort game");
        menu.execute("choose Start");
        box.advance(150);
        assertEquals(403, get("/seat/table", moverCookie).statusCode(), "an old token");
        JsonNode stale = Json.read(get("/table", null).body());
        assertEquals(403, post("/seat/move", "version=" + stale.get("version").asLong() + "&move=" + move, moverCookie, origin).statusCode());
    }

    @Test
    void atATableDealThePhoneSaysWhyItCannotPlay() throws Exception {
        MenuSteps.game(box, menu, EnGarde.KIND);
        assertTrue(box.screen().lines().contains(Text.of("console.setting", Text.of("console.deal"), Text.of("console.dealTable"))),
                "people at the table deal by default: " + box.screen().text());
        menu.execute("choose Start");
        Match match = box.console().console().match().orElseThrow();
        int mover = 0;
        String cookie = pair(PhoneSteps.code(box, menu, mover));
        JsonNode seat = seatTable(cookie);
        assertTrue(seat.get("moves").isEmpty(), "no moves to play from the phone at a table deal");
        assertEquals(Language.english().format(Text.of("console.phoneTableDeal")), seat.get("movesWhy").get("en").asText());
        String move = "a1";
        assertEquals(409, post("/seat/move", "version=" + seat.get("version").asLong() + "&move=" + move, cookie, origin).statusCode());
        box.advance(50);
        assertEquals(0, match.moves().size());
    }

    @Test
    void thePageAndThePhoneNamePeopleWholeWhereTheBoxsScreenShortensThem() throws Exception {
        menu.execute("roster Bartholomeus");
        menu.execute("roster アキ・タナカ");
        MenuSteps.game(box, menu, Sumo.KIND);
        menu.execute("choose Seats");
        // One reader: a badge sits its person at the highlighted seat.
        menu.execute("tap 0 ndef:badge:Bartholomeus");
        box.press(Button.RIGHT);
        menu.execute("tap 0 ndef:badge:アキ・タナカ");
        menu.execute("expect East: Bartholomeus");
        menu.execute("expect West: アキ・タナカ");
        box.press(Button.BACK);
        menu.execute("choose Start");
        Match match = box.console().console().match().orElseThrow();
        String cookie = pair(PhoneSteps.code(box, menu, 0));

        JsonNode seat = seatTable(cookie);
        String move = seat.get("moves").get(0).get("move").asText();
        assertEquals(202, post("/seat/move", "version=" + seat.get("version").asLong() + "&move=" + move, cookie, origin).statusCode());
        box.advance(50);
        assertEquals(1, match.moves().size(), "Bartholomeus chose from the phone");
        // The phone sends another card this round: refused by the rules, naming the person.
        seat = seatTable(cookie);
        String again = legalNotations(match, 0).isEmpty() ? move : legalNotations(match, 0).get(0);
        assertEquals(202, post("/seat/move", "version=" + seat.get("version").asLong() + "&move=" + again, cookie, origin).statusCode());
        box.advance(50);
        assertEquals(1, match.moves().size());
        Text why = box.screen().message();
        assertEquals(Prompts.refused(match.state().refusal(0, match.state().parseMove(0, again))), why, "the box's screen says why");
        String onScreen = Language.english().format(why);
        assertTrue(onScreen.contains("Bartho ") && !onScreen.contains("Bartholomeus"), "the box's screen has room for Bartho: " + onScreen);
        JsonNode told = seatTable(cookie);
        for (Language language : Language.all()) {
            assertEquals(language.naming(NameForm.WHOLE).format(why), told.get("refused").get(language.code()).asText());
        }
        assertTrue(told.get("refused").get("en").asText().contains("Bartholomeus"), told.get("refused").toString());

        // Every word the page and the phone show names both whole: the seats, the picture's sentences, the refusal.
        for (String json : List.of(get("/table", null).body(), get("/seat/table", cookie).body())) {
            assertTrue(json.contains("Bartholomeus") && json.contains("アキ・タナカ"), json);
            assertFalse(Pattern.compile("Bartho(?!lomeus)|アキ(?!・タナカ)").matcher(json).find(), "a short name on the page: " + json);
        }
    }

    private static List<String> legalNotations(Match match, int seat) {
        GameState state = match.state();
        return java.util.Arrays.stream(state.legalMoves(seat)).mapToObj(move -> state.formatMove(seat, move)).toList();
    }

    /** The phone types the code: the cookie the page sets. */
    private String pair(String code) throws Exception {
        HttpResponse<String> answer = post("/pair", "code=" + code, null, origin);
        assertEquals(200, answer.statusCode(), answer.body());
        String cookie = answer.headers().firstValue("set-cookie").orElseThrow();
        return cookie.substring(0, cookie.indexOf(';'));
    }

    private JsonNode seatTable(String cookie) throws Exception {
        HttpResponse<String> answer = get("/seat/table", cookie);
        assertEquals(200, answer.statusCode(), answer.body());
        return Json.read(answer.body());
    }

    private HttpResponse<String> get(String path, String cookie) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(origin + path)).timeout(Duration.ofSeconds(10));
        if (cookie != null) {
            request.header("Cookie", cookie);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> post(String path, String body, String cookie, String from) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(origin + path)).timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/x-www-form-urlencoded").POST(HttpRequest.BodyPublishers.ofString(body));
        if (cookie != null) {
            request.header("Cookie", cookie);
        }
        if (from != null) {
            request.header("Origin", from);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }
}
