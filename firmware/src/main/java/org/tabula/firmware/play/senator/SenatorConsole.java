package org.tabula.firmware.play.senator;

import java.util.List;
import java.util.Map;

import org.tabula.firmware.cards.roman.RomanDeck;
import org.tabula.firmware.play.ConsoleDeclaration;
import org.tabula.firmware.play.RegisteredGame;
import org.tabula.firmware.play.TableVariant;
import org.tabula.rules.senator.Senator;

/** Senator at the box, played with the Roman deck. */
public final class SenatorConsole extends RegisteredGame {
    public SenatorConsole() {
        super(Senator.KIND, ConsoleDeclaration.playedWith(RomanDeck.DECK),
                new SenatorAdapter(), List.of(
                new TableVariant(2, Map.of()),
                new TableVariant(3, Map.of())), SenatorGuide.GUIDE);
    }
}
