package org.tabula.firmware.play.engarde;

import org.tabula.display.GameDisplay;
import org.tabula.display.engarde.EnGardeDisplay;
import org.tabula.firmware.play.ConsoleGame;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.rules.GameKind;
import org.tabula.rules.engarde.EnGarde;

/** En Garde at the box, registered in {@code META-INF/services/org.tabula.firmware.play.ConsoleGame}. */
public final class EnGardeConsole implements ConsoleGame {
    private static final GameAdapter ADAPTER = new EnGardeAdapter();

    @Override
    public GameKind kind() {
        return EnGarde.KIND;
    }

    @Override
    public GameDisplay<?> display() {
        return EnGardeDisplay.GAME;
    }

    @Override
    public GameAdapter adapter() {
        return ADAPTER;
    }
}
