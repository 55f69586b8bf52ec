package org.tabula.hal.oled;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

class FrameDiffTest {
    @Test
    void identicalFramesHaveNoRuns() {
        assertEquals(List.of(), FrameDiff.runs(new byte[1024], new byte[1024]));
    }

    @Test
    void nearbyChangesMergeAndDistantOnesDoNot() {
        byte[] after = new byte[1024];
        after[10] = 1;
        after[10 + 1 + FrameDiff.RUN_OVERHEAD_BYTES] = 1; // a gap of exactly the overhead: merged
        after[100] = 1;
        after[7 * 128 + 127] = 1;
        assertEquals(List.of(new FrameDiff.Run(0, 10, 10 + 2 + FrameDiff.RUN_OVERHEAD_BYTES), new FrameDiff.Run(0, 100, 101), new FrameDiff.Run(7, 127, 128)),
                FrameDiff.runs(new byte[1024], after));
    }

    @Test
    void runsNeverCrossPages() {
        byte[] after = new byte[1024];
        after[127] = 1;
        after[128] = 1;
        assertEquals(List.of(new FrameDiff.Run(0, 127, 128), new FrameDiff.Run(1, 0, 1)), FrameDiff.runs(new byte[1024], after));
    }
}
