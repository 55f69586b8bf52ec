package org.tabula.simulator.page;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.tabula.display.text.Language;
import org.tabula.firmware.archive.Archive;
import org.tabula.firmware.archive.ArchiveEntry;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.club.Club;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.web.ArchivedGames;
import org.tabula.firmware.web.LivePage;
import org.tabula.hal.Button;
import org.tabula.rules.sumo.Sumo;
import org.tabula.simulator.MenuSteps;
import org.tabula.simulator.SimConfig;
import org.tabula.simulator.devices.VirtualTags;
import org.tabula.simulator.headless.HeadlessBox;
import org.tabula.simulator.headless.ScriptRunner;

/**
 * People seated by their badges, one of them named in markup, as the live page shows them in a
 * real browser: in a game, at its end, in a series, in the finished games' list and at the menu,
 * on the table's page and on the seat's phone, at 360 and 1000 px in both languages. Every name is
 * the text it is (no element made of it), and whole: in the seats' row, the game's picture, the
 * series and the finished games. Screenshots go to {@code target/page-pictures/people-*}.
 */
class NamedPlayersPageBrowserTest {
    /** A name a browser would take for markup if the page put it into HTML, with every character XML escapes: 12 characters. */
    private static final String MARKUP = "<b>Jo&\"'</b>";
    private static final String KANA = "アキ・タナカ";
    private static final Path PICTURES = Path.of("target", "page-pictures");
    private static final long WAIT_NANOS = 5_000_000_000L;
    /** Taps a Sumo game of six rounds takes, with room for the picks' presses. */
    private static final int MOST_TAPS = 40;

    @TempDir
    Path state;

