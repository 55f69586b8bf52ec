package org.tabula.firmware.cards;

import java.util.OptionalInt;

import org.tabula.display.text.Text;

/**
 * A card's tile in the simulator's window, as its deck draws it: the label, a small number beside
 * it (a copy), the colours (RGB; empty: the window's own) and the hint over the tile.
 */
public record CardTile(String label, String subscript, OptionalInt background, OptionalInt foreground, Text hint) {
}
