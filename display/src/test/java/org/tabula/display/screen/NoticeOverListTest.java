package org.tabula.display.screen;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import org.tabula.display.frame.Frame;
import org.tabula.display.frame.Rect;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;

/**
 * A notice over a list (a hint's why over the seat's list, opened on the hinted line) leaves the
 * cursor's line in view below it: the list scrolls, or a short list moves down, as far as it must.
 */
class NoticeOverListTest {
    /** A why of three lines, as the Sumo hint's. */
    private static final Text WHY = Text.plain("With another card, a 6 from West would push you out of the ring, and more words");

    @ParameterizedTest
    @ValueSource(ints = {2, 4, 6, 9})
    void theCursorLineShowsBelowTheNotice(int count) {
        for (Language language : Language.all()) {
            for (int cursor = 0; cursor < count; cursor++) {
                List<Text> lines = new ArrayList<>();
                for (int line = 1; line <= count; line++) {
                    lines.add(Text.plain("Play " + line));
                }
                Toast notice = new Toast(new MenuScreen(new Menu(Text.plain("East"), lines, cursor)), Tone.INFO, WHY);
                Rect bar = notice.bar(language);
                Frame frame = notice.render(language);
                // The cursor's line is lit from the left edge: some row below the bar's dark row must be.
                boolean shown = false;
                for (int y = bar.bottom() + 1; y < Frame.HEIGHT; y++) {
                    shown |= frame.get(0, y);
                }
                assertTrue(shown, language.code() + ", " + count + " lines, cursor on line " + (cursor + 1) + ": hidden under the notice");
            }
        }
    }
}
