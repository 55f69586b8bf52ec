package org.tabula.firmware.play.spartacus;

import java.util.List;
import java.util.Map;

import org.tabula.firmware.play.ConsoleGame;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.TableVariant;
import org.tabula.rules.GameKind;
import org.tabula.rules.spartacus.Spartacus;

/** Spartacus at the box, registered in {@code META-INF/services/org.tabula.firmware.play.ConsoleGame}. */
public final class SpartacusConsole implements ConsoleGame {
    private static final GameAdapter ADAPTER = new SpartacusAdapter();

    @Override
    public GameKind kind() {
        return Spartacus.KIND;
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
