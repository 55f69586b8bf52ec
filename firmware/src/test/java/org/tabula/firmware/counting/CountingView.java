package org.tabula.firmware.counting;

import org.tabula.rules.View;

/**
 * Everything there is to see.
 *
 * @param count  the count so far
 * @param toMove the seat to add next, or {@code -1} once the count is five
 * @param winner the seat that reached five, or {@code -1} before
 */
public record CountingView(int count, int toMove, int winner) implements View {
}
