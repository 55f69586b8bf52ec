package org.tabula.simulator.page;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.hal.Button;
import org.tabula.simulator.PlayableCards;
import org.tabula.simulator.headless.HeadlessBox;
import org.tabula.simulator.headless.ScriptRunner;

/**
 * A player pairs a phone at the box: BACK pauses, "Phone: Red" shows a code, BACK twice resumes the
 * game; the browser opens the table's page and, in a tab of its own, the seat's page paired by the
 * code; a player taps a card at the box.
 */
final class PhoneSteps {
    /** A card's pick asks where from, then where to: a few presses, never this many. */
    private static final int MOST_PICK_PRESSES = 20;

    private PhoneSteps() {
    }

    /** The browser's tabs: the table's page and the phone's. */
    record Tabs(String table, String phone) {
    }

    /** Opens the table's page, then the seat's page in a new tab, and types the code there. */
    static Tabs tableAndPairedPhone(HeadlessChromium chromium, String origin, String code) throws Exception {
        chromium.open(origin + "/");
        String table = chromium.tab();
        chromium.newTab();
        String phone = chromium.tab();
        chromium.open(origin + "/seat");
        chromium.run("document.getElementById('code').value = arguments[0];"
                + "document.querySelector('#pair-form button').click();", code);
        return new Tabs(table, phone);
    }

    /** Taps a card of the seat to move that plays, as a player would (PASS when none does); a pick is answered with its first option. */
    static void playByTap(HeadlessBox box, Match match) {
        List<Card> playable = PlayableCards.of(match, match.state().toMove().first());
        if (playable.isEmpty()) {
            box.press(Button.PASS);
            return;
        }
        box.tap(0, playable.get(0));
        for (int presses = 0; box.screen().kind() == ScreenModel.Kind.PICK; presses++) {
            assertTrue(presses < MOST_PICK_PRESSES, "the pick never closed: " + box.screen().text());
            box.press(box.screen().keys().get(0).button());
        }
    }

    /** The code the OLED shows for the seat's phone, the game resumed after. */
    static String code(HeadlessBox box, ScriptRunner menu, int seat) throws Exception {
        // The phone menu names the seat as the OLED's table does: the game's own name for it (Red).
        Text name = box.screen().table().players().name(seat);
        box.press(Button.BACK);
        assertTrue(box.screen().lines().contains(Text.of("console.phone", name)), box.screen().text());
        menu.execute("choose Phone: " + Language.english().format(name));
        String code = box.screen().lineTexts().stream().filter(line -> line.startsWith("Code ")).findFirst()
                .orElseThrow(() -> new AssertionError("no code on the OLED: " + box.screen().text()))
                .substring("Code ".length());
        box.press(Button.BACK);
        box.press(Button.BACK);
        return code;
    }
}
