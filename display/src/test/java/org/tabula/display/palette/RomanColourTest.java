package org.tabula.display.palette;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.tabula.display.led.Colours;

class RomanColourTest {
    @Test
    void seatsTakeTheDecksColoursInOrder() {
        assertEquals("RBGYW", RomanColour.letters());
        for (RomanColour colour : RomanColour.values()) {
            assertEquals(colour.light(), Colours.seat(colour.ordinal()));
            assertEquals(colour, RomanColour.ofLetter(colour.letter()));
        }
    }

    @Test
    void anUnknownLetterIsRefused() {
        assertEquals("no Roman colour has the letter 'X'",
                assertThrows(IllegalArgumentException.class, () -> RomanColour.ofLetter('X')).getMessage());
    }
}
