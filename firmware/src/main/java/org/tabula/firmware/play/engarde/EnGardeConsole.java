package org.tabula.firmware.play.engarde;

import java.util.List;
import java.util.Map;

import org.tabula.firmware.cards.spite.SpiteDeck;
import org.tabula.firmware.play.ConsoleDeclaration;
import org.tabula.firmware.play.RegisteredGame;
import org.tabula.firmware.play.TableVariant;
import org.tabula.rules.engarde.EnGarde;
import org.tabula.rules.engarde.EnGardeMove;

/**
 * En Garde at the box, played with the aces to fives of the Spite and Malice deck; PASS passes
 * (concedes the bout, takes the hit, or declines the last attack). Its tap-reach tables: each
 * level, and the first edition's parry by sum, which changes which cards parry.
 */
public final class EnGardeConsole extends RegisteredGame {
    public EnGardeConsole() {
        super(EnGarde.KIND, ConsoleDeclaration.playedWith(SpiteDeck.DECK).withPass(new EnGardeMove.Pass()), new EnGardeAdapter(), List.of(
                new TableVariant(2, Map.of("level", 1)),
                new TableVariant(2, Map.of("level", 2)),
                new TableVariant(2, Map.of()),
                new TableVariant(2, Map.of("parryBySum", true))), EnGardeGuide.GUIDE);
    }
}
