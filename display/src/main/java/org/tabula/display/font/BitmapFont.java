package org.tabula.display.font;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;

/**
 * A bitmap font read from the compact text form this project ships (made by the test-scope
 * {@code FontCompiler} from BDF fonts):
 *
 * <pre>
 * # comments, such as the source font and its licence
 * font misc-fixed-5x7
 * ascent 6
 * descent 1
 * replacement 003F
 * char 0041 5 5 7 0 -1 20508888F88888
 * </pre>
 *
 * <p>A {@code char} line is: code point (hex), advance, bitmap width, height, x and y offset of
 * the bitmap's bottom-left corner from the pen (BDF's BBX, y up), then the rows from the top,
 * each as {@code ceil(width / 4)} hex digits of its bits (column 0 highest), or {@code -} for
 * none. The {@code replacement} glyph stands in for characters the font lacks.
 *
 * <p>Held compactly, since a font may have thousands of glyphs (all of JIS X 0208's kanji): one
 * ascending array of code points and one byte array of every glyph's metrics and rows, a
 * {@link Glyph} made only when asked for. So a font costs three arrays on the heap, not an
 * object per character.
 */
public final class BitmapFont implements Font {
    /** Before each glyph's rows: advance, width, x offset, y offset, height, a byte each. */
    private static final int METRICS = 5;

    private final String name;
    private final int ascent;
    private final int descent;
    /** Ascending. */
    private final int[] codePoints;
    /** Glyph {@code i}'s bytes are {@code packed[starts[i]]} to {@code packed[starts[i + 1]]}. */
    private final int[] starts;
    private final byte[] packed;
    private final int replacementIndex;

    public BitmapFont(String name, int ascent, int descent, Map<Integer, Glyph> glyphs, int replacement) {
        this(name, ascent, descent, pack(new TreeMap<>(glyphs)), replacement);
    }

    private BitmapFont(String name, int ascent, int descent, Packer glyphs, int replacement) {
        this.name = name;
        this.ascent = ascent;
        this.descent = descent;
        this.codePoints = Arrays.copyOf(glyphs.codePoints, glyphs.count);
        this.starts = Arrays.copyOf(glyphs.starts, glyphs.count + 1);
        this.packed = Arrays.copyOf(glyphs.packed, glyphs.starts[glyphs.count]);
        this.replacementIndex = Arrays.binarySearch(codePoints, replacement);
        if (replacementIndex < 0) {
            throw new IllegalArgumentException("font " + name + " has no glyph for its replacement character U+" + hex(replacement));
        }
    }

    private static Packer pack(TreeMap<Integer, Glyph> glyphs) {
        Packer packer = new Packer();
        glyphs.forEach(packer::add);
        return packer;
    }

    /** Reads a font shipped as a class-path resource. */
    public static BitmapFont resource(String path) {
        InputStream in = BitmapFont.class.getResourceAsStream(path);
        if (in == null) {
            throw new IllegalStateException("font resource " + path + " is missing from the class path");
        }
        try (Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
            return read(reader, path);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read font resource " + path, e);
        }
    }

