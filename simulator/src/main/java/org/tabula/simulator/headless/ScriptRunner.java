package org.tabula.simulator.headless;

import java.awt.image.BufferedImage;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Reader;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

import javax.imageio.ImageIO;

import org.tabula.display.text.Language;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.club.Badge;
import org.tabula.firmware.club.RosterRefusal;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.hal.Button;
import org.tabula.simulator.Pictures;

/**
 * Runs a simulator script: one command per line, {@code #} starts a comment.
 *
 * <pre>
 * press OK [N]           press a button (LEFT RIGHT OK BACK PASS), N times
 * hold BACK              hold a button past the long-press time
 * choose Start           press RIGHT until the highlighted line starts with "Start", then OK
 * tap 0 roman:R6         tap a card's sticker on reader 0 (spite:7H/1, spite:* /1 ...)
 * tap 1 uid:04A1B2C3     tap a tag by its UID
 * tap 0 ndef:roman:R6    tap a tag whose NDEF text names the card (ndef:badge:Aki: Aki's badge)
 * roster Aki             add a person to the club's roster, as the page's Club does
 * page-badge Aki         the page's Club asks for Aki's badge (Write a badge): the box asks for a blank tag
 * cards-badge Aki        write Aki's badge at the box, as tabula cards badge Aki does (the box stays on its end)
 * wait 800               let 800 ms pass (bots move, messages time out)
 * expect Game over       fail unless the screen's text contains "Game over"
 * reject Unknown card    fail if the screen's text contains it
 * print                  print the screen's text
 * save-oled out.png      save the OLED frame at 4x; save-leds out.png saves the LED frame
 * expect-oled menu.png   fail unless the OLED shows exactly that picture (saved by save-oled);
 *                        with -Dgolden.update=true it saves the picture instead
 * </pre>
 */
public final class ScriptRunner {
    /** A line of a script that failed: the message names the line. */
    public static final class ScriptException extends Exception {
        private static final long serialVersionUID = 1L;

        ScriptException(int line, String message) {
            super("line " + line + ": " + message);
        }
    }

    /** One line presses a button at most this often, and waits at most this long: a minute outlasts every timeout of the console. */
    static final int MAX_PRESSES = 1_000;
    static final int MAX_WAIT_MILLIS = 60_000;
    /** The most values a menu setting goes through before it comes round again (a series' lengths, the games). */
    static final int MAX_VALUES = 50;

    private final HeadlessBox box;
    private final PrintStream out;
    private final Path folder;

    /** {@code folder} is where relative PNG paths go. */
    public ScriptRunner(HeadlessBox box, PrintStream out, Path folder) {
        this.box = box;
        this.out = out;
        this.folder = folder;
    }

    public void run(Reader script) throws IOException, ScriptException {
        BufferedReader lines = new BufferedReader(script);
        String line;
        int number = 0;
        while ((line = lines.readLine()) != null) {
            number++;
            int hash = line.indexOf('#');
            String command = (hash >= 0 ? line.substring(0, hash) : line).strip();
            if (!command.isEmpty()) {
                try {
                    execute(command);
                } catch (IllegalArgumentException e) {
                    throw new ScriptException(number, e.getMessage());
                } catch (AssertionError e) {
                    throw new ScriptException(number, e.getMessage() + "\n--- the screen ---\n" + box.screen().text());
                }
            }
        }
    }

    /** Runs one command; throws IllegalArgumentException for a malformed one, AssertionError for a failed expectation. */
    public void execute(String command) throws IOException {
        String[] words = command.split("\\s+", 2);
        String rest = words.length > 1 ? words[1] : "";
        switch (words[0]) {
            case "press" -> {
                String[] parts = rest.split("\\s+");
                int times = parts.length > 1 ? count(parts[1], MAX_PRESSES, "presses") : 1;
                for (int i = 0; i < times; i++) {
                    box.press(button(parts[0]));
                }
            }
            case "hold" -> box.hold(button(rest));
            case "choose" -> choose(need(rest, "choose needs the start of a line, such as: choose Start"));
            case "set" -> set(need(rest, "set needs a setting and its value, such as: set Game: Sumo"));
            case "tap" -> tap(rest);
            case "roster" -> addToRoster(need(rest, "roster needs a name, such as: roster Aki"));
            case "page-badge" -> box.askBadgeFromPage(badge(need(rest, "page-badge needs a name on the roster, such as: page-badge Aki")));
            case "cards-badge" -> box.writeBadgeAtBox(badge(need(rest, "cards-badge needs a name on the roster, such as: cards-badge Aki")));
            case "wait" -> box.advance(count(rest, MAX_WAIT_MILLIS, "ms"));
            case "expect" -> {
                if (!box.screen().text().contains(need(rest, "expect needs a text"))) {
                    throw new AssertionError("the screen does not say \"" + rest + "\"");
                }
            }
            case "reject" -> {
                if (box.screen().text().contains(need(rest, "reject needs a text"))) {
                    throw new AssertionError("the screen says \"" + rest + "\"");
                }
            }
            case "print" -> out.println(box.screen().text() + "\n");
            case "save-oled" -> ImageIO.write(Pictures.oled(box.devices().display.frame(), 4), "png", file(rest).toFile());
            case "save-leds" -> ImageIO.write(Pictures.leds(box.devices().leds.colours()), "png", file(rest).toFile());
            case "expect-oled" -> expectOled(file(rest));
            default -> throw new IllegalArgumentException("unknown command '" + words[0]
                    + "' (known: press, hold, choose, set, tap, roster, page-badge, cards-badge, wait, expect, reject, print, save-oled, save-leds,"
                    + " expect-oled)");
        }
    }

