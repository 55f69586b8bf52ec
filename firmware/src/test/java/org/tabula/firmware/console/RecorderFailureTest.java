package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import org.tabula.display.text.Text;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.rules.GameState;

class RecorderFailureTest {
    /** Records calls; fails every move while {@code full} is set, as a full SD card would. */
    static final class FlakyRecorder implements MatchRecorder {
        final List<String> calls = new ArrayList<>();
        boolean full;

        @Override
        public void started(Match match) {
            calls.add("started " + match.header().current().seed());
        }

        @Override
        public void moved(Match match, org.tabula.firmware.script.Move move, org.tabula.firmware.cards.Card card) throws IOException {
            if (full) {
                throw new IOException("No space left on device");
            }
            calls.add("moved " + move);
        }

        @Override
        public void tookBack(Match match, int count) throws IOException {
            if (full) {
                throw new IOException("No space left on device");
            }
            calls.add("took back " + count);
        }

        @Override
        public void finished(Match match) {
            calls.add("finished");
        }

        @Override
        public void abandoned(Match match) {
            calls.add("abandoned");
        }
    }

    @Test
    void aMoveThatCannotBeSavedIsRefusedAndNothingChanges() {
        FlakyRecorder recorder = new FlakyRecorder();
        TestBox box = new TestBox(2, 7, CardRegistry.inMemory(), recorder).choose("Start").play("Play 2");
        Match match = box.console().match().orElseThrow();
        var before = match.state().view(GameState.TABLE);
        recorder.full = true;
        box.play("Play 4");
        assertEquals(Text.of("console.cannotSaveMove", "No space left on device"), box.screen().message());
        assertEquals(List.of("0:2"), match.moves().stream().map(org.tabula.firmware.script.Move::text).toList());
        assertEquals(before, match.state().view(GameState.TABLE));
        recorder.full = false;
        box.press(org.tabula.hal.Button.BACK);
        box.play("Play 4");
        assertEquals(List.of("0:2", "1:4"), match.moves().stream().map(org.tabula.firmware.script.Move::text).toList());
        assertEquals(List.of("started " + match.seed(), "moved 0:2", "moved 1:4"), recorder.calls);
    }

    @Test
    void theRecorderHearsOfTheEndAndOfAnAbort() {
        FlakyRecorder recorder = new FlakyRecorder();
        TestBox box = new TestBox(2, 7, CardRegistry.inMemory(), recorder).choose("Start").play("Play 6").play("Play 3");
        // The last move may still be taken back on the end screen: the result is kept by OK.
        assertEquals("moved 1:3", recorder.calls.get(recorder.calls.size() - 1));
        box.press(org.tabula.hal.Button.OK);
        assertEquals("finished", recorder.calls.get(recorder.calls.size() - 1));
        box.choose("Start").play("Play 1");
        box.press(org.tabula.hal.Button.BACK).choose("Abort").choose("Abort");
        assertEquals("abandoned", recorder.calls.get(recorder.calls.size() - 1));
    }
}
