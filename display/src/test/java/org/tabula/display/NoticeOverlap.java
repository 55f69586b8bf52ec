package org.tabula.display;

import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Frame;
import org.tabula.display.frame.Rect;
import org.tabula.display.frame.RowEdges;
import org.tabula.display.screen.Toast;
import org.tabula.display.text.Language;

/**
 * Whether a notice leaves a row of the screen beneath it half-drawn: the row its bar ends on (then
 * darkened), or the first row below, must be a {@link RowEdges row edge} of that screen, so that
 * each of its rows shows whole or not at all. For the no-cut tests of the display and of the box.
 */
public final class NoticeOverlap {
    private NoticeOverlap() {
    }

    /** Where the notice cuts a row of the screen beneath ("row 9, x 0-127"), or null if it cuts none. */
    public static String cut(Toast notice, Language language) {
        Rect bar = notice.bar(language);
        int hidden = bar.bottom();
        if (hidden >= Frame.HEIGHT - 1) {
            return null;
        }
        Canvas beneath = new Canvas(notice.under().render(language));
        return RowEdges.isEdge(beneath, bar, hidden) || RowEdges.isEdge(beneath, bar, hidden + 1) ? null
                : "row " + hidden + ", x " + bar.x() + "-" + (bar.right() - 1);
    }
}
