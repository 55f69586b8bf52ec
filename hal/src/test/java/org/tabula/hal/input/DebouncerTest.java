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

    /** A debouncer whose button has read released for the debounce time before t = 0: in use. */
    private static Debouncer inUse(long debounceMs, long longPressMs) {
        Debouncer debouncer = new Debouncer(debounceMs * MS, longPressMs * MS);
        for (long t = -debounceMs - 5; t < 0; t += 5) {
            debouncer.sample(false, t * MS);
        }
        return debouncer;
    }

    @Test
    void bounceShorterThanTheDebounceTimeIsIgnored() {
        Debouncer debouncer = inUse(20, 800);
        // Contact bounce on press and release, 5 ms samples; 20 ms debounce.
        // The 20 ms of the press start at 55 ms (the last bounce), of the release at 105 ms.
        assertEquals(List.of("PRESSED@75", "RELEASED@125"), run(debouncer, "..#.#.####.######...#....."));
    }

    @Test
    void aHeldButtonReportsOneLongPressBeforeItsRelease() {
        Debouncer debouncer = inUse(20, 100);
        assertEquals(List.of("PRESSED@20", "LONG_PRESSED@100", "RELEASED@180"),
                run(debouncer, "#".repeat(32) + "......"));
    }

    @Test
    void aGlitchNeverReportsAnything() {
        assertEquals(List.of(), run(inUse(20, 100), "...#..#..##..#...."));
    }

    @Test
    void aButtonPressedFromTheFirstSampleIsIgnoredUntilItReadsReleased() {
        Debouncer debouncer = new Debouncer(20 * MS, 100 * MS);
        // Stuck low for 10 s: no press, no long press (no menu scrolling, no held BACK).
        assertEquals(List.of(), run(debouncer, "#".repeat(2_000)));
        assertEquals(false, debouncer.inUse());
        // Released for less than the debounce time, then low again: still not in use.
        Debouncer flicker = new Debouncer(20 * MS, 100 * MS);
        assertEquals(List.of(), run(flicker, "####..####"));
        assertEquals(false, flicker.inUse());
        // Released for the debounce time: from then on it is a button like any other.
        Debouncer freed = new Debouncer(20 * MS, 100 * MS);
        assertEquals(List.of("PRESSED@65", "RELEASED@95"), run(freed, "###......######......"));
        assertEquals(true, freed.inUse());
    }
}
