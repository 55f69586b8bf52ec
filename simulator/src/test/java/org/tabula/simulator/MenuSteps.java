package org.tabula.simulator;

import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.rules.GameKind;
import org.tabula.simulator.headless.HeadlessBox;
import org.tabula.simulator.headless.ScriptRunner;

/**
 * The simulator's main menu driven to a setting by its lines as typed values, each step bounded:
 * a menu that never shows the setting fails with what it showed, where a loop on the rendered
 * English would hang when a word changes.
 */
public final class MenuSteps {
    private MenuSteps() {
    }

    /** OK on the game line until the menu is on this game: once round the games at most. */
    public static void game(HeadlessBox box, ScriptRunner menu, GameKind kind) throws Exception {
        until(box, menu, "Game:", setting("menu.game", ConsoleGames.of(kind).titles().name()), ConsoleGames.all().size());
    }

    /** OK on the players line until the menu is on this many players: once round the counts at most. */
    public static void players(HeadlessBox box, ScriptRunner menu, GameKind kind, int players) throws Exception {
        until(box, menu, "Players:", setting("menu.players", players), kind.maxPlayers() - kind.minPlayers() + 1);
    }

    private static Text setting(String key, Object value) {
        return Text.of("console.setting", Text.of(key), value);
    }

    private static void until(HeadlessBox box, ScriptRunner menu, String line, Text wanted, int most) throws Exception {
        for (int presses = 0; presses <= most; presses++) {
            if (box.screen().lines().contains(wanted)) {
                return;
            }
            menu.execute("choose " + line);
        }
        throw new AssertionError(Language.english().format(wanted) + " not reached in " + most + " presses of '" + line + "'; the screen shows\n"
                + box.screen().text());
    }
}
