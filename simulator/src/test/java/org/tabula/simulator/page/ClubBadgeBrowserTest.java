package org.tabula.simulator.page;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.firmware.archive.Archive;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.cards.Deck;
import org.tabula.firmware.club.Club;
import org.tabula.firmware.club.Ratings;
import org.tabula.firmware.club.Roster;
import org.tabula.firmware.web.ArchivedGames;
import org.tabula.firmware.web.LivePage;
import org.tabula.hal.TagEvent;
import org.tabula.simulator.SimConfig;
import org.tabula.simulator.headless.HeadlessBox;

/**
 * "Write a badge" on the club's roster, in a real browser against the simulated box: the box asks
 * on its screen for a blank tag, writes it and the page says so; a second ask while one waits is
 * refused with whose badge waits; an enrolled card is refused and left the card; at phone and
 * desktop width, in both languages. Screenshots go to {@code target/club-page/}.
 */
class ClubBadgeBrowserTest {
    /** A blank NTAG213 for each width's run. */
    private static final List<String> BLANKS = List.of("04A1B2C3D4E580", "04A1B2C3D4E581");
    private static final long WAIT_NANOS = 5_000_000_000L;

    @TempDir
    Path state;

    @Test
    void aBadgeIsWrittenFromThePageAndACardIsNeverWrittenOver() throws Exception {
        if (!HeadlessChromium.installed()) {
            assertFalse(System.getenv("CI") != null, "CI must have chromium and chromium-driver installed");
            assumeTrue(false, "chromium and chromium-driver are not installed: apt-get install -y chromium chromium-driver");
        }
        Roster roster = Roster.load(state);
        roster.add("Aki");
        roster.add("ミナミ");
        CardRegistry registry = CardRegistry.inMemory();
        String r7 = "04C0FFEE000007";
        registry.enrol(r7, Deck.ROMAN.card("R7").orElseThrow());
        Path shots = Path.of("target", "club-page");
        Files.createDirectories(shots);
        try (Archive archive = Archive.open(state, 4096);
                LivePage page = LivePage.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), "localhost",
                        new ArchivedGames(archive, new Club(roster, Ratings.load(state, archive, System.err), archive)), System.err)) {
            HeadlessBox box = new HeadlessBox(new SimConfig(2, 19, Language.english()), registry, 5, page.live());
            String club = "http://127.0.0.1:" + page.port() + "/club";
            for (int width : List.of(360, 1000)) {
                try (HeadlessChromium chromium = new HeadlessChromium(width, 900)) {
                    chromium.open(club);
                    chromium.run("localStorage.setItem('tabula-language', 'en');");
                    chromium.reload();
                    waitFor(chromium, box, "return document.querySelectorAll('#roster-list button.badge-write').length === 2;");
                    assertFalse(chromium.run("return document.documentElement.scrollWidth > window.innerWidth;").asBoolean(),
                            "the page scrolls sideways at " + width + " px");
                    // Aki's badge: the box asks for a tag, a second ask meanwhile is refused, then a blank tag takes it.
                    clickWrite(chromium, 0);
                    waitFor(chromium, box, "return document.getElementById('badge-status').textContent.includes('blank tag');");
                    assertEquals(Text.of("badge.title", "Aki"), box.screen().title());
                    assertTrue(chromium.run("return document.querySelector('#roster-list button.badge-write').disabled;").asBoolean(),
                            "the buttons wait while the box does");
                    chromium.run("fetch('/club/badge', {method: 'POST', headers: {'Content-Type': 'application/json'},"
                            + " body: JSON.stringify({write: 'ミナミ'})}).then(r => r.json()).then(b => { window.second = b; });");
                    waitFor(chromium, box, "return window.second !== undefined;");
                    assertEquals("badgeWaiting", chromium.run("return window.second.refused;").asText());
                    assertEquals("Aki", chromium.run("return window.second.args[0];").asText());
                    Files.write(shots.resolve("badge-waiting-en-" + width + ".png"), chromium.screenshot());
                    box.tapUid(0, BLANKS.get(width == 360 ? 0 : 1));
                    waitFor(chromium, box, "return document.getElementById('badge-status').className === 'done';");
                    assertTrue(chromium.run("return document.getElementById('badge-status').textContent;").asText().startsWith("Aki's badge is written"));
                    Files.write(shots.resolve("badge-written-en-" + width + ".png"), chromium.screenshot());
                    box.advance(3_100);

                    // ミナミ's, in Japanese, onto the enrolled R7: refused, the card left as it was.
                    chromium.run("document.getElementById('language').click();");
                    waitFor(chromium, box, "return document.querySelector('#roster-list button.badge-write').textContent === 'バッジを書く';");
                    clickWrite(chromium, 1);
                    waitFor(chromium, box, "return document.getElementById('badge-status').textContent.includes('白紙のタグ');");
                    box.tapUid(1, r7);
                    waitFor(chromium, box, "return document.getElementById('badge-status').className === 'refused';");
                    String refused = chromium.run("return document.getElementById('badge-status').textContent;").asText();
                    assertTrue(refused.contains("カード"), refused);
                    assertEquals(Deck.ROMAN.card("R7"), registry.card(new TagEvent(0, TagEvent.Kind.ARRIVED, HexFormat.of().parseHex(r7),
                            Optional.empty())), "still the card");
                    Files.write(shots.resolve("badge-refused-ja-" + width + ".png"), chromium.screenshot());
                    box.advance(3_100);
                    chromium.run("localStorage.setItem('tabula-language', 'en');");
                    assertEquals(List.of(), chromium.consoleEntries("SEVERE"), "the page logged errors");
                }
            }
        }
    }

    private static void clickWrite(HeadlessChromium chromium, int person) throws Exception {
        chromium.run("document.querySelectorAll('#roster-list button.badge-write')[arguments[0]].click();", person);
    }

    /** Polls the page until the script returns true, for at most five seconds, the box's clock ticking meanwhile. */
    private static void waitFor(HeadlessChromium chromium, HeadlessBox box, String script) throws Exception {
        long start = System.nanoTime();
        while (!chromium.run(script).asBoolean()) {
            if (System.nanoTime() - start > WAIT_NANOS) {
                throw new AssertionError("the page never got there: " + script + "; it shows "
                        + chromium.run("return document.getElementById('badge-status').textContent;").asText());
            }
            box.advance(50);
            Thread.sleep(50);
        }
    }
}
