package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.display.screen.SummaryPages;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.hal.Button;
import org.tabula.rules.GameKind;

/** The pause menu's Rules: the game's summary, page by page, then back to the menu. */
class RulesAtHandTest {
    @Test
    void thePauseMenuOpensTheGamesSummaryPageByPage() {
        TestBox box = new TestBox(2, 7).choose("Start");
        GameKind sumo = box.console().match().orElseThrow().game().kind();
        box.press(Button.BACK).choose("Rules");
        int pages = SummaryPages.of(Language.english(), SummaryPages.summary(ConsoleGames.of(sumo).titles().summary())).size();
        assertTrue(pages >= 2, "Sumo's summary in English: " + pages + " pages");
        assertEquals(Text.of("summary.title", 1, pages), box.screen().title(), box.text());
        assertEquals(ScreenModel.Kind.NOTICE, box.screen().kind());
        box.press(Button.RIGHT);
        assertEquals(Text.of("summary.title", 2, pages), box.screen().title(), box.text());
        box.press(Button.LEFT).press(Button.LEFT);
        assertEquals(Text.of("summary.title", 1, pages), box.screen().title(), "no page before the first");
        box.press(Button.BACK);
        assertEquals(Text.of("console.paused"), box.screen().title(), box.text());
        box.choose("Resume");
        assertEquals(ScreenModel.Kind.PLAY, box.screen().kind());
    }
}
