package org.tabula.rules;

/**
 * What one audience may see of a state: a seat, or the whole table ({@link GameState#TABLE}).
 *
 * <p>Each game's views are immutable records of plain values (numbers, strings, lists, maps,
 * nested records), so the display can draw them and the firmware can write them as JSON.
 * A view never holds what its audience may not see: it is not filtered later.
 */
public interface View {
}
