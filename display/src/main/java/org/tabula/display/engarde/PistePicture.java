package org.tabula.display.engarde;

import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Rect;

/**
 * The piste on the OLED: a row of squares, seat 0's fencer a filled square with its blade towards
 * the other, seat 1's likewise from the other side, the squares between them marked with a dot
 * so the distance can be counted, the squares behind them plain.
 *
 * @param squares   the piste's squares
 * @param first     seat 0's square, from 1
 * @param second    seat 1's square
 */
record PistePicture(int squares, int first, int second) {
    void draw(Canvas canvas, Rect area) {
        int pitch = area.width() / squares;
        int size = pitch - 1;
        int x0 = area.x() + (area.width() - pitch * squares) / 2;
        int mid = area.y() + area.height() / 2;
        for (int square = 1; square <= squares; square++) {
            int x = x0 + (square - 1) * pitch;
            if (square == first || square == second) {
                canvas.fill(new Rect(x, area.y(), size, area.height()), true);
            } else {
                canvas.box(new Rect(x, area.y() + 1, size, area.height() - 2));
                if (square > first && square < second) {
                    canvas.pixel(x + size / 2, mid, true);
                }
            }
        }
        // The blades: a line from each fencer's square over the edge of the next, towards the other.
        int firstRight = x0 + first * pitch - 1;
        canvas.hline(firstRight, firstRight + 1, mid, true);
        int secondLeft = x0 + (second - 1) * pitch - 1;
        canvas.hline(secondLeft - 1, secondLeft, mid, true);
        // The end lines of the piste.
        canvas.vline(x0 - 2, area.y() - 1, area.bottom(), true);
        canvas.vline(x0 + pitch * squares, area.y() - 1, area.bottom(), true);
    }
}
