package org.tabula.display.frame;

/** A rectangle of pixels: left/top corner and size; empty when width or height is not positive. */
public record Rect(int x, int y, int width, int height) {
    public static final Rect FRAME = new Rect(0, 0, Frame.WIDTH, Frame.HEIGHT);

    public int right() {
        return x + width;
    }

    public int bottom() {
        return y + height;
    }

    public boolean isEmpty() {
        return width <= 0 || height <= 0;
    }

    public boolean contains(int px, int py) {
        return px >= x && px < right() && py >= y && py < bottom();
    }

    public Rect intersect(Rect other) {
        int left = Math.max(x, other.x);
        int top = Math.max(y, other.y);
        int r = Math.min(right(), other.right());
        int b = Math.min(bottom(), other.bottom());
        return new Rect(left, top, Math.max(0, r - left), Math.max(0, b - top));
    }

    /** This rectangle shrunk by {@code margin} on every side. */
    public Rect inset(int margin) {
        return new Rect(x + margin, y + margin, width - 2 * margin, height - 2 * margin);
    }
}
