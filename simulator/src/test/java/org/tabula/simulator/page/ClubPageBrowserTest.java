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

import org.tabula.firmware.archive.Archive;
import org.tabula.firmware.archive.ArchiveEntry;
import org.tabula.firmware.club.Club;
import org.tabula.firmware.club.Ratings;
import org.tabula.firmware.club.Roster;
import org.tabula.firmware.web.ArchivedGames;
import org.tabula.firmware.web.LivePage;

/**
 * The club's page in a real browser, at phone and desktop width, in both languages: names typed
 * by anyone (markup among them) are shown as the text they are, never run as HTML; a name is
 * added from the page and a refused one is answered in the page's language. Screenshots go to
 * {@code target/club-page/}.
 */
class ClubPageBrowserTest {
    private static final Instant NIGHT = Instant.parse("2026-11-25T21:04:00Z");
    /** A name a browser would take for markup if the page put it into HTML: 11 characters, drawn by the screen's fonts. */
    private static final String MARKUP = "<img src=x>";
    private static final long WAIT_NANOS = 5_000_000_000L;

    @TempDir
    Path state;

    @Test
    void namesAreTextAtEveryWidthAndInBothLanguages() throws Exception {
        if (!HeadlessChromium.installed()) {
            assertFalse(System.getenv("CI") != null, "CI must have chromium and chromium-driver installed");
            assumeTrue(false, "chromium and chromium-driver are not installed: apt-get install -y chromium chromium-driver");
        }
        Roster roster = Roster.load(state);
        for (String name : List.of(MARKUP, "ミナミ", "Bartholomeus")) {
            roster.add(name);
        }
        Path shots = Path.of("target", "club-page");
        Files.createDirectories(shots);
        try (Archive archive = Archive.open(state, 4096)) {
            for (int game = 0; game < 6; game++) {
                archive.add(NIGHT.plusSeconds(game), "sumo", List.of(ArchiveEntry.PEOPLE, game % 2 == 0 ? ArchiveEntry.PEOPLE : "ismcts"),
                        List.of(MARKUP, game % 2 == 0 ? "ミナミ" : ""), List.of(0, 0), List.of(game % 3 == 0 ? 1 : 0), 1, "{}");
            }
            Club club = new Club(roster, Ratings.load(state, archive, System.err), archive);
            try (LivePage page = LivePage.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), "localhost",
                    new ArchivedGames(archive, club), System.err)) {
                String origin = "http://127.0.0.1:" + page.port() + "/club";
                for (int width : List.of(360, 1000)) {
                    try (HeadlessChromium chromium = new HeadlessChromium(width, 900)) {
                        // The live page's header leads here, in its language.
                        chromium.open("http://127.0.0.1:" + page.port() + "/");
                        chromium.run("localStorage.setItem('tabula-language', 'ja');");
                        chromium.reload();
                        waitFor(chromium, "return document.getElementById('club-link').textContent === 'クラブ';");
                        chromium.run("document.getElementById('language').click();");
                        waitFor(chromium, "return document.getElementById('club-link').textContent === 'Club';");
                        chromium.run("document.getElementById('club-link').click();");
                        waitFor(chromium, "return location.pathname === '/club' && document.getElementById('roster-list') !== null;");
                        chromium.open(origin);
                        chromium.run("localStorage.setItem('tabula-language', 'en');");
                        chromium.reload();
                        waitFor(chromium, "return document.querySelectorAll('table.club').length > 0;");
                        JsonNode shown = chromium.run("return {img: document.querySelectorAll('main img').length,"
                                + " text: document.querySelector('main').textContent,"
                                + " wide: document.documentElement.scrollWidth > window.innerWidth};");
                        assertEquals(0, shown.get("img").asInt(), "a name became markup");
                        assertTrue(shown.get("text").asText().contains(MARKUP), "the name is shown as typed");
                        assertTrue(shown.get("text").asText().contains("ismcts"), "the bot is in the table");
                        assertFalse(shown.get("wide").asBoolean(), "the page scrolls sideways at " + width + " px");
                        // Head to head is folded, and drawn when opened: the names text there too.
                        assertEquals(0, chromium.run("return document.querySelectorAll('table.club.pairs').length;").asInt());
                        chromium.run("document.querySelector('.head-to-head summary').click();");
                        waitFor(chromium, "return document.querySelectorAll('table.club.pairs').length === 1;");
                        String pairs = chromium.run("return document.querySelector('table.club.pairs').textContent;").asText();
                        assertTrue(pairs.contains(MARKUP) && pairs.contains("ismcts"), "head to head names both: " + pairs);
                        assertEquals(0, chromium.run("return document.querySelectorAll('main img').length;").asInt(), "a name became markup");
                        Files.write(shots.resolve("club-en-" + width + ".png"), chromium.screenshot());

                        chromium.run("document.getElementById('language').click();");
                        waitFor(chromium, "return document.getElementById('roster').querySelector('h2').textContent === 'プレイヤー';");
                        assertEquals(1, chromium.run("return document.querySelectorAll('table.club.pairs').length;").asInt(),
                                "an open head to head stays open in another language");
                        // A name too long is refused in the page's language, and nothing changes.
                        chromium.run("document.getElementById('roster-name').value = 'Bartholomeusz';"
                                + " document.querySelector('#roster-form button').click();");
                        waitFor(chromium, "return document.getElementById('roster-error').textContent.includes('12文字まで');");
                        assertEquals(3, roster.members().size());
                        Files.write(shots.resolve("club-ja-" + width + ".png"), chromium.screenshot());
                        chromium.run("localStorage.setItem('tabula-language', 'en');");
                        assertEquals(List.of(), chromium.consoleEntries("SEVERE"), "the page logged errors");
                    }
                }
                try (HeadlessChromium chromium = new HeadlessChromium(1000, 900)) {
                    chromium.open(origin);
                    waitFor(chromium, "return document.querySelectorAll('#roster-list li').length === 3;");
                    chromium.run("document.getElementById('roster-name').value = '<b>Ben</b>';"
                            + " document.querySelector('#roster-form button').click();");
                    waitFor(chromium, "return document.querySelectorAll('#roster-list li').length === 4;");
                    assertEquals(0, chromium.run("return document.querySelectorAll('#roster-list b').length;").asInt());
                    assertEquals("<b>Ben</b>", roster.members().get(3).text());
                    assertEquals(4, Roster.load(state).members().size(), "the roster is kept in the state folder");
                }
            }
        }
    }

    /** Loads of the page a measurement takes. */
    private static final int LOADS = 20;

    /**
     * A measurement, not a check (skipped without {@code -Dclub.render.state=DIR}): the club's page
     * of a state folder ({@code tabula bench-club --games 1000 --people 30 --state DIR} makes one)
     * loaded {@value #LOADS} times in chromium ({@code -Dclub.render.width}, 360 px by default):
     * the time from the page's start until its tables are drawn (read every 5 ms), and the time its
     * script takes to draw them again, the layout included; medians and slowest printed.
     */
    @Test
    void theClubsPageOfAStateFolderIsDrawn() throws Exception {
        String folder = System.getProperty("club.render.state");
        assumeTrue(folder != null, "-Dclub.render.state=DIR measures the club's page of that state folder");
        assumeTrue(HeadlessChromium.installed(), "chromium and chromium-driver are not installed");
        Path dir = Path.of(folder);
        try (Archive archive = Archive.open(dir, 4096)) {
            Club club = new Club(Roster.load(dir), Ratings.load(dir, archive, System.err), archive);
            try (LivePage page = LivePage.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), "localhost",
                    new ArchivedGames(archive, club), System.err);
                    HeadlessChromium chromium = new HeadlessChromium(Integer.getInteger("club.render.width", 360), 900)) {
                double[] shown = new double[LOADS];
                double[] drawn = new double[LOADS];
                int rows = 0;
                for (int load = 0; load < LOADS; load++) {
                    chromium.open("http://127.0.0.1:" + page.port() + "/club");
                    long start = System.nanoTime();
                    while (chromium.run("return document.querySelectorAll('table.club').length;").asInt() == 0) {
                        assertFalse(System.nanoTime() - start > WAIT_NANOS, "the tables were never drawn");
                        Thread.sleep(5);
                    }
                    shown[load] = chromium.run("return performance.now();").asDouble();
                    JsonNode again = chromium.run("const start = performance.now(); drawTables(); document.body.offsetHeight;"
                            + " return [performance.now() - start, document.querySelectorAll('#tables tr').length];");
                    drawn[load] = again.get(0).asDouble();
                    rows = again.get(1).asInt();
                }
                java.util.Arrays.sort(shown);
                java.util.Arrays.sort(drawn);
                System.out.printf("club page of %d games, %d rows drawn: shown %.0f ms after its start (median of %d), %.0f at most;"
                        + " drawn again with its layout in %.1f ms (median), %.1f at most%n", archive.entries().size(), rows,
                        shown[LOADS / 2], LOADS, shown[LOADS - 1], drawn[LOADS / 2], drawn[LOADS - 1]);
            }
        }
    }

    /** Polls the page until the script returns true, for at most five seconds. */
    private static void waitFor(HeadlessChromium chromium, String script) throws Exception {
        long start = System.nanoTime();
        while (!chromium.run(script).asBoolean()) {
            if (System.nanoTime() - start > WAIT_NANOS) {
                throw new AssertionError("the page never got there: " + script);
            }
            Thread.sleep(50);
        }
    }
}
