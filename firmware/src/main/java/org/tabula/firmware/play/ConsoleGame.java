package org.tabula.firmware.play;

import org.tabula.display.GameDisplay;
import org.tabula.display.GameTitles;
import org.tabula.rules.GameKind;

/**
 * A game as the box plays it, in one row (TAG's {@code GameType}): the rules' kind, how it looks
 * and its names ({@link GameDisplay}), and how the console plays it ({@link GameAdapter}). The
 * five games of the box are rows of {@link ConsoleGames}; any other (a test's fixture game, say)
 * registers itself with one line naming its implementation in
 * {@code META-INF/services/org.tabula.firmware.play.ConsoleGame}, and the menu, the screens, the
 * simulator and {@code tabula replay} pick it up.
 */
public interface ConsoleGame {
    GameKind kind();

    GameDisplay<?> display();

    GameAdapter adapter();

    /** Its names, as the menu and the title bars show them. */
    default GameTitles titles() {
        return display().titles();
    }
}
