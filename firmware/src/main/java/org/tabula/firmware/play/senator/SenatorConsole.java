package org.tabula.firmware.play.senator;

import java.util.List;
import java.util.Map;

import org.tabula.firmware.cards.Deck;
import org.tabula.firmware.play.ConsoleDeclaration;
import org.tabula.firmware.play.ConsoleGame;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.TableVariant;
import org.tabula.rules.GameKind;
import org.tabula.rules.senator.Senator;

/** Senator at the box, registered in {@code META-INF/services/org.tabula.firmware.play.ConsoleGame}. */
public final class SenatorConsole implements ConsoleGame {
    private static final GameAdapter ADAPTER = new SenatorAdapter();
    /** Played with the Roman deck. */
    private static final ConsoleDeclaration DECLARATION = ConsoleDeclaration.playedWith(Deck.ROMAN);

    @Override
    public GameKind kind() {
        return Senator.KIND;
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
        return List.of(
                new TableVariant(2, Map.of()),
                new TableVariant(3, Map.of()));
    }
}