    /**
     * Reads the compact text form, its characters in ascending order.
     *
     * @param source names the input in error messages
     * @throws IllegalArgumentException naming the line that is wrong
     */
    public static BitmapFont read(Reader reader, String source) throws IOException {
        BufferedReader lines = new BufferedReader(reader);
        String name = null;
        Integer ascent = null;
        Integer descent = null;
        Integer replacement = null;
        Packer glyphs = new Packer();
        int number = 0;
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
            number++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            Fields fields = new Fields(line);
            try {
                String keyword = fields.word();
                switch (keyword) {
                    case "font" -> name = fields.word();
                    case "ascent" -> ascent = fields.number(10);
                    case "descent" -> descent = fields.number(10);
                    case "replacement" -> replacement = fields.number(16);
                    case "char" -> glyphs.add(fields.number(16), parseGlyph(fields));
                    default -> throw new IllegalArgumentException("unknown keyword '" + keyword + "'");
                }
                fields.end();
            } catch (RuntimeException e) {
                throw new IllegalArgumentException(source + " line " + number + ": " + e.getMessage(), e);
            }
        }
        if (name == null || ascent == null || descent == null || replacement == null) {
            throw new IllegalArgumentException(source + ": font, ascent, descent and replacement are all required");
        }
        return new BitmapFont(name, ascent, descent, glyphs, replacement);
    }

    private static Glyph parseGlyph(Fields fields) {
        int advance = fields.number(10);
        int width = fields.number(10);
        int height = fields.number(10);
        int xOffset = fields.number(10);
        int yOffset = fields.number(10);
        int digits = (width + 3) / 4;
        int[] rows = new int[height];
        if (fields.bitmap(digits * height)) {
            for (int r = 0; r < height; r++) {
                rows[r] = fields.hexDigits(digits);
            }
        }
        return new Glyph(advance, width, xOffset, yOffset, rows);
    }

    /**
     * A line's fields, separated by spaces, read in place: a font has thousands of lines, read as
     * the service starts, before anything is compiled, so no regular expression and no substrings.
     */
    private static final class Fields {
        private final String line;
        private int at;
        private int fieldEnd;

        Fields(String line) {
            this.line = line;
        }

        private void next() {
            while (at < line.length() && line.charAt(at) == ' ') {
                at++;
            }
            if (at == line.length()) {
                throw new IllegalArgumentException("a field is missing (a char line has 8: char, code point, advance, width, height, x, y and rows)");
            }
            fieldEnd = line.indexOf(' ', at);
            fieldEnd = fieldEnd < 0 ? line.length() : fieldEnd;
        }

        String word() {
            next();
            String word = line.substring(at, fieldEnd);
            at = fieldEnd;
            return word;
        }

        int number(int radix) {
            next();
            int value = Integer.parseInt(line, at, fieldEnd, radix);
            at = fieldEnd;
            return value;
        }

        /** Whether the rows field holds {@code length} hex digits; false for {@code -}, no rows. */
        boolean bitmap(int length) {
            next();
            boolean none = fieldEnd - at == 1 && line.charAt(at) == '-';
            int found = none ? 0 : fieldEnd - at;
            if (found != length) {
                throw new IllegalArgumentException("expected " + length + " hex digits of rows, got " + found + " digits");
            }
            if (none) {
                at = fieldEnd;
            }
            return !none;
        }

        int hexDigits(int count) {
            int value = Integer.parseUnsignedInt(line, at, at + count, 16);
            at += count;
            return value;
        }

        void end() {
            while (at < line.length() && line.charAt(at) == ' ') {
                at++;
            }
            if (at < line.length()) {
                throw new IllegalArgumentException("unexpected '" + line.substring(at) + "' at the end of the line");
            }
        }
    }

    /** Glyphs packed as they come, in ascending order of code point, into arrays that grow. */
    private static final class Packer {
        int count;
        int[] codePoints = new int[256];
        int[] starts = new int[257];
        byte[] packed = new byte[4096];

        void add(int codePoint, Glyph glyph) {
            if (count > 0 && codePoint <= codePoints[count - 1]) {
                throw new IllegalArgumentException("U+" + hex(codePoint) + (codePoint == codePoints[count - 1] ? " is defined twice"
                        : " comes after U+" + hex(codePoints[count - 1]) + ": characters go in ascending order"));
            }
            int rowBytes = (glyph.width() + 7) / 8;
            int size = METRICS + glyph.height() * rowBytes;
            if (count == codePoints.length) {
                codePoints = Arrays.copyOf(codePoints, count * 2);
                starts = Arrays.copyOf(starts, count * 2 + 1);
            }
            int at = starts[count];
            if (at + size > packed.length) {
                packed = Arrays.copyOf(packed, Math.max(packed.length * 2, at + size));
            }
            packed[at] = metric(glyph.advance(), 0, 255);
            packed[at + 1] = metric(glyph.width(), 0, Glyph.MAX_WIDTH);
            packed[at + 2] = metric(glyph.xOffset(), -128, 127);
            packed[at + 3] = metric(glyph.yOffset(), -128, 127);
            packed[at + 4] = metric(glyph.height(), 0, 255);
            for (int r = 0, next = at + METRICS; r < glyph.height(); r++) {
                for (int b = rowBytes - 1; b >= 0; b--) {
                    packed[next++] = (byte) (glyph.row(r) >>> (8 * b));
                }
            }
            codePoints[count] = codePoint;
            starts[++count] = at + size;
        }

        private static byte metric(int value, int min, int max) {
            if (value < min || value > max) {
                throw new IllegalArgumentException("a glyph's metric " + value + " is outside " + min + ".." + max);
            }
            return (byte) value;
        }
    }

    /** The font in the compact text form that {@link #read} reads, after the given comment lines. */
    public String write(Iterable<String> comments) {
        StringBuilder out = new StringBuilder();
        for (String comment : comments) {
            out.append("# ").append(comment).append('\n');
        }
        out.append("font ").append(name).append('\n')
                .append("ascent ").append(ascent).append('\n')
                .append("descent ").append(descent).append('\n')
                .append("replacement ").append(hex(codePoints[replacementIndex])).append('\n');
        for (int i = 0; i < codePoints.length; i++) {
            Glyph g = decode(i);
            out.append("char ").append(hex(codePoints[i])).append(' ').append(g.advance()).append(' ')
                    .append(g.width()).append(' ').append(g.height()).append(' ')
                    .append(g.xOffset()).append(' ').append(g.yOffset()).append(' ');
            int digits = (g.width() + 3) / 4;
            if (g.height() == 0 || digits == 0) {
                out.append('-');
            }
            for (int r = 0; r < g.height() && digits > 0; r++) {
                String row = Integer.toHexString(g.row(r)).toUpperCase();
                out.append("0".repeat(digits - row.length())).append(row);
            }
            out.append('\n');
        }
        return out.toString();
    }

    private static String hex(int codePoint) {
        String digits = Integer.toHexString(codePoint).toUpperCase();
        return "0".repeat(Math.max(0, 4 - digits.length())) + digits;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public int ascent() {
        return ascent;
    }

    @Override
    public int descent() {
        return descent;
    }

    @Override
    public boolean covers(int codePoint) {
        return Arrays.binarySearch(codePoints, codePoint) >= 0;
    }

    @Override
    public Glyph glyph(int codePoint) {
        int index = Arrays.binarySearch(codePoints, codePoint);
        return decode(index >= 0 ? index : replacementIndex);
    }

    /** Read from the packed bytes, without making the glyph: text is measured far more often than drawn. */
    @Override
    public int advance(int codePoint) {
        int index = Arrays.binarySearch(codePoints, codePoint);
        return packed[starts[index >= 0 ? index : replacementIndex]] & 0xFF;
    }

    private Glyph decode(int index) {
        int at = starts[index];
        int width = packed[at + 1];
        int height = packed[at + 4] & 0xFF;
        int rowBytes = (width + 7) / 8;
        int[] rows = new int[height];
        for (int r = 0, next = at + METRICS; r < height; r++) {
            for (int b = 0; b < rowBytes; b++) {
                rows[r] = rows[r] << 8 | packed[next++] & 0xFF;
            }
        }
        return new Glyph(packed[at] & 0xFF, width, packed[at + 2], packed[at + 3], rows);
    }

    /** Every code point the font covers, ascending. */
    public int[] codePoints() {
        return codePoints.clone();
    }
}
