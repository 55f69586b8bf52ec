package org.tabula.firmware.play.wheel;

import java.util.List;
import java.util.Map;

import org.tabula.firmware.cards.roman.RomanDeck;
import org.tabula.firmware.play.ConsoleDeclaration;
import org.tabula.firmware.play.RegisteredGame;
import org.tabula.firmware.play.TableVariant;
import org.tabula.rules.wheel.Wheel;

/** The Wheel of History at the box, played with the Roman deck. */
public final class WheelConsole extends RegisteredGame {
    public WheelConsole() {
        super(Wheel.KIND, ConsoleDeclaration.playedWith(RomanDeck.DECK),
                new WheelAdapter(), List.of(new TableVariant(2, Map.of("discardOnce", true))), WheelGuide.GUIDE);
    }
}
