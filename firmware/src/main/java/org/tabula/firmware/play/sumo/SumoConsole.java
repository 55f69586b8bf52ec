package org.tabula.firmware.play.sumo;

import java.util.List;
import java.util.Map;

import org.tabula.firmware.cards.roman.RomanDeck;
import org.tabula.firmware.play.ConsoleDeclaration;
import org.tabula.firmware.play.RegisteredGame;
import org.tabula.firmware.play.TableVariant;
import org.tabula.rules.sumo.Sumo;

/** Sumo at the box, played with the Roman deck. */
public final class SumoConsole extends RegisteredGame {
    public SumoConsole() {
        super(Sumo.KIND, ConsoleDeclaration.playedWith(RomanDeck.DECK),
                new SumoAdapter(), List.of(new TableVariant(2, Map.of("zeroCard", true))), SumoGuide.GUIDE);
    }
}
