package org.tabula.display.screen;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.tabula.display.frame.Cuts;
import org.tabula.display.frame.Frame;
import org.tabula.display.frame.Rect;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;

/**
 * Every line of a text screen reads on its own: every line of both catalogues, six to a screen,
 * drawn with none lit and with each lit in turn. Between two lines' glyphs lies a dark row; a lit
 * line's bar has no dot of its own glyphs on its top or bottom row (a descender's tail), and the
 * rows just outside it are dark, so no neighbouring line's glyph touches it. Judged on the
 * frame's pixels, each line's glyphs where the canvas says it inked them.
 */
class TextScreenRowsTest {
    /** A place for an argument ({@code {0}}, {@code {1,seat}}) takes a short word with a descender and a capital. */
    private static final Pattern ARGUMENT = Pattern.compile("\\{\\d+[^}]*}");
    private static final String ARGUMENT_WORDS = "Gyp7";
    /** The faults told of each language: enough to see what runs together. */
    private static final int FAULTS_TOLD = 6;

    @Test
    void everyCatalogueLineReadsOnItsOwn() {
        List<String> faults = new ArrayList<>();
        int screens = 0;
        for (Language language : Language.all()) {
            int faulty = 0;
            List<Text> lines = catalogueLines(language);
            int perScreen = inks(new TextScreen(Text.plain("Tabula"), lines, 0), language).size() - 1;
            for (int first = 0; first < lines.size(); first += perScreen) {
                List<Text> shown = lines.subList(first, Math.min(lines.size(), first + perScreen));
                for (int selected = -1; selected < shown.size(); selected++) {
                    String fault = fault(new TextScreen(Text.plain("Tabula"), shown, selected), language);
                    screens++;
                    if (fault != null && faulty++ < FAULTS_TOLD) {
                        faults.add(language.code() + " " + fault);
                    }
                }
            }
        }
        assertTrue(screens > 500, "only " + screens + " screens drawn");
        assertTrue(faults.isEmpty(), "lines that run into each other or into a lit bar:\n" + String.join("\n", faults));
    }

    /** Every template of the language's catalogue, each line of it on its own, its arguments' places filled. */
    private static List<Text> catalogueLines(Language language) {
        List<Text> lines = new ArrayList<>();
        for (String key : language.catalogue().keys().stream().sorted().toList()) {
            String filled = ARGUMENT.matcher(language.catalogue().template(key)).replaceAll(ARGUMENT_WORDS);
            for (String line : filled.split("\n")) {
                if (!line.isBlank()) {
                    lines.add(Text.plain(line));
                }
            }
        }
        return lines;
    }

    /** What runs together on the screen as drawn, or null if every line reads on its own. */
    static String fault(TextScreen screen, Language language) {
        List<Rect> inks = new ArrayList<>();
        Frame frame = inks(screen, language, inks);
        // The title's ink first, then each line's as drawn, top to bottom.
        List<Rect> lines = inks.subList(1, inks.size());
        int first = Math.max(0, Math.min(screen.selected() - lines.size() + 1, screen.lines().size() - lines.size()));
        int lit = screen.selected() - first;
        for (int i = 0; i + 1 < lines.size(); i++) {
            Rect above = lines.get(i);
            Rect below = lines.get(i + 1);
            if (above.isEmpty() || below.isEmpty() || i == lit || i + 1 == lit) {
                continue;
            }
            if (below.y() <= above.bottom() || !dark(frame, above.bottom())) {
                return "lines " + i + " and " + (i + 1) + " have no dark row between them: " + above + " and " + below + " in "
                        + where(screen);
            }
        }
        if (lit >= 0 && lit < lines.size()) {
            return barFault(frame, lines.get(lit), screen);
        }
        return null;
    }

    /** The ink of each text the screen draws, in the order drawn. */
    private static List<Rect> inks(Screen screen, Language language) {
        List<Rect> inks = new ArrayList<>();
        inks(screen, language, inks);
        return inks;
    }

    private static Frame inks(Screen screen, Language language, List<Rect> inks) {
        return screen.render(language, new Cuts() {
            @Override
            public void cut(String text, String shown, Rect area) {
            }

            @Override
            public void inked(String text, Rect ink) {
                inks.add(ink);
            }
        });
    }

    /** Whether the lit line's bar, found on the frame round its ink, holds the ink inside its edges with dark rows outside it. */
    private static String barFault(Frame frame, Rect ink, TextScreen screen) {
        int middle = ink.isEmpty() ? ink.y() : ink.y() + ink.height() / 2;
        int top = middle;
        while (top > 0 && frame.get(0, top - 1)) {
            top--;
        }
        int bottom = middle + 1;
        while (bottom < Frame.HEIGHT && frame.get(0, bottom)) {
            bottom++;
        }
        if (!frame.get(0, middle)) {
            return "no lit bar round the lit line " + ink + " in " + where(screen);
        }
        for (int edge : new int[] {top, bottom - 1}) {
            if (!lit(frame, edge)) {
                return "the lit bar's edge row " + edge + " has a glyph's dot on it (the bar " + top + " to " + bottom + ", ink " + ink
                        + ") in "
                        + where(screen);
            }
        }
        for (int outside : new int[] {top - 1, bottom}) {
            if (outside < Frame.HEIGHT && !dark(frame, outside)) {
                return "row " + outside + ", just outside the lit bar " + top + " to " + bottom + ", has a neighbour's glyph on it in "
                        + where(screen);
            }
        }
        return null;
    }

    private static String where(TextScreen screen) {
        return screen.lines().stream().map(line -> ((Text.Plain) line).text()).toList() + ", lit " + screen.selected();
    }

    private static boolean dark(Frame frame, int y) {
        for (int x = 0; x < Frame.WIDTH; x++) {
            if (frame.get(x, y)) {
                return false;
            }
        }
        return true;
    }

    private static boolean lit(Frame frame, int y) {
        for (int x = 0; x < Frame.WIDTH; x++) {
            if (!frame.get(x, y)) {
                return false;
            }
        }
        return true;
    }
}
