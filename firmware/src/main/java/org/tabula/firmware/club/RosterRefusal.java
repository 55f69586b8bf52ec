package org.tabula.firmware.club;

import java.util.List;

import org.tabula.display.text.Text;

/**
 * Why the roster refused a change, as data: a reason with a stable key and its arguments, so the
 * box, the page and the command line each put it in their words; nothing changed.
 */
public final class RosterRefusal extends Exception {
    /** The reasons, each with the catalogue key of its sentence ({@code roster.tooLong}). */
    public enum Reason {
        EMPTY("roster.empty"),
        TOO_LONG("roster.tooLong"),
        NOT_DRAWN("roster.notDrawn"),
        UNPRINTABLE("roster.unprintable"),
        DUPLICATE("roster.duplicate"),
        UNKNOWN("roster.unknown"),
        UNKNOWN_BADGE("roster.unknownBadge"),
        FULL("roster.full");

        private final String key;

        Reason(String key) {
            this.key = key;
        }

        public String key() {
            return key;
        }

        /** The name the page's words know it by ({@code tooLong}). */
        public String pageKey() {
            return key.substring(key.indexOf('.') + 1);
        }
    }

    private final transient Reason reason;
    private final transient List<Object> args;

    RosterRefusal(Reason reason, Object... args) {
        super(reason.key() + " " + List.of(args));
        this.reason = reason;
        this.args = List.of(args);
    }

    public Reason reason() {
        return reason;
    }

    /** The arguments of the reason's sentence (a name, a limit, a character). */
    public List<Object> args() {
        return args;
    }

    /** The refusal in words, in whatever language shows it. */
    public Text text() {
        return new Text.Message(reason.key(), args);
    }
}
