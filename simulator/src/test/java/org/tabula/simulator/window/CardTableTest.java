package org.tabula.simulator.window;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

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
}
