package org.tabula.display.page;

import java.util.Locale;

import org.tabula.display.palette.RomanColour;

/**
 * An SVG document being written: shapes and texts in the picture's own units (360 wide, a phone's
 * width, so the page shows it at its size there and scales it up on a wider screen). Every text
 * and attribute value is escaped here, so a name or a word can never become markup. It names no
 * font: on the page it takes the page's, which covers Japanese.
 */
public final class Svg {
    /** The picture's width in its own units. */
    public static final int WIDTH = 360;
    /** A card's size as the pictures draw it in a row. */
    public static final int CARD_WIDTH = 30;
    public static final int CARD_HEIGHT = 42;
    public static final int INK = 0x1D1D1F;
    public static final int PAPER = 0xFFFFFF;
    public static final int FELT = 0x2F6B4F;
    public static final int LINE = 0xD8D6CF;
    public static final int FAINT = 0x8A8A8A;
    public static final int MARK = 0xFFD95A;
    /** The last move's mark's darker edge, which shows on white and on a card alike. */
    public static final int MARK_EDGE = 0xC9A300;

    private final StringBuilder out = new StringBuilder(4096);
    private final int height;

    /** A picture {@link #WIDTH} wide and {@code height} high, described by {@code title} for screen readers. */
    public Svg(int height, String title) {
        this.height = height;
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ").append(WIDTH).append(' ').append(height)
                .append("\" role=\"img\"><title>").append(escape(title))
                .append("</title>");
    }

    public int height() {
        return height;
    }

    public Svg rect(double x, double y, double width, double height, int fill, int stroke, double radius) {
        out.append("<rect x=\"").append(number(x)).append("\" y=\"").append(number(y)).append("\" width=\"").append(number(width))
                .append("\" height=\"").append(number(height)).append("\" rx=\"").append(number(radius)).append("\" fill=\"")
                .append(colour(fill)).append("\" stroke=\"").append(colour(stroke)).append("\"/>");
        return this;
    }

    /** A rectangle with a dashed edge and no fill: a place where a card may lie. */
    public Svg place(double x, double y, double width, double height) {
        out.append("<rect x=\"").append(number(x)).append("\" y=\"").append(number(y)).append("\" width=\"").append(number(width))
                .append("\" height=\"").append(number(height)).append("\" rx=\"3\" fill=\"none\" stroke=\"").append(colour(FAINT))
                .append("\" stroke-dasharray=\"3 2\"/>");
        return this;
    }

    public Svg circle(double cx, double cy, double radius, int fill, int stroke, double strokeWidth) {
        out.append("<circle cx=\"").append(number(cx)).append("\" cy=\"").append(number(cy)).append("\" r=\"").append(number(radius))
                .append("\" fill=\"").append(colour(fill)).append("\" stroke=\"").append(colour(stroke)).append("\" stroke-width=\"")
                .append(number(strokeWidth)).append("\"/>");
        return this;
    }

    public Svg line(double x1, double y1, double x2, double y2, int stroke, double width) {
        out.append("<line x1=\"").append(number(x1)).append("\" y1=\"").append(number(y1)).append("\" x2=\"").append(number(x2))
                .append("\" y2=\"").append(number(y2)).append("\" stroke=\"").append(colour(stroke)).append("\" stroke-width=\"")
                .append(number(width)).append("\"/>");
        return this;
    }

    /** Text whose baseline is at {@code y}, anchored at {@code x} as {@code anchor} says. */
    public Svg text(double x, double y, String text, double size, Anchor anchor, int fill, boolean bold) {
        return text(x, y, text, size, anchor, fill, bold, "");
    }