    @Test
    void namesAreTextOnEveryPageInEveryPhaseAndWidth() throws Exception {
        assumeTrue(HeadlessChromium.installed() || System.getenv("CI") == null, "CI must have chromium and chromium-driver installed");
        assumeTrue(HeadlessChromium.installed(), "chromium and chromium-driver are not installed: apt-get install -y chromium chromium-driver");
        Files.createDirectories(PICTURES);
        CardRegistry registry = CardRegistry.inMemory();
        VirtualTags.enrolUnenrolledDecks(registry);
        try (Archive archive = Archive.open(state, 4096)) {
            // A finished game of the two, for the page's list of finished games.
            archive.add(Instant.parse("2026-11-25T21:04:00Z"), Sumo.KIND.name(), List.of(ArchiveEntry.PEOPLE, ArchiveEntry.PEOPLE),
                    List.of(MARKUP, KANA), List.of(1, -1), List.of(0), 1, "{}");
            HeadlessBox box = null;
            try (LivePage page = LivePage.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), "localhost",
                    new ArchivedGames(archive, Club.none()), System.err); HeadlessChromium chromium = new HeadlessChromium(360, 1400)) {
                box = new HeadlessBox(new SimConfig(1, 19, Language.english()), registry, 11, page.live());
                box.roster().add(MARKUP);
                box.roster().add(KANA);
                ScriptRunner menu = new ScriptRunner(box, System.out, Path.of("."));
                MenuSteps.game(box, menu, Sumo.KIND);
                menu.execute("set Series: 3 games");
                menu.execute("choose Seats");
                box.tapNdef(0, "badge:" + MARKUP);
                box.press(Button.RIGHT);
                box.tapNdef(0, "badge:" + KANA);
                box.press(Button.BACK);
                menu.execute("choose Start");
                Match match = box.console().console().match().orElseThrow();
                assertTrue(match.seatNames().name(0).isPerson() && match.seatNames().name(1).isPerson(), "both sit by name");
                String code = PhoneSteps.code(box, menu, 0);

                PhoneSteps.Tabs tabs = PhoneSteps.tableAndPairedPhone(chromium, "http://127.0.0.1:" + page.port(), code);
                String table = tabs.table();
                String phone = tabs.phone();
                waitFor(chromium, "return typeof last !== 'undefined' && last !== null && last.seat === 0;");
                namesAreText(chromium, "the phone, in play");
                assertTrue(text(chromium, "#status").contains(MARKUP), "the phone says whose seat it is: " + text(chromium, "#status"));
                photograph(chromium, table, phone, "play");

                for (int taps = 0; !match.state().isOver(); taps++) {
                    assertTrue(taps < MOST_TAPS, "the game did not end: " + box.screen().text());
                    PhoneSteps.playByTap(box, match);
                    box.advance(50);
                }
                box.advance(500);
                chromium.switchTo(table);
                waitFor(chromium, "return last !== null && last.over === true;");
                // Six rounds of equal cards end on the middle square, a draw: neither is marked as the winner.
                assertTrue(match.state().winners().size() == 2, "a mizu-iri: " + match.state().winners());
                String ended = text(chromium, "#seats");
                assertTrue(ended.contains(chromium.run("return words('draw');").asText()) && !ended.contains(chromium.run("return words('won');").asText()),
                        "the end is a draw: " + ended);
                photograph(chromium, table, phone, "over");

                box.press(Button.OK);
                box.advance(500);
                chromium.switchTo(table);
                waitFor(chromium, "return last !== null && last.gameNumber === 2;");
                namesAreText(chromium, "the table, game 2 of the series");
                String series = text(chromium, "#series");
                assertTrue(series.contains(MARKUP) && series.contains(KANA), "the series table names both whole: " + series);
                photograph(chromium, table, phone, "series");

                box.press(Button.BACK);
                menu.execute("choose Abort");
                menu.execute("choose Abort");
                box.advance(500);
                chromium.switchTo(table);
                waitFor(chromium, "return last !== null && last.game === null;");
                photograph(chromium, table, null, "menu");
            }
        }
    }

    /** Neither name made an element on the page, and every seat the page names outside the picture is named whole. */
    private static void namesAreText(HeadlessChromium chromium, String where) throws Exception {
        assertEquals(0, chromium.run("return document.querySelectorAll('body b').length;").asInt(), where + ": a name became markup");
        String seats = text(chromium, "#seats");
        assertTrue(seats.contains(MARKUP) && seats.contains(KANA), where + ": the seats are named whole: " + seats);
    }

    private static String text(HeadlessChromium chromium, String selector) throws Exception {
        return chromium.run("const node = document.querySelector(arguments[0]); return node === null ? '' : node.textContent;", selector).asText();
    }

    /** The table's page (and the phone's, when there is one) at 360 and 1000 px, in English and Japanese, names checked in each. */
    private static void photograph(HeadlessChromium chromium, String table, String phone, String phase) throws Exception {
        for (int width : new int[] {360, 1000}) {
            chromium.resize(width, 1400);
            for (String language : List.of("en", "ja")) {
                for (String audience : phone == null ? List.of(table) : List.of(table, phone)) {
                    chromium.switchTo(audience);
                    chromium.run("if (document.documentElement.lang !== arguments[0]) document.getElementById('language').click();", language);
                    Thread.sleep(200);
                    String where = phase + ", " + (audience.equals(table) ? "table" : "seat") + ", " + language + ", " + width + " px";
                    assertEquals(0, chromium.run("return document.querySelectorAll('body b').length;").asInt(), where + ": a name became markup");
                    if (audience.equals(table)) {
                        String finished = text(chromium, "#archive-list");
                        assertTrue(finished.contains(MARKUP) && finished.contains(KANA), where + ": the finished games name the people: " + finished);
                    }
                    // Every button in the page's font: a browser's own for buttons may be another (a bitmap font for Japanese).
                    JsonNode fonts = chromium.run("const page = getComputedStyle(document.body).fontFamily;"
                            + " return Array.from(document.querySelectorAll('button')).filter(b => getComputedStyle(b).fontFamily !== page)"
                            + ".map(b => b.textContent + ': ' + getComputedStyle(b).fontFamily);");
                    assertEquals(0, fonts.size(), where + ": buttons in another font than the page's: " + fonts);
                    String pictured = chromium.run("return Array.from(document.querySelectorAll('#view svg text')).map(t => t.textContent).join('|');")
                            .asText();
                    assertTrue(phase.equals("menu") || pictured.contains(MARKUP) && pictured.contains(KANA), where + ": the picture names both whole: "
                            + pictured);
                    Files.write(PICTURES.resolve("people-" + phase + "-" + (audience.equals(table) ? "table" : "seat") + "-" + language + "-" + width
                            + ".png"), chromium.screenshot());
                }
            }
        }
        chromium.resize(360, 1400);
    }

    private static void waitFor(HeadlessChromium chromium, String script) throws Exception {
        long start = System.nanoTime();
        while (!chromium.run(script).asBoolean()) {
            assertFalse(System.nanoTime() - start > WAIT_NANOS, "the page never got there: " + script);
            Thread.sleep(50);
        }
    }
}
