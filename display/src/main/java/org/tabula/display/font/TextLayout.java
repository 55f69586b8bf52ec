package org.tabula.display.font;

import java.util.ArrayList;
import java.util.List;

/**
 * Fits text into pixels: shortening with an ellipsis, and wrapping into lines. Lines break at
 * spaces, and anywhere between CJK characters (which are written without spaces), so the same
 * code wraps English and Japanese.
 */
public final class TextLayout {
    public static final String ELLIPSIS = "\u2026";

    private TextLayout() {
    }

    /**
     * The longest beginning of the text that fits in {@code maxWidth} pixels with an ellipsis after
     * it (just the ellipsis, or nothing, if even one character is too wide).
     */
    public static String shorten(Font font, String text, int maxWidth) {
        int budget = maxWidth - font.width(ELLIPSIS);
        if (budget < 0) {
            return "";
        }
        int end = 0;
        int width = 0;
        while (end < text.length()) {
            int codePoint = text.codePointAt(end);
            int advance = font.glyph(codePoint).advance();
            if (width + advance > budget) {
                break;
            }
            width += advance;
            end += Character.charCount(codePoint);
        }
        return text.substring(0, end).stripTrailing() + ELLIPSIS;
    }

    /** Lines of wrapped text, and whether any of it had to be cut to fit them. */
    public record Wrapped(List<String> lines, boolean cut) {
    }

    /**
     * Breaks the text into at most {@code maxLines} lines of at most {@code maxWidth} pixels.
     * A word too long for a line is shortened with an ellipsis; if the text needs more lines,
     * the last line ends with an ellipsis. Explicit line breaks ({@code \n}) are kept.
     */
    public static List<String> wrap(Font font, String text, int maxWidth, int maxLines) {
        return wrapped(font, text, maxWidth, maxLines).lines();
    }

    /** As {@link #wrap}, telling too whether a word was shortened or lines left out. */
    public static Wrapped wrapped(Font font, String text, int maxWidth, int maxLines) {
        List<String> lines = new ArrayList<>();
        boolean cut = false;
        for (String paragraph : text.split("\n", -1)) {
            cut |= wrapParagraph(font, paragraph, maxWidth, lines);
        }
        if (lines.size() > maxLines) {
            List<String> kept = new ArrayList<>(lines.subList(0, Math.max(0, maxLines)));
            if (!kept.isEmpty()) {
                int last = kept.size() - 1;
                kept.set(last, shorten(font, kept.get(last).replace(ELLIPSIS, ""), maxWidth));
            }
            return new Wrapped(kept, true);
        }
        return new Wrapped(lines, cut);
    }

    /** Adds the paragraph's lines; returns whether a word too long for a line was shortened. */
    private static boolean wrapParagraph(Font font, String paragraph, int maxWidth, List<String> lines) {
        StringBuilder line = new StringBuilder();
        boolean cut = false;
        for (String word : words(paragraph)) {
            boolean space = word.equals(" ");
            if (space && line.length() == 0) {
                continue;
            }
            String candidate = line + word;
            if (font.width(candidate.stripTrailing()) <= maxWidth) {
                line.append(word);
                continue;
            }
            if (line.length() > 0 && !line.toString().isBlank()) {
                lines.add(line.toString().stripTrailing());
            }
            line.setLength(0);
            if (!space) {
                boolean fits = font.width(word) <= maxWidth;
                cut |= !fits;
                line.append(fits ? word : shorten(font, word, maxWidth));
            }
        }
        if (line.length() > 0 || lines.isEmpty() || paragraph.isEmpty()) {
            lines.add(line.toString().stripTrailing());
        }
        return cut;
    }

    /** Words, single spaces, and single CJK characters, in order: the pieces a line may break between. */
    static List<String> words(String text) {
        List<String> pieces = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        for (int i = 0; i < text.length(); ) {
            int codePoint = text.codePointAt(i);
            i += Character.charCount(codePoint);
            if (codePoint == ' ' || isCjk(codePoint)) {
                if (word.length() > 0) {
                    pieces.add(word.toString());
                    word.setLength(0);
                }
                pieces.add(new String(Character.toChars(codePoint)));
            } else {
                word.appendCodePoint(codePoint);
            }
        }
        if (word.length() > 0) {
            pieces.add(word.toString());
        }
        return pieces;
    }

    private static boolean isCjk(int codePoint) {
        return codePoint >= 0x2E80 && codePoint <= 0x9FFF || codePoint >= 0xF900 && codePoint <= 0xFAFF
                || codePoint >= 0xFF00 && codePoint <= 0xFFEF;
    }
}
