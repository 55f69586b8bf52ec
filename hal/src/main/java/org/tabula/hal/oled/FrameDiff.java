package org.tabula.hal.oled;

import java.util.ArrayList;
import java.util.List;

import org.tabula.hal.MonoDisplay;

/**
 * Which bytes of a page-order frame changed, as runs of columns per page. Two runs closer than
 * the cost of addressing a new run are merged: resending a few unchanged bytes is cheaper than
 * the extra command and data messages.
 */
public final class FrameDiff {
    /**
     * What a new run costs on I2C beyond its data: a command message (address, control byte,
     * page start, column low, column high) and a data message (address, control byte).
     */
    static final int RUN_OVERHEAD_BYTES = 7;

    /** Columns {@code [start, end)} of one page. */
    public record Run(int page, int start, int end) {
        public int length() {
            return end - start;
        }
    }

    private FrameDiff() {
    }

    public static List<Run> runs(byte[] before, byte[] after) {
        List<Run> runs = new ArrayList<>();
        int width = MonoDisplay.WIDTH;
        for (int page = 0; page < MonoDisplay.HEIGHT / 8; page++) {
            int base = page * width;
            int start = -1;
            int end = -1;
            for (int x = 0; x < width; x++) {
                if (before[base + x] == after[base + x]) {
                    continue;
                }
                if (start >= 0 && x - end > RUN_OVERHEAD_BYTES) {
                    runs.add(new Run(page, start, end));
                    start = -1;
                }
                if (start < 0) {
                    start = x;
                }
                end = x + 1;
            }
            if (start >= 0) {
                runs.add(new Run(page, start, end));
            }
        }
        return runs;
    }
}
