package org.tabula.simulator.window;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.Color;
import java.awt.Component;
import java.awt.Container;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import javax.swing.JButton;

import org.junit.jupiter.api.Test;

import org.tabula.display.palette.RomanColour;
import org.tabula.display.text.Language;
import org.tabula.simulator.devices.SimReaders;

/** The window's labels speak the box's language, and change with it. */
class CardTableTest {
    @Test
    void theReaderPadsAreLabelledInTheLanguageTheBoxSpeaks() {
        CardTable table = new CardTable(new SimReaders(2), Language.english());
        assertEquals(List.of("<html><center>Reader 0<br>seat 1 / table</center></html>",
                "<html><center>Reader 1<br>seat 2</center></html>"), table.padLabels());
        table.speak(Language.japanese());
        assertEquals(List.of("<html><center>リーダー0<br>席1 / 場</center></html>", "<html><center>リーダー1<br>席2</center></html>"),
                table.padLabels());
    }

    @Test
    void inAGameEachPadIsNamedForTheSeatWhoseReaderItIs() {
        CardTable twoReaders = new CardTable(new SimReaders(2), Language.english());
        twoReaders.seats(List.of("Red", "Blue"));
        assertEquals(List.of("<html><center>Reader 0<br>Red</center></html>", "<html><center>Reader 1<br>Blue</center></html>"),
                twoReaders.padLabels());
        twoReaders.seats(List.of("Red", "Blue", "Green"));
        assertEquals(List.of("<html><center>Reader 0<br>table</center></html>", "<html><center>Reader 1<br></center></html>"),
                twoReaders.padLabels(), "three seats, two readers: every tap on the first");
        twoReaders.seats(null);
        assertEquals("<html><center>Reader 0<br>seat 1 / table</center></html>", twoReaders.padLabels().get(0));
    }

    /**
     * Each tile as its deck draws it, as the window drew the two decks before they were packages of
     * their own: a Roman card's number (a flag for the banner) on its colour's ink; a Spite card's
     * face in its suit's colour on white with its copy beside it, a joker purple; the hint names the card.
     */
    @Test
    void eachTileIsDrawnAsItsDeckSays() {
        CardTable table = new CardTable(new SimReaders(1), Language.english());
        Map<String, JButton> tiles = new HashMap<>();
        collect(table, tiles);
        assertEquals(60 + 108, tiles.size(), "every card of both decks has a tile");
        JButton redSeven = tiles.get("Red 7");
        assertEquals("7", redSeven.getText());
        assertEquals(new Color(RomanColour.RED.ink()), redSeven.getBackground());
        assertEquals("\u2691", tiles.get("White banner").getText());
        JButton sevenOfHearts = tiles.get("7H (copy 2)");
        assertEquals("<html>7H<sub>2</sub></html>", sevenOfHearts.getText());
        assertEquals(Color.WHITE, sevenOfHearts.getBackground());
        assertEquals(new Color(0xC62828), sevenOfHearts.getForeground());
        assertEquals(Color.BLACK, tiles.get("KS (copy 1)").getForeground());
        assertEquals(new Color(0x6A1B9A), tiles.get("Joker (copy 4)").getForeground());
        table.speak(Language.japanese());
        assertEquals("ジョーカー（4枚目）", tiles.get("Joker (copy 4)").getToolTipText());
    }

    /** The window's tiles by their hint, as first spoken. */
    private static void collect(Container container, Map<String, JButton> tiles) {
        for (Component component : container.getComponents()) {
            if (component instanceof JButton tile && tile.getToolTipText() != null) {
                tiles.put(tile.getToolTipText(), tile);
            }
            if (component instanceof Container inner) {
                collect(inner, tiles);
            }
        }
    }
}
