package org.tabula.display.font;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.NavigableSet;
import java.util.TreeSet;

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
 */
public final class BitmapFont implements Font {
    private final String name;
    private final int ascent;
    private final int descent;
    private final Map<Integer, Glyph> glyphs;
    private final Glyph replacement;

    public BitmapFont(String name, int ascent, int descent, Map<Integer, Glyph> glyphs, int replacement) {
        this.name = name;
        this.ascent = ascent;
        this.descent = descent;
        this.glyphs = Map.copyOf(glyphs);
        this.replacement = glyphs.get(replacement);
        if (this.replacement == null) {
            throw new IllegalArgumentException("font " + name + " has no glyph for its replacement character U+" + hex(replacement));
        }
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
     * Reads the compact text form.
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
        Map<Integer, Glyph> glyphs = new HashMap<>();
        int number = 0;
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
            number++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] fields = line.trim().split(" +");
            try {
                switch (fields[0]) {
                    case "font" -> name = fields[1];
                    case "ascent" -> ascent = Integer.parseInt(fields[1]);
                    case "descent" -> descent = Integer.parseInt(fields[1]);
                    case "replacement" -> replacement = Integer.parseInt(fields[1], 16);
                    case "char" -> {
                        int codePoint = Integer.parseInt(fields[1], 16);
                        if (glyphs.put(codePoint, parseGlyph(fields)) != null) {
                            throw new IllegalArgumentException("U+" + hex(codePoint) + " is defined twice");
                        }
                    }
                    default -> throw new IllegalArgumentException("unknown keyword '" + fields[0] + "'");
                }
            } catch (RuntimeException e) {
                throw new IllegalArgumentException(source + " line " + number + ": " + e.getMessage(), e);
            }
        }
        if (name == null || ascent == null || descent == null || replacement == null) {
            throw new IllegalArgumentException(source + ": font, ascent, descent and replacement are all required");
        }
        return new BitmapFont(name, ascent, descent, glyphs, replacement);
    }

    private static Glyph parseGlyph(String[] fields) {
        if (fields.length != 8) {
            throw new IllegalArgumentException("a char line has 8 fields, not " + fields.length);
        }
        int advance = Integer.parseInt(fields[2]);
        int width = Integer.parseInt(fields[3]);
        int height = Integer.parseInt(fields[4]);
        int xOffset = Integer.parseInt(fields[5]);
        int yOffset = Integer.parseInt(fields[6]);
        String bitmap = fields[7].equals("-") ? "" : fields[7];
        int digits = (width + 3) / 4;
        if (bitmap.length() != digits * height) {
            throw new IllegalArgumentException("expected " + height + " rows of " + digits + " hex digits, got " + bitmap.length() + " digits");
        }
        int[] rows = new int[height];
        for (int r = 0; r < height; r++) {
            rows[r] = Integer.parseUnsignedInt(bitmap.substring(r * digits, (r + 1) * digits), 16);
        }
        return new Glyph(advance, width, xOffset, yOffset, rows);
    }

    /** The font in the compact text form that {@link #read} reads, after the given comment lines. */
    public String write(Iterable<String> comments) {
        StringBuilder out = new StringBuilder();
        for (String comment : comments) {
            out.append("# ").append(comment).append('\n');
        }
        out.append("font ").append(name).append('\n')
                .append("ascent ").append(ascent).append('\n')
                .append("descent ").append(descent).append('\n');
        Integer replacementCodePoint = glyphs.entrySet().stream().filter(e -> e.getValue() == replacement)
                .map(Map.Entry::getKey).min(Integer::compare).orElseThrow();
        out.append("replacement ").append(hex(replacementCodePoint)).append('\n');
        for (int codePoint : codePoints()) {
            Glyph g = glyphs.get(codePoint);
            out.append("char ").append(hex(codePoint)).append(' ').append(g.advance()).append(' ')
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
        return glyphs.containsKey(codePoint);
    }

    @Override
    public Glyph glyph(int codePoint) {
        return glyphs.getOrDefault(codePoint, replacement);
    }

    /** Every code point the font covers, ascending. */
    public NavigableSet<Integer> codePoints() {
        return Collections.unmodifiableNavigableSet(new TreeSet<>(glyphs.keySet()));
    }
}
