package org.tabula.firmware.play.spartacus;

import java.util.List;
import java.util.Map;

import org.tabula.firmware.cards.roman.RomanDeck;
import org.tabula.firmware.play.ConsoleDeclaration;
import org.tabula.firmware.play.RegisteredGame;
import org.tabula.firmware.play.TableVariant;
import org.tabula.rules.spartacus.Spartacus;
import org.tabula.rules.spartacus.SpartacusMove;

/** Spartacus at the box, played with the Roman deck; a seat may pass, and the source text leaves it to the players who begins. */
public final class SpartacusConsole extends RegisteredGame {
    public SpartacusConsole() {
        super(Spartacus.KIND, ConsoleDeclaration.playedWith(RomanDeck.DECK).withPass(new SpartacusMove.Pass()).withPlayersChoosingLeader(),
                new SpartacusAdapter(), List.of(new TableVariant(5, Map.of("bannerJoker", true))), SpartacusGuide.GUIDE);
    }
}
