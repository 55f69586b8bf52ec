package org.tabula.display.font;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.IntPredicate;

/**
 * Reads the glyphs of a BDF 2.1 font (the X11 bitmap font interchange format) that a filter
 * selects. Only what a fixed-cell bitmap font needs: FONT_ASCENT, FONT_DESCENT, COPYRIGHT, and
 * per character ENCODING, DWIDTH, BBX and BITMAP.
 */
final class BdfReader {
    /** The font's properties (quotes removed) and the selected glyphs by code point. */
    record BdfFont(Map<String, String> properties, Map<Integer, Glyph> glyphs) {
        int intProperty(String key) {
            String value = properties.get(key);
            if (value == null) {
                throw new IllegalArgumentException("the BDF font has no " + key + " property");
            }
            return Integer.parseInt(value);
        }
    }

    private BdfReader() {
    }

    static BdfFont read(Reader source, IntPredicate wanted) throws IOException {
        BufferedReader lines = new BufferedReader(source);
        Map<String, String> properties = new LinkedHashMap<>();
        Map<Integer, Glyph> glyphs = new HashMap<>();
        boolean inProperties = false;
        int encoding = -1;
        int advance = 0;
        int[] bbx = null;
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
            String[] f = line.trim().split(" +", 2);
            String keyword = f[0];
            String rest = f.length > 1 ? f[1] : "";
            if (keyword.equals("FONT")) {
                properties.put("FONT", rest);
            } else if (keyword.equals("STARTPROPERTIES")) {
                inProperties = true;
            } else if (keyword.equals("ENDPROPERTIES")) {
                inProperties = false;
            } else if (inProperties) {
                properties.put(keyword, rest.startsWith("\"") ? rest.substring(1, rest.length() - 1).replace("\"\"", "\"") : rest);
            } else if (keyword.equals("STARTCHAR")) {
                encoding = -1;
                advance = 0;
                bbx = null;
            } else if (keyword.equals("ENCODING")) {
                encoding = Integer.parseInt(rest.split(" ")[0]);
            } else if (keyword.equals("DWIDTH")) {
                advance = Integer.parseInt(rest.split(" ")[0]);
            } else if (keyword.equals("BBX")) {
                String[] n = rest.split(" ");
                bbx = new int[] {Integer.parseInt(n[0]), Integer.parseInt(n[1]), Integer.parseInt(n[2]), Integer.parseInt(n[3])};
            } else if (keyword.equals("BITMAP")) {
                if (bbx == null) {
                    throw new IllegalArgumentException("character " + encoding + " has a BITMAP before its BBX");
                }
                int[] rows = readRows(lines, bbx[0], bbx[1]);
                if (encoding >= 0 && wanted.test(encoding)) {
                    glyphs.put(encoding, new Glyph(advance, bbx[0], bbx[2], bbx[3], rows));
                }
            }
        }
        return new BdfFont(properties, glyphs);
    }

    /** BDF rows are whole bytes, column 0 in the top bit of the first byte. */
    private static int[] readRows(BufferedReader lines, int width, int height) throws IOException {
        int[] rows = new int[height];
        for (int r = 0; r < height; r++) {
            String hex = lines.readLine().trim();
            long bits = Long.parseLong(hex, 16);
            rows[r] = (int) (bits >>> (hex.length() * 4 - width));
        }
        return rows;
    }
}
