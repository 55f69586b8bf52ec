package org.tabula.firmware.counting;

import org.tabula.rules.Move;

/** Add 1 or 2 to the count; written {@code 1} or {@code 2}. */
public record CountingMove(int added) implements Move {
}
