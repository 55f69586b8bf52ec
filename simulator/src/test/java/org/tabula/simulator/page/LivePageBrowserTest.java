package org.tabula.simulator.page;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.Test;

import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.json.Json;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.web.ArchiveListing;
import org.tabula.firmware.web.LivePage;
import org.tabula.rules.GameState;
import org.tabula.rules.View;
import org.tabula.rules.spartacus.Spartacus;
import org.tabula.rules.spartacus.SpartacusView;
import org.tabula.simulator.MenuSteps;
import org.tabula.simulator.SimConfig;
import org.tabula.simulator.devices.VirtualTags;
import org.tabula.simulator.headless.HeadlessBox;
import org.tabula.simulator.headless.ScriptRunner;

/**
 * The live page in a real browser: Debian's chromium, headless, opens the page the headless
 * simulator serves; a Spartacus game is played by taps on the table reader, and after each tap
 * the page shows the table's new view within a second; a phone paired with seat 0 by the code the
 * OLED shows sees that seat's hand in its picture, and the table's page does not.
 */
class LivePageBrowserTest {
    /** The promise: a move is on the page within a second. */
    private static final long SHOWN_WITHIN_NANOS = 1_000_000_000L;
    private static final int MOVES = 8;

    @Test
    void everyTapIsOnThePageWithinASecondAndOnlyThePairedPhoneSeesTheHand() throws Exception {
        if (!HeadlessChromium.installed()) {
            // CI installs chromium (.ci/run): there the test never skips.
            assertFalse(System.getenv("CI") != null, "CI must have chromium and chromium-driver installed");
            assumeTrue(false, "chromium and chromium-driver are not installed: apt-get install -y chromium chromium-driver");
        }
        CardRegistry registry = CardRegistry.inMemory();
        VirtualTags.enrolUnenrolledDecks(registry);
        try (LivePage page = LivePage.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), "localhost",
                ArchiveListing.NONE, System.err); HeadlessChromium chromium = new HeadlessChromium(1000, 900)) {
            HeadlessBox box = new HeadlessBox(new SimConfig(1, 19, Language.english()), registry, 5, page.live());
            ScriptRunner menu = new ScriptRunner(box, System.out, Path.of("."));
            MenuSteps.game(box, menu, Spartacus.KIND);
            menu.execute("choose Start");
            Match match = box.console().console().match().orElseThrow();
            String origin = "http://127.0.0.1:" + page.port();

            chromium.open(origin + "/");
            String table = chromium.tab();
            shownWithinASecond(chromium, match.state().view(GameState.TABLE), System.nanoTime());

            String code = PhoneSteps.code(box, menu, 0);
            chromium.newTab();
            String phone = chromium.tab();
            chromium.open(origin + "/seat");
            chromium.run("document.getElementById('code').value = arguments[0];"
                    + "document.querySelector('#pair-form button').click();", code);
            shownWithinASecond(chromium, match.state().view(0), System.nanoTime());
            // The picture shows the seat's hand: its cards' names are texts of the SVG, under the word "Hand".
            List<String> hand = ((SpartacusView) match.state().view(0)).hand().stream().map(card -> card.notation()).toList();
            assertFalse(hand.isEmpty());
            String handWord = Language.english().format(Text.of("spartacus.hand"));
            String shown = chromium.run("return Array.from(document.querySelectorAll('#view svg text')).map(t => t.textContent).join('|');").asText();
            assertTrue(shown.contains(handWord), "the phone's picture shows its hand: " + shown);
            for (String card : hand) {
                assertTrue(List.of(shown.split("\\|")).contains(card), "the phone shows " + card + " of its hand: " + shown);
            }
            chromium.switchTo(table);
            String tableShows = chromium.run("return Array.from(document.querySelectorAll('#view svg text')).map(t => t.textContent).join('|');").asText();
            assertFalse(tableShows.contains(handWord), "the table's page shows no hand: " + tableShows);

            for (int moves = 0; moves < MOVES && !match.state().isOver(); moves++) {
                int before = match.moves().size();
                PhoneSteps.playByTap(box, match);
                assertTrue(match.moves().size() > before, "the tap made a move: " + box.screen().text());
                long tapped = System.nanoTime();
                chromium.switchTo(table);
                shownWithinASecond(chromium, match.state().view(GameState.TABLE), tapped);
                chromium.switchTo(phone);
                shownWithinASecond(chromium, match.state().view(0), tapped);
            }
            if (System.getProperty("livepage.screenshot") != null) {
                // The README's picture: the table's page after the moves, the last one highlighted.
                chromium.switchTo(table);
                Files.write(Path.of(System.getProperty("livepage.screenshot")), chromium.screenshot());
            }
        }
    }

    /** The page's last view, read until it is {@code view} or a second has passed since {@code since}. */
    private static void shownWithinASecond(HeadlessChromium chromium, View view, long since) throws Exception {
        JsonNode expected = Json.tree(view);
        JsonNode shown = null;
        while (System.nanoTime() - since < SHOWN_WITHIN_NANOS) {
            String json = chromium.run("return typeof last === 'undefined' || last === null || !last.view ? '' "
                    + ": JSON.stringify(last.view);").asText();
            shown = json.isEmpty() ? null : Json.read(json);
            if (expected.equals(shown)) {
                return;
            }
            Thread.sleep(20);
        }
        fail("after a second the page shows " + shown + ", not " + expected);
    }
}
