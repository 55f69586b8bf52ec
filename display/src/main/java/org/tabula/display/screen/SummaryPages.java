package org.tabula.display.screen;

import java.util.ArrayList;
import java.util.List;

import org.tabula.display.font.Font;
import org.tabula.display.font.TextLayout;
import org.tabula.display.frame.Frame;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;

/**
 * A game's rules on one screen (its summary), laid out in pages of the {@link TextScreen}: whole
 * words on every line (Japanese breaks between characters, as {@link TextLayout} does), each
 * paragraph on lines of its own, and as many lines a page as the screen shows under its title.
 */
public final class SummaryPages {
    /** The text screen's margin each side, as it draws its lines. */
    private static final int MARGIN = 2;

    private SummaryPages() {
    }

    /** The paragraphs of a game's summary (its titles declare them); for a game with none, that it has none. */
    public static List<Text> summary(List<Text> paragraphs) {
        return paragraphs.isEmpty() ? List.of(Text.of("summary.none")) : paragraphs;
    }

    /**
     * The summary's pages in the language, each a list of lines, each paragraph from a new line.
     *
     * @throws IllegalArgumentException if a word is wider than the screen: a line is never cut
     */
    public static List<List<String>> of(Language language, List<Text> paragraphs) {
        Font font = language.fonts().small();
        int perPage = TextScreen.linesShown(font);
        String text = String.join("\n", paragraphs.stream().map(language::format).toList());
        TextLayout.Wrapped wrapped = TextLayout.wrapped(font, text, Frame.WIDTH - 2 * MARGIN, Integer.MAX_VALUE);
        if (wrapped.cut()) {
            throw new IllegalArgumentException(language.code() + ": a word of the summary is wider than the screen: " + text);
        }
        List<List<String>> pages = new ArrayList<>();
        List<String> page = new ArrayList<>();
        for (String line : wrapped.lines()) {
            // A paragraph's break at the top of a page is no line of its own.
            if (line.isEmpty() && page.isEmpty()) {
                continue;
            }
            page.add(line);
            if (page.size() == perPage) {
                pages.add(page);
                page = new ArrayList<>();
            }
        }
        if (!page.isEmpty()) {
            pages.add(page);
        }
        return pages;
    }
}
