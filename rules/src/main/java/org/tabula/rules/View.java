package org.tabula.rules;

/**
 * What one audience may see of a state: a seat, or the whole table ({@link GameState#TABLE}).
 *
 * <p>Each game's views are immutable records of plain values (numbers, lists, maps, nested
 * records, and cards and phases as records or enums that are {@link Notated}), so the display
 * can draw them, their equality says whether two audiences see the same, and the firmware can
 * write them as JSON.
 * A view never holds what its audience may not see: it is not filtered later.
 */
public interface View {
}
