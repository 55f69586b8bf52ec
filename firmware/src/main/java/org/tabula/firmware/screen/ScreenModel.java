package org.tabula.firmware.screen;

import java.util.ArrayList;
import java.util.List;

import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.hal.Button;
import org.tabula.rules.Move;

/**
 * What the box shows at one moment, as a model: the renderer draws it, and tests and the
 * headless simulator read its text. Its words are {@link Text}, put into the box's language only
 * when drawn (or read as {@link #text()}). Equal screens draw equal frames, so the loop renders
 * only when the screen changed.
 *
 * @param kind     what sort of screen it is, so a renderer can draw each sort its own way
 * @param title    the top line
 * @param lines    the body, one entry per text line (a menu's items, a list of moves, the table in words)
 * @param selected the highlighted body line, or -1
 * @param message  a transient line (a refusal, what a move did), or null
 * @param table    the game at the table, for a game's own picture; null on screens outside a game
 * @param lights   what the LED strip shows
 * @param language the language the words are in, and the pictures are drawn in
 * @param keys     on a {@link Kind#PICK} screen, what each button takes (the lines say the same in words); on a
 *                 {@link Kind#GAME_OVER} or {@link Kind#SERIES_OVER} screen, OK and what it does in words ("OK: game 2 of 3"); empty on the others
 * @param pointed  on a {@link Kind#WALK} screen, the move the arrow is at; null on the others
 */
public record ScreenModel(Kind kind, Text title, List<Text> lines, int selected, Text message, TableModel table,
        Lights lights, Language language, List<Key> keys, Move pointed) {
    /** The sorts of screen. */
    public enum Kind {
        /** A menu: the lines are its items, one selected; "Label: value" lines are settings. */
        MENU,
        /** A seat's list of moves (or groups of moves) to pick from. */
        CHOICE,
        /** A game in play. */
        PLAY,
        /** A game just ended: its scores, and what OK does next ({@link #keys}). */
        GAME_OVER,
        /** A series just ended: its totals, and what OK does ({@link #keys}). */
        SERIES_OVER,
        /** Words to read: an instruction or a layout to lay out. */
        NOTICE,
        /** Options taken by pressing the button beside each ({@link #keys}). */
        PICK,
        /** Moves round a ring walked with an arrow, drawn on the game's picture ({@link #pointed}, {@link #table}). */
        WALK
    }

    /** A button and what pressing it does, on a pick screen. */
    public record Key(Button button, Text label) {
    }

    public ScreenModel {
        lines = List.copyOf(lines);
        keys = List.copyOf(keys);
    }

    public static ScreenModel of(Kind kind, Text title, List<Text> lines, int selected, Lights lights) {
        return new ScreenModel(kind, title, lines, selected, null, null, lights, Language.english(), List.of(), null);
    }

    /** A pick: a line for each key ("OK: take back"), then {@code note}, if not null, under the keys. */
    public static ScreenModel pick(Text title, List<Key> keys, Text note, Lights lights) {
        List<Text> lines = new ArrayList<>(keys.stream().map(key -> Text.of("pick.keyLine", key.button().name(), key.label())).toList());
        if (note != null) {
            lines.add(note);
        }
        return new ScreenModel(Kind.PICK, title, lines, -1, null, null, lights, Language.english(), keys, null);
    }

    /** A game's or a series' end ({@code kind}): its lines, then what OK does ({@code next}: "OK: next game"), as a line and as OK's key. */
    public static ScreenModel ended(Kind kind, Text title, List<Text> lines, Text next) {
        List<Text> all = new ArrayList<>(lines);
        all.add(next);
        return new ScreenModel(kind, title, all, -1, null, null, Lights.OFF, Language.english(), List.of(new Key(Button.OK, next)), null);
    }

    /** On a pick, the words under its keys; null if none, or on another kind of screen. */
    public Text note() {
        return kind == Kind.PICK && lines.size() > keys.size() ? lines.get(keys.size()) : null;
    }

    /** A walk: the arrow at {@code pointed} on the game's picture (once a table is given); the lines say where in words, and the keys. */
    public static ScreenModel walk(Text title, List<Text> lines, Move pointed, Lights lights) {
        return new ScreenModel(Kind.WALK, title, lines, -1, null, null, lights, Language.english(), List.of(), pointed);
    }

    public ScreenModel withMessage(Text text) {
        return new ScreenModel(kind, title, lines, selected, text, table, lights, language, keys, pointed);
    }

    public ScreenModel withLights(Lights newLights) {
        return new ScreenModel(kind, title, lines, selected, message, table, newLights, language, keys, pointed);
    }

    public ScreenModel withTable(TableModel newTable) {
        return new ScreenModel(kind, title, lines, selected, message, newTable, lights, language, keys, pointed);
    }

    /** The screen in {@code words}' language. */
    public ScreenModel in(Language words) {
        return new ScreenModel(kind, title, lines, selected, message, table, lights, words, keys, pointed);
    }

    /** The title in the screen's language. */
    public String titleText() {
        return language.format(title);
    }

    /** The body's lines in the screen's language. */
    public List<String> lineTexts() {
        return lines.stream().map(language::format).toList();
    }

    /** The whole screen as plain text in its language, one line each: for logs, tests and the headless simulator. */
    public String text() {
        StringBuilder text = new StringBuilder(titleText());
        List<String> body = lineTexts();
        for (int i = 0; i < body.size(); i++) {
            text.append('\n').append(i == selected ? "> " : "  ").append(body.get(i));
        }
        if (message != null) {
            text.append("\n! ").append(language.format(message));
        }
        return text.toString();
    }
}
