package org.tabula.display.widget;

/** Where text sits across the width it is given. */
public enum Align {
    LEFT, CENTER, RIGHT;

    /** The x at which text {@code textWidth} wide starts inside {@code [x, x + width)}. */
    public int start(int x, int width, int textWidth) {
        return switch (this) {
            case LEFT -> x;
            case CENTER -> x + (width - textWidth) / 2;
            case RIGHT -> x + width - textWidth;
        };
    }
}
