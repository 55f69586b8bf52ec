package org.tabula.firmware.play.spite;

import java.util.List;
import java.util.Map;

import org.tabula.firmware.cards.Deck;
import org.tabula.firmware.play.ConsoleDeclaration;
import org.tabula.firmware.play.ConsoleGame;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.TableVariant;
import org.tabula.rules.GameKind;
import org.tabula.rules.spite.Spite;
import org.tabula.rules.spite.SpiteMove;

/** Spite and Malice at the box, registered in {@code META-INF/services/org.tabula.firmware.play.ConsoleGame}. */
public final class SpiteConsole implements ConsoleGame {
    private static final GameAdapter ADAPTER = new SpiteAdapter();
    /** Played with the Spite and Malice deck; PASS ends the turn where the rules allow it. */
    private static final ConsoleDeclaration DECLARATION = ConsoleDeclaration.playedWith(Deck.SPITE).withPass(new SpiteMove.End());

    @Override
    public GameKind kind() {
        return Spite.KIND;
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
                new TableVariant(2, Map.of("freeDiscard", true)),
                new TableVariant(2, Map.of("pagat", true)),
                new TableVariant(2, Map.of("combinedDeal", true)),
                new TableVariant(4, Map.of("partnership", true)),
                new TableVariant(6, Map.of("partnership", true)));
    }
}
