package org.tabula.firmware.console;

import java.util.function.Consumer;

import org.tabula.display.text.Text;
import org.tabula.hal.Button;
import org.tabula.hal.TagEvent;

/** A tapped tag that carries something else, waiting for OK to be written over; any other button keeps it. */
final class OverwriteQuestion {
    private TagEvent asked;

    void ask(TagEvent tag) {
        asked = tag;
    }

    boolean isOpen() {
        return asked != null;
    }

    void close() {
        asked = null;
    }

    /** Answers with this button: OK hands the tag to {@code writeOver}; any other keeps it and says so. */
    void answer(Button button, Notice notice, long nowNanos, Consumer<TagEvent> writeOver) {
        TagEvent tag = asked;
        asked = null;
        if (button == Button.OK) {
            writeOver.accept(tag);
        } else {
            notice.accept(Text.of("write.kept"), nowNanos);
        }
    }
}
