package org.tabula.firmware.club;

import java.text.BreakIterator;
import java.text.Normalizer;
import java.util.Locale;

import org.tabula.display.font.Font;
import org.tabula.display.text.Language;
import org.tabula.rules.SeatName;

/**
 * A person's name at the box: 1 to {@value #MAX_CHARACTERS} characters as a reader counts them
 * (grapheme clusters: "é" typed as e and an accent is one), in Unicode's composed form, with no
 * control characters, and drawn by the OLED's fonts in every language the box speaks, so that
 * whatever language is chosen the screen shows it whole.
 */
public record PlayerName(String text) {
    public static final int MAX_CHARACTERS = 12;
    /** A bound on code points besides, so a cluster of many combining marks cannot make a long name. */
    private static final int MAX_CODE_POINTS = 4 * MAX_CHARACTERS;
    /** The widest of the seat names the games declare, which the screen's sentences are laid out for. */
    private static final String SCREEN_ROOM = "Yellow";

    public PlayerName {
        if (!text.equals(normalised(text)) || text.isEmpty()) {
            throw new IllegalArgumentException("not a checked name: " + text);
        }
    }

    /**
     * The name typed, checked: spaces around it dropped, composed.
     *
     * @throws RosterRefusal saying why it is not a name
     */
    public static PlayerName parse(String typed) throws RosterRefusal {
        String name = normalised(typed);
        if (name.isEmpty()) {
            throw new RosterRefusal(RosterRefusal.Reason.EMPTY);
        }
        int characters = characters(name);
        if (characters > MAX_CHARACTERS || name.codePointCount(0, name.length()) > MAX_CODE_POINTS) {
            throw new RosterRefusal(RosterRefusal.Reason.TOO_LONG, name, characters, MAX_CHARACTERS);
        }
        int unprintable = name.codePoints().filter(PlayerName::unprintable).findFirst().orElse(-1);
        if (unprintable >= 0) {
            throw new RosterRefusal(RosterRefusal.Reason.UNPRINTABLE, String.format(Locale.ROOT, "U+%04X", unprintable));
        }
        for (Language language : Language.all()) {
            for (Font font : language.fonts().all()) {
                int missing = font.firstMissing(name);
                if (missing >= 0) {
                    throw new RosterRefusal(RosterRefusal.Reason.NOT_DRAWN, Character.toString(missing), language.name());
                }
            }
        }
        return new PlayerName(name);
    }

    /** Characters as a reader counts them: grapheme clusters. */
    public static int characters(String text) {
        BreakIterator clusters = BreakIterator.getCharacterInstance(Locale.ROOT);
        clusters.setText(text);
        int count = 0;
        while (clusters.next() != BreakIterator.DONE) {
            count++;
        }
        return count;
    }

    /**
     * What the box's small screen calls the person in its sentences (an end's or a series' table,
     * which makes room for it, shows the whole name): the name, or as many
     * of its first characters as fit the room of the widest name a game gives a seat ("Yellow") in
     * every language's fonts ("Bartho" for Bartholomeus, "アキ" for アキ・タナカ), spaces and
     * punctuation at its end dropped. The screen's sentences are laid out for seat names that wide.
     */
    public String onScreen() {
        BreakIterator clusters = BreakIterator.getCharacterInstance(Locale.ROOT);
        clusters.setText(text);
        int end = 0;
        for (int next = clusters.next(); next != BreakIterator.DONE && fits(text.substring(0, next)); next = clusters.next()) {
            end = next;
        }
        String prefix = text.substring(0, end);
        while (end < text.length() && !prefix.isEmpty() && !Character.isLetterOrDigit(prefix.codePointBefore(prefix.length()))) {
            prefix = prefix.substring(0, prefix.offsetByCodePoints(prefix.length(), -1));
        }
        return prefix.isEmpty() ? text.substring(0, Math.max(end, clusters.following(0))) : prefix;
    }

    /** Whether the text takes no more room than "Yellow" in every font of every language. */
    private static boolean fits(String text) {
        for (Language language : Language.all()) {
            for (Font font : language.fonts().all()) {
                if (font.width(text) > font.width(SCREEN_ROOM)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The person as a seat's name, in the one model of seat names. */
    public SeatName seatName() {
        return SeatName.person(text, onScreen());
    }

    /** Whether two names are the same person's: equal ignoring case. */
    public boolean sameAs(PlayerName other) {
        return key().equals(other.key());
    }

    /** The name folded for comparison. */
    String key() {
        return text.toLowerCase(Locale.ROOT);
    }

    private static String normalised(String typed) {
        return Normalizer.normalize(typed.strip(), Normalizer.Form.NFC);
    }

    private static boolean unprintable(int codePoint) {
        int type = Character.getType(codePoint);
        return type == Character.CONTROL || type == Character.FORMAT || type == Character.UNASSIGNED
                || type == Character.PRIVATE_USE || type == Character.SURROGATE
                || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR;
    }

    @Override
    public String toString() {
        return text;
    }
}
