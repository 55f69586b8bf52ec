package org.tabula.firmware.play.sumo;

import java.util.List;
import java.util.Map;

import org.tabula.firmware.cards.Deck;
import org.tabula.firmware.play.ConsoleDeclaration;
import org.tabula.firmware.play.ConsoleGame;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.TableVariant;
import org.tabula.rules.GameKind;
import org.tabula.rules.sumo.Sumo;

/** Sumo at the box, registered in {@code META-INF/services/org.tabula.firmware.play.ConsoleGame}. */
public final class SumoConsole implements ConsoleGame {
    private static final GameAdapter ADAPTER = new SumoAdapter();
    /** Played with the Roman deck. */
    private static final ConsoleDeclaration DECLARATION = ConsoleDeclaration.playedWith(Deck.ROMAN);

    @Override
    public GameKind kind() {
        return Sumo.KIND;
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
        return List.of(new TableVariant(2, Map.of("zeroCard", true)));
    }
}
