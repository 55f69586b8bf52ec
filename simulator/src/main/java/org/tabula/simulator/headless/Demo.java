package org.tabula.simulator.headless;

import java.io.PrintStream;

import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.hal.Button;
import org.tabula.rules.GameKind;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.simulator.SimConfig;

/**
 * Plays one game with a bot in every seat, through the menus as a person would set it up, and
 * prints what the screen says each time it changes: the simulator's answer when no display is
 * available.
 */
public final class Demo {
    /** Bots wait 0.7 s before each move; a game never needs more simulated time than this. */
    private static final long MAX_MILLIS = 3_600_000;

    private Demo() {
    }

    public static void run(GameKind kind, long seed, PrintStream out) {
        HeadlessBox box = new HeadlessBox(SimConfig.REFERENCE_BOX, CardRegistry.inMemory(), seed);
        ScriptRunner menu = new ScriptRunner(box, out, java.nio.file.Path.of("."));
        try {
            for (int i = 0; i < ConsoleGames.kinds().size() && !box.screen().text().contains("Game: " + kind.title()); i++) {
                menu.execute("choose Game:");
            }
            menu.execute("choose Seats");
            int seats = box.screen().lines().size();
            for (int seat = 0; seat < seats; seat++) {
                // Each seat's line, from the first: OK turns a person into the random bot.
                box.press(Button.OK);
                box.press(Button.RIGHT);
            }
            box.press(Button.BACK);
            menu.execute("choose Start");
        } catch (java.io.IOException e) {
            throw new IllegalStateException("menus do not write files", e);
        }
        ScreenModel shown = null;
        for (long t = 0; t < MAX_MILLIS; t += 100) {
            ScreenModel now = box.screen();
            if (!now.equals(shown) && (shown == null || !now.text().equals(shown.text()))) {
                out.println(now.text() + "\n");
            }
            shown = now;
            if (now.titleText().startsWith("Game over")) {
                return;
            }
            if (now.titleText().endsWith(": lay out")) {
                // The layout is on the screen above; a person would lay it out and press OK.
                box.press(Button.OK);
            }
            box.advance(100);
        }
        out.println("(the demo game did not end within an hour of simulated time)");
    }

    public static void main(String[] args) {
        run(args.length > 0 ? ConsoleGames.named(args[0]).kind() : ConsoleGames.kinds().get(0), 1, System.out);
    }
}
