package org.tabula.firmware.counting;

import org.tabula.rules.GameEvent;

/** A seat added to the count. */
public record Counted(int seat, int added, int count) implements GameEvent {
    @Override
    public String describe() {
        return "seat " + seat + " adds " + added + ": " + count;
    }
}
