package org.tabula.display.frame;

/**
 * Where a canvas tells of text it could not show whole: shortened with an ellipsis, wrapped onto
 * more lines than there was room for, or written past the edge of its clip; and where each
 * text's ink went. The box's drawing
 * ignores them ({@link #IGNORED}); a test collects them to find every word a screen cuts.
 */
@FunctionalInterface
public interface Cuts {
    /** Drawing for the display: a cut is not news there, the ellipsis already says it. */
    Cuts IGNORED = (text, shown, area) -> {
    };

    /**
     * @param text  the whole text that was to be shown
     * @param shown what was drawn of it (lines joined by {@code \n})
     * @param area  where it had to fit
     */
    void cut(String text, String shown, Rect area);

    /**
     * Where a text's ink went: the box round the pixels it set ({@code ink}; empty if none
     * showed). For the tests that look for lines of text run together; drawing ignores it.
     */
    default void inked(String text, Rect ink) {
    }
}
