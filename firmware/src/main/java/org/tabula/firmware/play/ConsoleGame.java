package org.tabula.firmware.play;

import org.tabula.display.GameDisplay;
import org.tabula.rules.GameKind;

/**
 * A game as the box plays it: the rules' kind, how it looks and how the console plays it. The
 * five games of the box are listed in {@link ConsoleGames}; any other (a test's fixture game, say)
 * registers itself with one line naming its implementation in
 * {@code META-INF/services/org.tabula.firmware.play.ConsoleGame}, and the menu, the screens and
 * {@code tabula replay} pick it up.
 */
public interface ConsoleGame {
    GameKind kind();

    GameDisplay<?> display();

    GameAdapter adapter();
}
