package org.tabula.firmware.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.tabula.display.led.Colours;
import org.tabula.display.palette.RomanColour;
import org.tabula.display.text.Text;
import org.tabula.rules.GameKind;
import org.tabula.rules.SeatNames;

/** The turn light shows each seat in the LED strip's colour for it: the Roman deck's colours, then purple. */
class SeatColourTest {
    @Test
    void everySeatLightsInThePalettesColours() {
        for (int seat = 0; seat < RomanColour.values().length; seat++) {
            assertEquals(RomanColour.values()[seat].light(), Colours.seat(seat), "seat " + seat);
        }
        assertEquals(Colours.PURPLE, Colours.seat(5), "sixth seat");
    }

    /** A game whose seats are called by the Roman colours lights each seat in the colour it is called by. */
    @Test
    void aSeatCalledByAColourLightsInThatColour() {
        for (GameKind kind : ConsoleGames.kinds()) {
            SeatNames seats = kind.seatNames(kind.maxPlayers());
            for (int seat = 0; seat < seats.count(); seat++) {
                for (RomanColour colour : RomanColour.values()) {
                    if (colour.title().equals(Text.name(seats.name(seat)))) {
                        assertEquals(colour.light(), Colours.seat(seat), kind.name() + " seat " + seat);
                    }
                }
            }
        }
    }
}
