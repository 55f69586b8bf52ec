package org.tabula.display.sumo;

import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Rect;

/**
 * The Sumo ring as a row of squares with the piece on one and the middle marked, East's edge on
 * the left and West's on the right as on the LED strip (seat 0's side is negative positions). A ring too big for squares
 * is drawn as a bar with the piece as a block at its place.
 *
 * @param reach    squares from the middle to either edge
 * @param position the piece's place; beyond {@code reach} it has left the ring
 */
record SumoRingPicture(int reach, int position) {
    private static final int MAX_PITCH = 6;
    private static final int MIN_PITCH = 3;

    void draw(Canvas canvas, Rect area) {
        int squares = 2 * reach + 1;
        // Each edge needs a line and a slot beyond it for a piece pushed out.
        int pitch = Math.min(MAX_PITCH, (area.width() - 6) / (squares + 2));
        if (pitch >= MIN_PITCH) {
            drawSquares(canvas, area, area.x() + (area.width() - pitch * squares) / 2, pitch, squares);
        } else {
            drawBar(canvas, area, area.x() + 8, area.width() - 16);
        }
    }

    private void drawSquares(Canvas canvas, Rect area, int x0, int pitch, int squares) {
        int size = pitch - 1;
        int top = area.y() + 1;
        int height = area.height() - 2;
        canvas.vline(x0 - 2, area.y() - 1, area.bottom(), true);
        canvas.vline(x0 + pitch * squares, area.y() - 1, area.bottom(), true);
        for (int i = 0; i < squares; i++) {
            int x = x0 + i * pitch;
            int p = i - reach;
            if (p == position) {
                canvas.fill(new Rect(x, area.y(), size, area.height()), true);
            } else {
                canvas.box(new Rect(x, top, size, height));
            }
            if (p == 0) {
                // A notch under the middle square, where the piece starts and a draw ends.
                canvas.hline(x + size / 2 - 1, x + size / 2 + 1, area.bottom() + 2, true);
                canvas.pixel(x + size / 2, area.bottom() + 1, true);
            }
        }
        if (position < -reach) {
            canvas.fill(new Rect(x0 - 3 - size, area.y(), size, area.height()), true);
        } else if (position > reach) {
            canvas.fill(new Rect(x0 + pitch * squares + 2, area.y(), size, area.height()), true);
        }
    }

    private void drawBar(Canvas canvas, Rect area, int x0, int width) {
        int mid = area.y() + area.height() / 2;
        canvas.vline(x0 - 2, area.y() - 1, area.bottom(), true);
        canvas.vline(x0 + width + 1, area.y() - 1, area.bottom(), true);
        canvas.hline(x0, x0 + width - 1, mid, true);
        canvas.vline(x0 + width / 2, mid - 2, mid + 2, true);
        int clamped = Math.max(-reach - 1, Math.min(reach + 1, position));
        int x = x0 + (int) Math.round((clamped + reach) * (width - 1) / (2.0 * reach));
        canvas.fill(new Rect(x - 2, area.y(), 5, area.height()), true);
    }
}
