package org.tabula.display.font;

import java.util.Arrays;
import java.util.Objects;

/**
 * One character's bitmap, placed as BDF places it: a box of {@code width x height} pixels whose
 * bottom-left corner is {@code (xOffset, yOffset)} from the pen on the baseline (y up), and a
 * pen advance. Rows run from the top; in each row bit {@code width - 1 - col} is column {@code col}.
 * Equal when they draw the same and advance the same.
 */
public final class Glyph {
    /** Rows are held in an int. */
    public static final int MAX_WIDTH = 32;

    private final int advance;
    private final int width;
    private final int xOffset;
    private final int yOffset;
    private final int[] rows;

    public Glyph(int advance, int width, int xOffset, int yOffset, int[] rows) {
        if (width < 0 || width > MAX_WIDTH || advance < 0) {
            throw new IllegalArgumentException("glyph width must be 0.." + MAX_WIDTH + " and advance not negative: " + width + ", " + advance);
        }
        for (int row : rows) {
            if (width < MAX_WIDTH && (row >>> width) != 0) {
                throw new IllegalArgumentException("glyph row has pixels beyond its width " + width + ": " + Integer.toHexString(row));
            }
        }
        this.advance = advance;
        this.width = width;
        this.xOffset = xOffset;
        this.yOffset = yOffset;
        this.rows = rows.clone();
    }

    public int advance() {
        return advance;
    }

    public int width() {
        return width;
    }

    public int height() {
        return rows.length;
    }

    public int xOffset() {
        return xOffset;
    }

    public int yOffset() {
        return yOffset;
    }

    /** Row {@code row} from the top, as bits (column 0 is the highest of {@code width}). */
    public int row(int row) {
        return rows[row];
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Glyph glyph && advance == glyph.advance && width == glyph.width && xOffset == glyph.xOffset
                && yOffset == glyph.yOffset && Arrays.equals(rows, glyph.rows);
    }

    @Override
    public int hashCode() {
        return Objects.hash(advance, width, xOffset, yOffset, Arrays.hashCode(rows));
    }

    public boolean isSet(int col, int row) {
        return col >= 0 && col < width && row >= 0 && row < rows.length && (rows[row] >>> (width - 1 - col) & 1) != 0;
    }
}
