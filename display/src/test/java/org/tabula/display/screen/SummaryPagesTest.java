package org.tabula.display.screen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.tabula.display.GameDisplays;
import org.tabula.display.DrawnGames;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.rules.GameKind;

/** Every game's rules at hand, in every language: every page drawn whole, no word cut, no word lost, a few pages at most. */
class SummaryPagesTest {
    @Test
    void everyPageOfEverySummaryDrawsWithNoWordCut() {
        int pagesDrawn = 0;
        List<String> cuts = new ArrayList<>();
        for (GameKind kind : DrawnGames.kinds()) {
            List<Text> summary = SummaryPages.summary(GameDisplays.of(kind).orElseThrow().titles().summary());
            assertTrue(summary.size() >= 2, kind.name() + ": a summary of a few paragraphs");
            for (Language language : Language.all()) {
                List<List<String>> pages = SummaryPages.of(language, summary);
                assertTrue(pages.size() >= 1 && pages.size() <= 4, kind.name() + " " + language.code() + ": " + pages.size() + " pages");
                for (int page = 0; page < pages.size(); page++) {
                    TextScreen screen = new TextScreen(Text.of("summary.title", page + 1, pages.size()),
                            pages.get(page).stream().map(Text::plain).toList(), -1);
                    String where = kind.name() + " " + language.code() + " page " + (page + 1);
                    screen.render(language, (text, shown, area) -> cuts.add(where + ": \"" + text + "\" shown as \"" + shown + "\""));
                    pagesDrawn++;
                }
                String whole = String.join("", summary.stream().map(language::format).toList()).replaceAll("\\s", "");
                String laidOut = String.join("", pages.stream().flatMap(List::stream).toList()).replaceAll("\\s", "");
                assertEquals(whole, laidOut, kind.name() + " " + language.code() + ": every word on a page");
            }
        }
        assertTrue(pagesDrawn >= 20, "pages drawn: " + pagesDrawn);
        assertEquals(List.of(), cuts);
    }
}
