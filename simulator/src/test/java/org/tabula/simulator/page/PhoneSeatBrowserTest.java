package org.tabula.simulator.page;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.json.Json;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.firmware.web.ArchiveListing;
import org.tabula.firmware.web.LivePage;
import org.tabula.hal.Button;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;
import org.tabula.simulator.MenuSteps;
import org.tabula.simulator.SimConfig;
import org.tabula.simulator.devices.VirtualTags;
import org.tabula.simulator.headless.HeadlessBox;
import org.tabula.simulator.headless.ScriptRunner;

/**
 * A whole game of every game (at its fewest seats) in a real browser, seat 0 played from a phone
 * by Bartholomeus (sat there by his badge; the box's screen calls him Bartho, the pages by his
 * whole name) and the others by bots at the box: the phone pairs by the code the OLED shows, then every one of its moves is a button
 * on its page, pressed as a person would; the box makes each (its moves are the phone's), and the
 * game ends as any other. Midway, the table's page and the phone's are photographed at a phone's
 * width (360 px) and a desk's (1000 px) in both languages, into {@code target/page-pictures}, and
 * the phone reloads its page, which comes back to the seat without a new code; the table's page
 * never holds the phone's moves or its hand.
 */
class PhoneSeatBrowserTest {
    private static final Path PICTURES = Path.of("target", "page-pictures");
    /** Steps of the box (a bot's move, a layout's OK, a phone's move) a game may take: far more than any game needs. */
    private static final int MAX_STEPS = 4_000;
    private static final long SHOWN_WITHIN_NANOS = 5_000_000_000L;
    private static final int PHOTOGRAPHED_AT = 3;
    /** Who plays from the phone: a name longer than the box's screen has room for in its sentences ("Bartho"). */
    private static final String PERSON = "Bartholomeus";