    /**
     * Text as {@link #text}, kept within {@code width} (a person's whole name in a table's column of
     * names): smaller, down to {@value #SMALLEST_FITTED} px, then pressed together, where it would be wider.
     * A picture cannot measure its text, so the width is judged from its characters, generously.
     */
    public Svg text(double x, double y, String text, double size, double width, Anchor anchor, int fill, boolean bold) {
        double wide = estimatedWidth(text, size);
        if (wide <= width) {
            return text(x, y, text, size, anchor, fill, bold);
        }
        // In tenths of a pixel, as the picture writes sizes, rounded down so that it fits.
        double smaller = Math.max(SMALLEST_FITTED, Math.floor(10 * size * width / wide) / 10);
        String pressed = estimatedWidth(text, smaller) <= width ? ""
                : " textLength=\"" + number(width) + "\" lengthAdjust=\"spacingAndGlyphs\"";
        return text(x, y, text, smaller, anchor, fill, bold, pressed);
    }

    private Svg text(double x, double y, String text, double size, Anchor anchor, int fill, boolean bold, String fitted) {
        out.append("<text x=\"").append(number(x)).append("\" y=\"").append(number(y)).append("\" font-size=\"").append(number(size))
                .append("\" text-anchor=\"").append(anchor.svg).append("\" fill=\"").append(colour(fill)).append('"');
        if (bold) {
            out.append(" font-weight=\"bold\"");
        }
        out.append(fitted).append('>').append(escape(text)).append("</text>");
        return this;
    }

    /** The smallest a fitted text is drawn before it is pressed together instead. */
    static final double SMALLEST_FITTED = 10;

    /**
     * About how wide the text is in a bold sans-serif at {@code size} px, erring wide: kana, kanji
     * and full-width forms a square each, capitals and digits three quarters of one, other letters two thirds.
     */
    static double estimatedWidth(String text, double size) {
        double ems = text.codePoints().mapToDouble(c -> {
            Character.UnicodeScript script = Character.UnicodeScript.of(c);
            if (script == Character.UnicodeScript.HAN || script == Character.UnicodeScript.HIRAGANA
                    || script == Character.UnicodeScript.KATAKANA || (c >= 0xFF00 && c <= 0xFFEF) || (c >= 0x3000 && c <= 0x30FF)) {
                return 1.0;
            }
            return Character.isUpperCase(c) || Character.isDigit(c) || c > 0x2000 ? 0.78 : Character.isLetter(c) ? 0.68 : 0.36;
        }).sum();
        return ems * size;
    }

    /**
     * A card face up: a white card with a band of {@code ink} (its family's or suit's colour) and
     * its name in the middle, marked when {@code marked} (the card the last move played, the one to beat).
     */
    public Svg card(double x, double y, String name, int ink, boolean marked) {
        return card(x, y, CARD_WIDTH, CARD_HEIGHT, name, ink, marked);
    }

    /** The same card at another size (the Wheel's circle, Senator's board). */
    public Svg card(double x, double y, double width, double height, String name, int ink, boolean marked) {
        rect(x, y, width, height, PAPER, INK, 3);
        if (marked) {
            mark(x, y, width, height);
        }
        rect(x + 2, y + 2, width - 4, height / 6, ink, ink, 1.5);
        double size = Math.min(height * 0.4, width * (name.length() > 2 ? 0.36 : 0.5));
        return text(x + width / 2, y + height * 0.55 + size * 0.45, name, size, Anchor.MIDDLE, darker(ink), true);
    }

    /**
     * The last move's mark round a card or a square: the frame a marked {@link #card} has, for
     * what the last move put there (a card face down, a square, the banner).
     */
    public Svg mark(double x, double y, double width, double height) {
        out.append("<g class=\"last\">");
        rect(x - 2, y - 2, width + 4, height + 4, -1, MARK_EDGE, 4);
        rect(x - 1, y - 1, width + 2, height + 2, -1, MARK, 3);
        out.append("</g>");
        return this;
    }

    /**
     * The last move's faint mark, a dashed frame in the mark's colour: where it took a card or moved
     * a piece from, or a card it moved along.
     */
    public Svg trace(double x, double y, double width, double height) {
        out.append("<rect class=\"from\" x=\"").append(number(x - 1)).append("\" y=\"").append(number(y - 1)).append("\" width=\"")
                .append(number(width + 2)).append("\" height=\"").append(number(height + 2)).append("\" rx=\"3\" fill=\"none\" stroke=\"")
                .append(colour(MARK_EDGE)).append("\" stroke-width=\"2\" stroke-dasharray=\"4 3\"/>");
        return this;
    }

