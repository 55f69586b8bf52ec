package org.tabula.firmware.console;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.club.Roster;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.firmware.service.SteppedConsole;
import org.tabula.firmware.web.LiveTable;
import org.tabula.hal.Button;
import org.tabula.hal.ButtonEvent;
import org.tabula.hal.TagEvent;
import org.tabula.rules.GameKind;
import org.tabula.rules.SeededRandom;

/** The console stepped on a fake clock with fake devices, as a person at the box would use it. */
final class TestBox {
    final CardRegistry registry;
    final FakeDevices devices;
    final SteppedConsole box;

    TestBox(int readers, long seed) {
        this(readers, seed, CardRegistry.inMemory());
    }

    TestBox(int readers, long seed, CardRegistry registry) {
        this(readers, seed, registry, MatchRecorder.NONE);
    }

    TestBox(int readers, long seed, CardRegistry registry, MatchRecorder recorder) {
        this(readers, seed, registry, recorder, LanguageChoice.inMemory(Language.english()));
    }

    TestBox(int readers, long seed, CardRegistry registry, MatchRecorder recorder, LanguageChoice language) {
        this(readers, seed, registry, recorder, language, LiveTable.OFF);
    }

    /** A box whose live page is {@code live} (its phone codes offered from the pause menu). */
    TestBox(int readers, long seed, CardRegistry registry, MatchRecorder recorder, LanguageChoice language, LiveTable live) {
        this(readers, seed, registry, recorder, language, live, Roster.inMemory());
    }

    /** A box whose club has the people of {@code roster}. */
    TestBox(int readers, long seed, CardRegistry registry, MatchRecorder recorder, LanguageChoice language, LiveTable live, Roster roster) {
        this.registry = registry;
        this.devices = new FakeDevices(readers, 19);
        this.box = new SteppedConsole(devices.devices, registry, new SeededRandom(seed)::nextLong, recorder, language, live, roster);
    }

    Console console() {
        return box.console();
    }

    /** A menu's setting line as the menu makes it: its name, then its value ("Game: Sumo"). */
    static Text setting(String key, Object value) {
        return Text.of("console.setting", Text.of(key), value);
    }

    /** The highlighted line of the list on screen. */
    Text selectedLine() {
        return screen().lines().get(screen().selected());
    }

    TestBox press(Button... buttons) {
        for (Button button : buttons) {
            devices.button(button, ButtonEvent.Kind.PRESSED);
            devices.button(button, ButtonEvent.Kind.RELEASED);
            box.step();
        }
        return this;
    }

    /** Holds the button past the long-press time, as the debouncer reports it: pressed, long-pressed, released. */
    TestBox hold(Button button) {
        devices.button(button, ButtonEvent.Kind.PRESSED);
        devices.button(button, ButtonEvent.Kind.LONG_PRESSED);
        devices.button(button, ButtonEvent.Kind.RELEASED);
        box.step();
        return this;
    }

    TestBox tag(TagEvent event) {
        devices.tag(event);
        devices.tag(new TagEvent(event.reader(), TagEvent.Kind.LEFT, event.uid(), event.ndefText()));
        box.step();
        return this;
    }

    TestBox tapUid(int reader, String uidHex) {
        return tag(new TagEvent(reader, TagEvent.Kind.ARRIVED, HexFormat.of().parseHex(uidHex), Optional.empty()));
    }

    /** Taps a sticker of the devices' shelf: with its NDEF text, once it has been written. */
    TestBox tapSticker(int reader, String uidHex) {
        byte[] uid = HexFormat.of().parseHex(uidHex);
        return tag(new TagEvent(reader, TagEvent.Kind.ARRIVED, uid, devices.shelf.text(uid)));
    }

    /** Taps the tag enrolled for the card. */
    TestBox tap(int reader, Card card) {
        return tapUid(reader, registry.uidOf(card).orElseThrow(() -> new AssertionError(card + " is not enrolled")));
    }

    TestBox pass(long millis) {
        box.advance(millis);
        return this;
    }

    ScreenModel screen() {
        return box.screen();
    }

    String text() {
        return screen().text();
    }

    /** Whether the screen's title, lines or message use the message {@code key}, also as an argument of another. */
    boolean shows(String key) {
        ScreenModel screen = screen();
        List<Text> texts = new ArrayList<>(screen.lines());
        texts.add(screen.title());
        texts.add(screen.message());
        return texts.stream().anyMatch(text -> uses(text, key));
    }

    /** Whether {@code value} is a message or refusal with {@code key}, or has one among its arguments (as deep as they go). */
    static boolean uses(Object value, String key) {
        if (value instanceof Text.Message message) {
            return message.key().equals(key) || message.args().stream().anyMatch(arg -> uses(arg, key));
        }
        return value instanceof Text.Refusal refusal
                && (refusal.reason().key().name().equals(key) || refusal.args().stream().anyMatch(arg -> uses(arg, key)));
    }

    /** The LED colours last written. */
    int[] leds() {
        List<int[]> writes = devices.ledWrites;
        return writes.get(writes.size() - 1);
    }

    /** Whether the strip shows a red pulse now: every LED mostly red. */
    boolean pulsesRed() {
        for (int rgb : leds()) {
            int red = rgb >> 16 & 0xFF;
            int green = rgb >> 8 & 0xFF;
            int blue = rgb & 0xFF;
            if (red < 0x40 || green > red / 2 || blue > red / 2) {
                return false;
            }
        }
        return true;
    }

    /**
     * The press that moves a game on: OK (it opens a seat's list, plays the chosen line, takes a
     * pick's first option, leaves an end screen), or RIGHT in a list opened with no line chosen,
     * where OK takes nothing. Only there: a pick has no line chosen either, and RIGHT may be none of its keys.
     */
    static Button forward(ScreenModel screen) {
        return screen.kind() == ScreenModel.Kind.CHOICE && screen.selected() < 0 ? Button.RIGHT : Button.OK;
    }

    /** Presses {@link #forward} once. */
    TestBox forward() {
        return press(forward(screen()));
    }

    /** Opens the seat's list of moves with OK (unless a list is open) and plays the one labelled {@code label}. */
    TestBox play(String label) {
        if (screen().selected() < 0) {
            press(Button.OK);
        }
        return choose(label);
    }

    /** Moves the highlight of the list on screen to the line starting with {@code prefix} and presses OK. */
    TestBox choose(String prefix) {
        for (int i = 0; i <= screen().lines().size(); i++) {
            ScreenModel screen = screen();
            if (screen.selected() >= 0 && screen.lineTexts().get(screen.selected()).startsWith(prefix)) {
                return press(Button.OK);
            }
            press(Button.RIGHT);
        }
        throw new AssertionError("no line starting with '" + prefix + "' on\n" + text());
    }

    /**
     * Presses OK on the menu line starting with {@code prefix} until the screen shows {@code wanted}
     * (a typed line, such as {@code setting("menu.game", ...)}), at most {@code most} times: a menu
     * that never gets there fails with what it showed instead of looping.
     */
    TestBox chooseUntil(String prefix, Text wanted, int most) {
        for (int presses = 0; presses <= most; presses++) {
            if (screen().lines().contains(wanted)) {
                return this;
            }
            choose(prefix);
        }
        throw new AssertionError(Language.english().format(wanted) + " not reached in " + most + " presses of '" + prefix + "'; the screen shows\n" + text());
    }

    /** The menu set to this game: OK on its game line, once round the games at most. */
    TestBox game(GameKind kind) {
        return chooseUntil("Game:", setting("menu.game", ConsoleGames.of(kind).titles().name()), ConsoleGames.all().size());
    }
}