    static Stream<String> games() {
        return ConsoleGames.kinds().stream().map(GameKind::name);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void aWholeGameWithOneSeatPlayedFromAPhone(String game) throws Exception {
        assumeTrue(HeadlessChromium.installed() || System.getenv("CI") == null, "CI must have chromium and chromium-driver installed");
        assumeTrue(HeadlessChromium.installed(), "chromium and chromium-driver are not installed: apt-get install -y chromium chromium-driver");
        GameKind kind = ConsoleGames.named(game).kind();
        CardRegistry registry = CardRegistry.inMemory();
        VirtualTags.enrolUnenrolledDecks(registry);
        Files.createDirectories(PICTURES);
        try (LivePage page = LivePage.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), "localhost",
                ArchiveListing.NONE, System.err); HeadlessChromium chromium = new HeadlessChromium(360, 1400)) {
            HeadlessBox box = new HeadlessBox(new SimConfig(1, 19, Language.english()), registry, 7, page.live());
            ScriptRunner menu = new ScriptRunner(box, System.out, Path.of("."));
            MenuSteps.game(box, menu, kind);
            MenuSteps.players(box, menu, kind, kind.minPlayers());
            // Bartholomeus's badge sits him at the first seat; every other seat is a bot: each line of the Seats list after the first, OK once.
            menu.execute("roster " + PERSON);
            menu.execute("choose Seats");
            menu.execute("tap 0 ndef:badge:" + PERSON);
            for (int seat = 1; seat < kind.minPlayers(); seat++) {
                box.press(Button.RIGHT);
                box.press(Button.OK);
            }
            box.press(Button.BACK);
            if (box.screen().lines().contains(Text.of("console.setting", Text.of("console.deal"), Text.of("console.dealTable")))) {
                menu.execute("choose Deal:");
            }
            menu.execute("choose Start");
            Match match = box.console().console().match().orElseThrow();
            assertFalse(match.tableDealt(), "the box deals");
            assertFalse(match.isBot(0));
            assertEquals(PERSON, match.seatNames().name(0).person(), "sat by the badge");
            for (int seat = 1; seat < match.game().players(); seat++) {
                assertTrue(match.isBot(seat), game + ": seat " + seat + " is a bot");
            }
            String code = PhoneSteps.code(box, menu, 0);

            String origin = "http://127.0.0.1:" + page.port();
            chromium.open(origin + "/");
            String table = chromium.tab();
            chromium.newTab();
            String phone = chromium.tab();
            chromium.open(origin + "/seat");
            chromium.run("document.getElementById('code').value = arguments[0];"
                    + "document.querySelector('#pair-form button').click();", code);

            SeededRandom rng = new SeededRandom(game.hashCode());
            int phoneMoves = 0;
            for (int steps = 0; !match.state().isOver(); steps++) {
                assertTrue(steps < MAX_STEPS, game + ": the game did not end: " + box.screen().text());
                if (box.screen().title() instanceof Text.Message title && title.key().equals("console.layOut")) {
                    box.press(Button.OK);
                } else if (match.state().toMove().contains(0) || match.leaderOpen()) {
                    if (phoneMoves == PHOTOGRAPHED_AT) {
                        // The phone's turn: its page shows its moves.
                        shown(chromium, match, 0, game);
                        photograph(chromium, table, phone, match, game);
                        chromium.switchTo(phone);
                        // The phone drops and comes back (a reload): its cookie still opens the seat, no new code.
                        chromium.reload();
                        shown(chromium, match, 0, game);
                        assertTrue(chromium.run("return document.getElementById('pair-form').hidden;").asBoolean(),
                                game + ": the phone asks for a code again");
                    }
                    playFromThePhone(chromium, box, match, rng, game);
                    phoneMoves++;
                } else {
                    box.advance(800);
                }
            }
            assertTrue(phoneMoves > 0, game + ": the phone made no move");
            assertEquals(ScreenModel.Kind.GAME_OVER, box.screen().kind(), game + ": " + box.screen().text());
            long fromPhone = match.moves().stream().filter(move -> move.seat() == 0).count();
            assertEquals(phoneMoves, fromPhone, game + ": every move of seat 0 came from the phone");
            // The page's picture shows the end: the phone's page sees the seat's final view.
            shown(chromium, match, 0, game);
            System.out.println(game + ": " + phoneMoves + " moves from the phone, " + match.moves().size() + " in all");
        }
    }

    /** Waits for the phone's page to show the seat's view and its moves, presses one of them, and waits for the box to make it. */
    private static void playFromThePhone(HeadlessChromium chromium, HeadlessBox box, Match match, SeededRandom rng, String game) throws Exception {
        shown(chromium, match, 0, game);
        JsonNode moves = chromium.run("return Array.from(document.querySelectorAll('#moves button.move')).map(b => b.dataset.move);");
        List<String> offered = java.util.stream.StreamSupport.stream(moves.spliterator(), false).map(JsonNode::asText).toList();
        // While the players say who leads, the phone's seat may lead: its moves are those of the game it would lead.
        GameState state = match.leaderOpen() ? match.ledBy(0) : match.state();
        List<String> legal = java.util.Arrays.stream(state.legalMoves(0)).mapToObj(move -> state.formatMove(0, move)).toList();
        // Grouped as the box's list groups them (a group's moves together), so in another order than the rules list them.
        assertEquals(legal.stream().sorted().toList(), offered.stream().sorted().toList(), game + ": the phone's buttons are the seat's legal moves");
        // Spite and Malice: building the centre first, so a deal ends.
        List<Integer> building = java.util.stream.IntStream.range(0, offered.size()).filter(i -> offered.get(i).contains(">C")).boxed().toList();
        int chosen = building.isEmpty() ? rng.nextInt(offered.size()) : building.get(rng.nextInt(building.size()));
        int before = match.moves().size();
        chromium.run("document.querySelectorAll('#moves button.move')[arguments[0]].click();", chosen);
        long since = System.nanoTime();
        while (match.moves().size() == before) {
            if (System.nanoTime() - since > SHOWN_WITHIN_NANOS) {
                fail(game + ": the box did not make the phone's move " + offered.get(chosen) + "; the phone says "
                        + chromium.run("return document.getElementById('moves').textContent;").asText() + "; the box: " + box.screen().text());
            }
            Thread.sleep(10);
            box.advance(10);
        }
        assertEquals(offered.get(chosen), match.moves().get(before).notation(), game);
    }

    /** Waits (at most 5 s) until the page of {@code seat} (or the table's) shows its view now, and its moves when it is to move. */
    private static void shown(HeadlessChromium chromium, Match match, int seat, String game) throws Exception {
        JsonNode expected = Json.tree(match.state().view(seat));
        boolean moving = seat >= 0 && (match.state().toMove().contains(seat) || match.leaderOpen()) && !match.state().isOver();
        long since = System.nanoTime();
        String shown = "";
        while (System.nanoTime() - since < SHOWN_WITHIN_NANOS) {
            shown = chromium.run("return typeof last === 'undefined' || last === null || !last.view ? '' : JSON.stringify(last.view);").asText();
            boolean buttons = chromium.run("return document.querySelectorAll('#moves button.move:not([disabled])').length > 0;").asBoolean();
            if (!shown.isEmpty() && expected.equals(Json.read(shown)) && buttons == moving) {
                return;
            }
            Thread.sleep(20);
        }
        fail(game + ": after 5 s the phone shows " + shown + ", not " + expected);
    }

    /** The table's page and the phone's, at 360 and 1000 px, in English and Japanese. */
    private static void photograph(HeadlessChromium chromium, String table, String phone, Match match, String game) throws Exception {
        chromium.switchTo(table);
        shown(chromium, match, GameState.TABLE, game);
        JsonNode audience = Json.read(chromium.run("return JSON.stringify(last);").asText());
        assertFalse(audience.has("moves") || audience.has("refused") || audience.has("hint"), game + ": the table's page holds a seat's own");
        for (String page : List.of(table, phone)) {
            chromium.switchTo(page);
            String text = chromium.run("return document.body.textContent;").asText();
            assertTrue(text.contains(PERSON) && !text.matches("(?s).*Bartho(?!lomeus).*"), game + ": the page names the person whole: " + text);
        }
        for (int width : new int[] {360, 1000}) {
            chromium.resize(width, width == 360 ? 1500 : 1200);
            for (String language : List.of("en", "ja")) {
                for (String audienceName : List.of("table", "seat")) {
                    chromium.switchTo(audienceName.equals("table") ? table : phone);
                    chromium.run("if (document.documentElement.lang !== arguments[0]) document.getElementById('language').click();", language);
                    Thread.sleep(150);
                    Files.write(PICTURES.resolve(game + "-" + audienceName + "-" + language + "-" + width + ".png"), chromium.screenshot());
                }
            }
        }
        chromium.resize(360, 1400);
    }
}
