package org.tabula.display;

import java.util.List;

import org.tabula.display.InkedTexts.Inked;
import org.tabula.display.font.Fonts;
import org.tabula.display.frame.Rect;
import org.tabula.display.screen.Screen;
import org.tabula.display.text.Language;

/**
 * Whether a screen draws two texts into each other: their ink overlapping, or side by side with
 * no blank column between ("GreenB"), or one above the other with no blank row between where
 * both are kana or kanji filling a whole line of the small font (stacked at the Latin font's
 * pitch they read as one block, where a Latin letter leaves its top row blank but for a rare Q's
 * tail or a descender). For the no-cut tests of the display and of the box.
 */
public final class TextsRunTogether {
    private TextsRunTogether() {
    }

    /** The first two texts the screen runs together ("赤" at ... and "青" at ...), or null if none. */
    public static String find(Screen screen, Language language) {
        List<Inked> texts = InkedTexts.of(screen, language);
        for (int i = 0; i < texts.size(); i++) {
            for (int j = i + 1; j < texts.size(); j++) {
                Rect a = texts.get(i).ink();
                Rect b = texts.get(j).ink();
                boolean full = full(texts.get(i), language) && full(texts.get(j), language);
                if (runTogether(a, b, full)) {
                    return "\"" + texts.get(i).text() + "\" at " + a + " and \"" + texts.get(j).text() + "\" at " + b;
                }
            }
        }
        return null;
    }

    /** Whether the text has kana or kanji (what the Latin font lacks) and its ink fills a line of the small font. */
    private static boolean full(Inked text, Language language) {
        return text.ink().height() >= language.fonts().small().lineHeight() && Fonts.fillsLine(text.text());
    }

    /** Overlapping; or touching: a cell beside with no blank column, a {@code full} line below another with no blank row. */
    private static boolean runTogether(Rect a, Rect b, boolean full) {
        boolean acrossOverlap = a.x() < b.right() && b.x() < a.right();
        boolean downOverlap = a.y() < b.bottom() && b.y() < a.bottom();
        boolean acrossTouch = a.x() <= b.right() && b.x() <= a.right();
        boolean downTouch = a.y() <= b.bottom() && b.y() <= a.bottom();
        return acrossOverlap && (downOverlap || downTouch && full) || downOverlap && acrossTouch;
    }
}
