package org.tabula.display.frame;

import java.util.Arrays;
import java.util.List;

/**
 * A small one-bit picture (a cursor, a bot, a tick), given as rows of {@code '#'} (set) and
 * {@code '.'} (clear) so its shape can be read in the source.
 */
public final class Icon {
    private final int width;
    private final boolean[][] pixels;

    private Icon(int width, boolean[][] pixels) {
        this.width = width;
        this.pixels = pixels;
    }

    /** @throws IllegalArgumentException if the rows differ in length or hold other characters */
    public static Icon of(String... rows) {
        if (rows.length == 0) {
            throw new IllegalArgumentException("an icon needs at least one row");
        }
        int width = rows[0].length();
        boolean[][] pixels = new boolean[rows.length][];
        for (int r = 0; r < rows.length; r++) {
            String row = rows[r];
            if (row.length() != width || !row.matches("[#.]*")) {
                throw new IllegalArgumentException("icon row " + r + " must be " + width + " characters of '#' and '.': " + row);
            }
            pixels[r] = new boolean[width];
            for (int c = 0; c < width; c++) {
                pixels[r][c] = row.charAt(c) == '#';
            }
        }
        return new Icon(width, pixels);
    }

    public int width() {
        return width;
    }

    public int height() {
        return pixels.length;
    }

    public boolean isSet(int col, int row) {
        return row >= 0 && row < pixels.length && col >= 0 && col < width && pixels[row][col];
    }

    /** The icon as rows of '#' and '.'. */
    public List<String> rows() {
        return Arrays.stream(pixels).map(row -> {
            StringBuilder text = new StringBuilder(width);
            for (boolean set : row) {
                text.append(set ? '#' : '.');
            }
            return text.toString();
        }).toList();
    }
}
