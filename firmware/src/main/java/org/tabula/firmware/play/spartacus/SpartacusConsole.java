package org.tabula.firmware.play.spartacus;

import java.util.List;
import java.util.Map;

import org.tabula.firmware.cards.Deck;
import org.tabula.firmware.play.ConsoleDeclaration;
import org.tabula.firmware.play.ConsoleGame;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.TableVariant;
import org.tabula.rules.GameKind;
import org.tabula.rules.spartacus.Spartacus;
import org.tabula.rules.spartacus.SpartacusMove;

/** Spartacus at the box, registered in {@code META-INF/services/org.tabula.firmware.play.ConsoleGame}. */
public final class SpartacusConsole implements ConsoleGame {
    private static final GameAdapter ADAPTER = new SpartacusAdapter();
    /** Played with the Roman deck; a seat may pass; the source text leaves it to the players who begins. */
    private static final ConsoleDeclaration DECLARATION = ConsoleDeclaration.playedWith(Deck.ROMAN).withPass(new SpartacusMove.Pass())
            .withPlayersChoosingLeader();

    @Override
    public GameKind kind() {
        return Spartacus.KIND;
    }

    @Override
    public ConsoleDeclaration declaration() {
        return DECLARATION;
    }

    @Override
    public GameAdapter adapter() {
        return ADAPTER;
    }

    @Override
    public List<TableVariant> tapReachTables() {
        return List.of(new TableVariant(5, Map.of("bannerJoker", true)));
    }
}
