package org.tabula.display.frame;

import org.tabula.display.font.Font;
import org.tabula.display.font.Glyph;

/**
 * Draws on a {@link Frame} inside a clip rectangle: nothing is drawn outside it, so a long name
 * in a table cell cannot spill into the next one. Coordinates are frame pixels, y downwards.
 * A canvas is a view of its frame: {@link #clipped} gives another view of the same pixels. It
 * tells its {@link Cuts} of any text that could not be shown whole.
 */
public final class Canvas {
    private final Frame frame;
    private final Rect clip;
    private final Cuts cuts;

    public Canvas(Frame frame) {
        this(frame, Cuts.IGNORED);
    }

    /** A canvas telling {@code cuts} of every text it could not show whole. */
    public Canvas(Frame frame, Cuts cuts) {
        this(frame, Rect.FRAME, cuts);
    }

    private Canvas(Frame frame, Rect clip, Cuts cuts) {
        this.frame = frame;
        this.clip = clip.intersect(Rect.FRAME);
        this.cuts = cuts;
    }

    /** A canvas on the same frame that draws only inside {@code area} (and this canvas's clip). */
    public Canvas clipped(Rect area) {
        return new Canvas(frame, clip.intersect(area), cuts);
    }

    /** Tells of text that had to be shortened or cut to fit {@code area}: {@code shown} is what was drawn of it. */
    public void cut(String text, String shown, Rect area) {
        cuts.cut(text, shown, area);
    }

    public Rect clip() {
        return clip;
    }

    /** Whether the pixel is lit (false outside the frame): for drawing that must fit what is already drawn. */
    public boolean lit(int x, int y) {
        return frame.get(x, y);
    }

    public void pixel(int x, int y, boolean lit) {
        if (clip.contains(x, y)) {
            frame.set(x, y, lit);
        }
    }

    /** A horizontal line from x0 to x1 inclusive. */
    public void hline(int x0, int x1, int y, boolean lit) {
        for (int x = Math.min(x0, x1); x <= Math.max(x0, x1); x++) {
            pixel(x, y, lit);
        }
    }

    /** A vertical line from y0 to y1 inclusive. */
    public void vline(int x, int y0, int y1, boolean lit) {
        for (int y = Math.min(y0, y1); y <= Math.max(y0, y1); y++) {
            pixel(x, y, lit);
        }
    }

    /** A horizontal line of every other pixel, lighter than a full rule. */
    public void dottedHline(int x0, int x1, int y) {
        for (int x = Math.min(x0, x1); x <= Math.max(x0, x1); x += 2) {
            pixel(x, y, true);
        }
    }

    /** A straight line between two points, both included (Bresenham). */
    public void line(int x0, int y0, int x1, int y1, boolean lit) {
        int dx = Math.abs(x1 - x0);
        int dy = -Math.abs(y1 - y0);
        int sx = x0 < x1 ? 1 : -1;
        int sy = y0 < y1 ? 1 : -1;
        int error = dx + dy;
        int x = x0;
        int y = y0;
        while (true) {
            pixel(x, y, lit);
            if (x == x1 && y == y1) {
                return;
            }
            int twice = 2 * error;
            if (twice >= dy) {
                error += dy;
                x += sx;
            }
            if (twice <= dx) {
                error += dx;
                y += sy;
            }
        }
    }

    /** The outline of a rectangle, one pixel wide, inside its bounds. */
    public void box(Rect r) {
        if (r.isEmpty()) {
            return;
        }
        hline(r.x(), r.right() - 1, r.y(), true);
        hline(r.x(), r.right() - 1, r.bottom() - 1, true);
        vline(r.x(), r.y(), r.bottom() - 1, true);
        vline(r.right() - 1, r.y(), r.bottom() - 1, true);
    }

    /** Sets every pixel of a rectangle lit or dark. */
    public void fill(Rect r, boolean lit) {
        for (int y = r.y(); y < r.bottom(); y++) {
            hline(r.x(), r.right() - 1, y, lit);
        }
    }

    /** Flips every pixel of a rectangle: a highlighted menu line, a winner's row. */
    public void invert(Rect r) {
        Rect area = r.intersect(clip);
        for (int y = area.y(); y < area.bottom(); y++) {
            for (int x = area.x(); x < area.right(); x++) {
                frame.invert(x, y);
            }
        }
    }

    /** Draws a small bitmap with its top-left corner at (x, y); its clear pixels are left alone. */
    public void icon(Icon icon, int x, int y, boolean lit) {
        for (int row = 0; row < icon.height(); row++) {
            for (int col = 0; col < icon.width(); col++) {
                if (icon.isSet(col, row)) {
                    pixel(x + col, y + row, lit);
                }
            }
        }
    }

    /**
     * Writes text with the top of its line box at {@code top}; returns the pen position after it.
     * Characters the font lacks show as its replacement glyph. No wrapping: see {@code TextLayout}.
     * Text running past the clip's sides, or its line box past its top or bottom, is told as cut.
     */
    public int text(Font font, int x, int top, String text, boolean lit) {
        int baseline = top + font.ascent() - 1;
        int pen = x;
        // The ink's box, only for a canvas that tells of it: the box's drawing skips the work.
        int[] ink = cuts == Cuts.IGNORED ? null : new int[] {Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE};
        for (int i = 0; i < text.length(); ) {
            int codePoint = text.codePointAt(i);
            Glyph glyph = font.glyph(codePoint);
            glyph(glyph, pen, baseline, lit, ink);
            pen += glyph.advance();
            i += Character.charCount(codePoint);
        }
        if (x < clip.x() || pen > clip.right() || top < clip.y() || top + font.lineHeight() > clip.bottom()) {
            cuts.cut(text, text, clip);
        }
        if (ink != null) {
            cuts.inked(text, ink[0] > ink[2] ? new Rect(x, top, 0, 0) : new Rect(ink[0], ink[1], ink[2] - ink[0] + 1, ink[3] - ink[1] + 1));
        }
        return pen;
    }

    /**
     * Draws a glyph with the pen at {@code penX} on the baseline row {@code baseline}, growing
     * {@code ink} (left, top, right, bottom; null: not kept) round the pixels it sets in the clip.
     */
    private void glyph(Glyph glyph, int penX, int baseline, boolean lit, int[] ink) {
        int top = baseline - (glyph.yOffset() + glyph.height() - 1);
        for (int r = 0; r < glyph.height(); r++) {
            for (int c = 0; c < glyph.width(); c++) {
                if (glyph.isSet(c, r)) {
                    int px = penX + glyph.xOffset() + c;
                    pixel(px, top + r, lit);
                    if (ink != null && clip.contains(px, top + r)) {
                        ink[0] = Math.min(ink[0], px);
                        ink[1] = Math.min(ink[1], top + r);
                        ink[2] = Math.max(ink[2], px);
                        ink[3] = Math.max(ink[3], top + r);
                    }
                }
            }
        }
    }
}
