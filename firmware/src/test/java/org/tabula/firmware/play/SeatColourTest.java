package org.tabula.firmware.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.tabula.display.led.Colours;
import org.tabula.display.palette.RomanColour;
import org.tabula.rules.GameKind;

/** The turn light shows each seat in the LED strip's colour for it: the Roman deck's colours, then purple. */
class SeatColourTest {
    @Test
    void everyGamesSeatsLightInThePalettesColours() {
        for (GameKind kind : ConsoleGames.kinds()) {
            GameAdapter adapter = ConsoleGames.of(kind).adapter();
            for (int seat = 0; seat < RomanColour.values().length; seat++) {
                assertEquals(RomanColour.values()[seat].light(), adapter.seatColour(seat), kind.name() + " seat " + seat);
            }
            assertEquals(Colours.PURPLE, adapter.seatColour(5), kind.name() + " sixth seat");
        }
    }
}
