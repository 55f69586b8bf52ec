package org.tabula.firmware.play.spite;

import java.util.List;
import java.util.Map;

import org.tabula.firmware.cards.spite.SpiteDeck;
import org.tabula.firmware.play.ConsoleDeclaration;
import org.tabula.firmware.play.RegisteredGame;
import org.tabula.firmware.play.TableVariant;
import org.tabula.rules.spite.Spite;
import org.tabula.rules.spite.SpiteMove;

/** Spite and Malice at the box, played with the Spite and Malice deck; PASS ends the turn where the rules allow it. */
public final class SpiteConsole extends RegisteredGame {
    public SpiteConsole() {
        super(Spite.KIND, ConsoleDeclaration.playedWith(SpiteDeck.DECK).withPass(new SpiteMove.End()), new SpiteAdapter(), List.of(
                new TableVariant(2, Map.of()),
                new TableVariant(2, Map.of("freeDiscard", true)),
                new TableVariant(2, Map.of("pagat", true)),
                new TableVariant(2, Map.of("combinedDeal", true)),
                new TableVariant(4, Map.of("partnership", true)),
                new TableVariant(6, Map.of("partnership", true))), SpiteGuide.GUIDE);
    }
}
