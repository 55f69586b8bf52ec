package org.tabula.rules;

import java.util.List;
import java.util.Map;

/** Plain values as a JSON reader gives them (options, setups), read and described for people. */
final class JsonValues {
    private JsonValues() {
    }

    /** The whole number in {@code raw}; refused with a sentence that says what was given instead. */
    static int wholeNumber(String where, Object raw) {
        if (raw instanceof Number n && n.doubleValue() == Math.rint(n.doubleValue())) {
            if (Math.abs(n.doubleValue()) <= Integer.MAX_VALUE) {
                return n.intValue();
            }
            throw new GameConfigException(where + " must be a whole number from " + Integer.MIN_VALUE
                    + " to " + Integer.MAX_VALUE + ", not " + raw);
        }
        throw new GameConfigException(where + " must be a whole number, not " + describe(raw));
    }

    /** A value as a person reads it: {@code the text "0"}, {@code 1.5}, {@code a list}, {@code an object}. */
    static String describe(Object raw) {
        if (raw instanceof String s) {
            return "the text \"" + s + "\"";
        }
        if (raw instanceof List<?>) {
            return "a list";
        }
        if (raw instanceof Map<?, ?>) {
            return "an object";
        }
        return String.valueOf(raw);
    }
}
