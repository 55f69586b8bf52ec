package org.tabula.hal.input;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.tabula.hal.ButtonEvent.Kind;

class DebouncerTest {
    private static final long MS = 1_000_000L;

    /** Feeds {@code levels} sampled every 5 ms and collects what comes out, with the time. */
    private static List<String> run(Debouncer debouncer, String levels) {
        List<String> events = new ArrayList<>();
        for (int i = 0; i < levels.length(); i++) {
            int t = i * 5;
            Optional<Kind> kind = debouncer.sample(levels.charAt(i) == '#', t * MS);
            kind.ifPresent(k -> events.add(k + "@" + t));
        }
        return events;
    }

    @Test
    void bounceShorterThanTheDebounceTimeIsIgnored() {
        Debouncer debouncer = new Debouncer(20 * MS, 800 * MS);
        // Contact bounce on press and release, 5 ms samples; 20 ms debounce.
        // The 20 ms of the press start at 55 ms (the last bounce), of the release at 105 ms.
        assertEquals(List.of("PRESSED@75", "RELEASED@125"), run(debouncer, "..#.#.####.######...#....."));
    }

    @Test
    void aHeldButtonReportsOneLongPressBeforeItsRelease() {
        Debouncer debouncer = new Debouncer(20 * MS, 100 * MS);
        assertEquals(List.of("PRESSED@20", "LONG_PRESSED@100", "RELEASED@180"),
                run(debouncer, "#".repeat(32) + "......"));
    }

    @Test
    void aGlitchNeverReportsAnything() {
        assertEquals(List.of(), run(new Debouncer(20 * MS, 100 * MS), "...#..#..##..#...."));
    }
}
