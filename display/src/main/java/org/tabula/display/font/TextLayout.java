package org.tabula.display.font;

import java.util.ArrayList;
import java.util.List;

/**
 * Fits text into pixels: shortening with an ellipsis, and wrapping into lines. Lines break at
 * spaces, and between the phrases of Japanese (which is written without spaces), so the same
 * code wraps English and Japanese; a number stays on the line of the word before it.
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

    /**
     * The pieces a line may break between, in order: words and single spaces, a Japanese text cut
     * into its phrases ({@link #breaksBetween}). A number after a single space stays with the word
     * before it, so that a name keeps its score and a pile its number ("P1 +9", "discard 1").
     */
    static List<String> words(String text) {
        List<String> pieces = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        int before = -1;
        int previous = -1;
        for (int i = 0; i < text.length(); ) {
            int codePoint = text.codePointAt(i);
            i += Character.charCount(codePoint);
            if (codePoint == ' ') {
                flush(word, pieces);
                pieces.add(" ");
            } else {
                if (word.length() > 0 && breaksBetween(before, previous, codePoint)) {
                    flush(word, pieces);
                }
                word.appendCodePoint(codePoint);
            }
            before = previous;
            previous = codePoint;
        }
        flush(word, pieces);
        return pieces;
    }

    /** Ends the word being built: a number joins the word before it, across the one space between them. */
    private static void flush(StringBuilder word, List<String> pieces) {
        if (word.length() == 0) {
            return;
        }
        int last = pieces.size() - 1;
        if (isNumber(word) && last >= 1 && pieces.get(last).equals(" ") && !pieces.get(last - 1).equals(" ")) {
            pieces.remove(last);
            pieces.set(last - 1, pieces.get(last - 1) + " " + word);
        } else {
            pieces.add(word.toString());
        }
        word.setLength(0);
    }

    /** A count, a score or a place: "1", "+9", "-10", "6/9", "3)", "2," (a sign, then a digit first). */
    private static boolean isNumber(CharSequence word) {
        int first = word.charAt(0) == '+' || word.charAt(0) == '-' || word.charAt(0) == '\u2212' ? 1 : 0;
        return word.length() > first && Character.isDigit(word.charAt(first));
    }

    /**
     * Whether a line may break between {@code previous} and {@code next} ({@code before} the
     * character before {@code previous}, -1 at the start) where no space parts them. Japanese
     * is written without spaces but breaks only between phrases: after a run of kana ending a
     * phrase (a particle, an ending) where a new word begins in kanji, katakana or Latin letters,
     * and after a comma, a full stop or a closing bracket. So 見えた and 押し込み stay whole: a
     * single kana between kanji, unless a particle, is the middle of a word. Latin words break at spaces only.
     */
    static boolean breaksBetween(int before, int previous, int next) {
        if (previous < 0 || isClosing(next)) {
            return false;
        }
        if (isClosing(previous) || isOpening(next)) {
            return isCjk(previous) || isCjk(next);
        }
        return isHiragana(previous) && !isHiragana(next) && !(isKanji(before) && isKanji(next) && !isParticle(previous))
                && !isLatinClosing(next);
    }

    private static boolean isHiragana(int codePoint) {
        return codePoint >= 0x3041 && codePoint <= 0x309F;
    }

    /** A one-kana particle, which ends a phrase even between kanji (列に置いた); other kana there are a word's own (押し込み). */
    private static boolean isParticle(int codePoint) {
        return "をがはにでとへものや".indexOf(codePoint) >= 0;
    }

    private static boolean isKanji(int codePoint) {
        return codePoint >= 0x4E00 && codePoint <= 0x9FFF || codePoint >= 0xF900 && codePoint <= 0xFAFF || codePoint == 0x3005;
    }

    /** Punctuation a line may end on but not begin with: 、。」）！？・ and their like. */
    private static boolean isClosing(int codePoint) {
        return "\u3001\u3002\u300D\u300F\u3011\uFF09\uFF01\uFF1F\uFF1A\u30FB\uFF0C\uFF0E".indexOf(codePoint) >= 0;
    }

    private static boolean isLatinClosing(int codePoint) {
        return ".,:;!?)]".indexOf(codePoint) >= 0;
    }

    /** An opening bracket: 「（『【. */
    private static boolean isOpening(int codePoint) {
        return "\u300C\u300E\u3010\uFF08".indexOf(codePoint) >= 0;
    }

    private static boolean isCjk(int codePoint) {
        return codePoint >= 0x2E80 && codePoint <= 0x9FFF || codePoint >= 0xF900 && codePoint <= 0xFAFF
                || codePoint >= 0xFF00 && codePoint <= 0xFFEF;
    }
}
