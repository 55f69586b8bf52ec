package org.tabula.firmware.play;

import java.util.List;
import java.util.Optional;

import org.tabula.display.GameDisplay;
import org.tabula.display.GameDisplays;
import org.tabula.display.GameTitles;
import org.tabula.rules.GameKind;

/**
 * A game as the box plays it, in one row (TAG's {@code GameType}): the rules' kind, how it looks
 * and its names ({@link GameDisplay}), and how the console plays it ({@link GameAdapter}). Each
 * game registers its implementation, a class in its own package, with one line in
 * {@code META-INF/services/org.tabula.firmware.play.ConsoleGame} ({@link ConsoleGames}), and the
 * menu, the screens, the commands, the simulator and {@code tabula replay} pick it up.
 */
public interface ConsoleGame {
    GameKind kind();

    /** How it looks: by default the display registered for its kind. */
    default GameDisplay<?> display() {
        return GameDisplays.of(kind()).orElseThrow(() -> new IllegalStateException("the display draws no " + kind().name()));
    }

    /** What it declares of itself at the box: its deck, its pass, who leads. */
    ConsoleDeclaration declaration();

    GameAdapter adapter();

    /**
     * The tables {@code tabula tap-reach} measures: the game at its fewest and most seats and under
     * the options that change which moves a card stands for; none for a game not played by taps.
     */
    default List<TableVariant> tapReachTables() {
        return List.of();
    }

    /** Its guided first game, the menu's Learn ({@link Guide}); none for a game without one. */
    default Optional<Guide> guide() {
        return Optional.empty();
    }

    /** Its names, as the menu and the title bars show them. */
    default GameTitles titles() {
        return display().titles();
    }
}