    /** The way the last move went: a line in the mark's colour from (x1, y1) with its head at (x2, y2). */
    public Svg arrow(double x1, double y1, double x2, double y2) {
        double length = Math.hypot(x2 - x1, y2 - y1);
        double ux = (x2 - x1) / length;
        double uy = (y2 - y1) / length;
        double head = Math.min(7, length / 2);
        out.append("<g class=\"way\">");
        line(x1, y1, x2 - ux * head / 2, y2 - uy * head / 2, MARK_EDGE, 2.5);
        out.append("<polygon points=\"").append(number(x2)).append(',').append(number(y2)).append(' ')
                .append(number(x2 - ux * head - uy * head * 0.6)).append(',').append(number(y2 - uy * head + ux * head * 0.6)).append(' ')
                .append(number(x2 - ux * head + uy * head * 0.6)).append(',').append(number(y2 - uy * head - ux * head * 0.6))
                .append("\" fill=\"").append(colour(MARK_EDGE)).append("\"/></g>");
        return this;
    }

    /** A card face down (a hand's back, a pile's), in the felt's colour. */
    public Svg back(double x, double y) {
        return back(x, y, CARD_WIDTH, CARD_HEIGHT);
    }

    public Svg back(double x, double y, double width, double height) {
        rect(x, y, width, height, 0x3D5A80, INK, 3);
        return rect(x + 3, y + 3, width - 6, height - 6, -1, 0x98C1D9, 2);
    }

    /** The finished document. */
    public String done() {
        return out + "</svg>";
    }

    /** Where a text stands against its x. */
    public enum Anchor {
        START("start"), MIDDLE("middle"), END("end");

        private final String svg;

        Anchor(String svg) {
            this.svg = svg;
        }
    }

    /** A seat's colour, as the strip lights it and the Roman deck prints it (seat 0 red, seat 1 blue...). */
    public static int seatInk(int seat) {
        RomanColour[] colours = RomanColour.values();
        return colours[seat % colours.length].ink();
    }

    /** A colour faded three quarters toward white: a floor or a row in a seat's colour, under ink. */
    public static int faded(int rgb) {
        int r = rgb >> 16 & 0xFF;
        int g = rgb >> 8 & 0xFF;
        int b = rgb & 0xFF;
        return (r + 3 * 255) / 4 << 16 | (g + 3 * 255) / 4 << 8 | (b + 3 * 255) / 4;
    }

    /** {@code 0xRRGGBB} as SVG writes it; -1 for none. */
    static String colour(int rgb) {
        return rgb < 0 ? "none" : String.format(Locale.ROOT, "#%06x", rgb & 0xFFFFFF);
    }

    /**
     * A colour dark enough to read on white: ink as it is unless it is light (a yellow or white
     * card's band), then darkened, keeping its hue.
     */
    public static int darker(int rgb) {
        int r = rgb >> 16 & 0xFF;
        int g = rgb >> 8 & 0xFF;
        int b = rgb & 0xFF;
        int light = (r * 299 + g * 587 + b * 114) / 1000;
        if (light < 140) {
            return rgb;
        }
        double scale = 110.0 / light;
        return (int) (r * scale) << 16 | (int) (g * scale) << 8 | (int) (b * scale);
    }

    private static String number(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : String.format(Locale.ROOT, "%.1f", value);
    }

    /** Text as XML holds it in an element or a quoted attribute. */
    public static String escape(String text) {
        StringBuilder escaped = new StringBuilder(text.length() + 8);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> escaped.append("&amp;");
                case '<' -> escaped.append("&lt;");
                case '>' -> escaped.append("&gt;");
                case '"' -> escaped.append("&quot;");
                case '\'' -> escaped.append("&#39;");
                default -> {
                    // A control character is no XML: it is left out (a name never needs one).
                    if (c >= 0x20 || c == '\t' || c == '\n') {
                        escaped.append(c);
                    }
                }
            }
        }
        return escaped.toString();
    }
}
