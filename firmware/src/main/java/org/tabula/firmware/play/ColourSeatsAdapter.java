package org.tabula.firmware.play;

import java.util.Optional;

import org.tabula.display.palette.RomanColour;
import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Deck;

/** A Roman-deck game where each seat plays its own colour and is called by it (Red, Blue...). */
abstract class ColourSeatsAdapter implements GameAdapter {
    @Override
    public final Optional<Deck> deck() {
        return Optional.of(Deck.ROMAN);
    }

    @Override
    public final Text seatName(int seat) {
        return Deck.colourName(seat);
    }

    @Override
    public final Text shortSeatName(int seat) {
        return RomanColour.values()[seat].shortTitle();
    }
}