    /** The OLED compared pixel for pixel with a saved picture; under -Dgolden.update=true the picture is saved again. */
    private void expectOled(Path picture) throws IOException {
        BufferedImage shown = Pictures.oled(box.devices().display.frame(), 4);
        if (Boolean.getBoolean("golden.update")) {
            ImageIO.write(shown, "png", picture.toFile());
            return;
        }
        if (!java.nio.file.Files.exists(picture)) {
            throw new AssertionError("no picture " + picture + ": save it with save-oled, or run with -Dgolden.update=true, then look at it");
        }
        BufferedImage expected = ImageIO.read(picture.toFile());
        int differing = 0;
        for (int y = 0; y < shown.getHeight(); y++) {
            for (int x = 0; x < shown.getWidth(); x++) {
                boolean outside = x >= expected.getWidth() || y >= expected.getHeight();
                if (outside || (expected.getRGB(x, y) & 0xFFFFFF) != (shown.getRGB(x, y) & 0xFFFFFF)) {
                    differing++;
                }
            }
        }
        if (differing > 0 || expected.getWidth() != shown.getWidth() || expected.getHeight() != shown.getHeight()) {
            throw new AssertionError("the OLED differs from " + picture + " in " + differing + " pixels");
        }
    }

    private void choose(String prefix) {
        for (int i = 0; i <= box.screen().lines().size(); i++) {
            ScreenModel screen = box.screen();
            if (screen.selected() >= 0 && screen.lineTexts().get(screen.selected()).startsWith(prefix)) {
                box.press(Button.OK);
                return;
            }
            box.press(Button.RIGHT);
        }
        throw new AssertionError("no line starting with \"" + prefix + "\" to choose");
    }

    /**
     * A setting of the menu to a value ({@code Game: Sumo}): RIGHT to its line, then OK until the
     * line reads the value, its values going round once at most; so a script names the game it
     * wants, however many games come before it.
     */
    private void set(String setting) {
        int colon = setting.indexOf(':');
        if (colon <= 0) {
            throw new IllegalArgumentException("set needs a setting and its value, such as: set Game: Sumo");
        }
        String label = setting.substring(0, colon + 1);
        for (int i = 0; i <= box.screen().lines().size(); i++) {
            ScreenModel screen = box.screen();
            if (screen.selected() >= 0 && screen.lineTexts().get(screen.selected()).startsWith(label)) {
                for (int press = 0; press <= MAX_VALUES; press++) {
                    if (box.screen().lineTexts().get(box.screen().selected()).startsWith(setting)) {
                        return;
                    }
                    box.press(Button.OK);
                }
                throw new AssertionError("\"" + label + "\" never reads \"" + setting + "\"");
            }
            box.press(Button.RIGHT);
        }
        throw new AssertionError("no line starting with \"" + label + "\" to set");
    }

    private void tap(String rest) {
        String[] parts = rest.split("\\s+", 2);
        if (parts.length < 2) {
            throw new IllegalArgumentException("tap needs a reader and a card, such as: tap 0 roman:R6");
        }
        int reader = count(parts[0], Integer.MAX_VALUE, "");
        String what = parts[1];
        if (what.startsWith("uid:")) {
            box.tapUid(reader, what.substring(4));
        } else if (what.startsWith("ndef:")) {
            box.tapNdef(reader, what.substring(5));
        } else {
            Card card = CardRegistry.parse(what).orElseThrow(() -> new IllegalArgumentException(
                    "'" + what + "' is no card: write deck:id such as roman:R6 or spite:7H/1, or uid:HEX, or ndef:TEXT"));
            box.tap(reader, card);
        }
    }

    private void addToRoster(String name) throws IOException {
        try {
            box.roster().add(name);
        } catch (RosterRefusal refused) {
            throw new IllegalArgumentException("'" + name + "' joins no roster: " + Language.english().format(refused.text()));
        }
    }

    /** The badge of a person on the roster. */
    private Badge badge(String name) {
        try {
            return box.roster().badge(name);
        } catch (RosterRefusal refused) {
            throw new IllegalArgumentException("no badge for '" + name + "': " + Language.english().format(refused.text()));
        }
    }

    private Path file(String name) {
        return folder.resolve(need(name, "give a file name, such as: save-oled screen.png"));
    }

    private static Button button(String name) {
        try {
            return Button.valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + name + "' is no button (known: " + Arrays.toString(Button.values()) + ")");
        }
    }

    /** A whole number from 0 to {@code max}: a script's line takes bounded time however it is written. */
    private static int count(String text, int max, String unit) {
        int value;
        try {
            value = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a whole number");
        }
        if (value < 0 || value > max) {
            throw new IllegalArgumentException("'" + text + "' is not a whole number from 0 to " + max + (unit.isEmpty() ? "" : " " + unit));
        }
        return value;
    }

    private static String need(String text, String message) {
        if (text.isBlank()) {
            throw new IllegalArgumentException(message);
        }
        return text;
    }
}
