package org.tabula.rules;

import java.util.function.IntFunction;

/**
 * Sentences with numbered places, {@code "{0} is not lower than {1}"}: the one way they are filled in.
 * A place may say what kind of value it takes, {@code "{0,seat} has moved since"}, so that whoever
 * fills it can insist on a value of that kind.
 */
public final class Template {
    private Template() {
    }

    /** Fills one place of a template. */
    @FunctionalInterface
    public interface Filler {
        /**
         * @param index the argument's number
         * @param kind  what the place says the argument is ({@code seat}), or empty for any value
         */
        String fill(int index, String kind);
    }

    /**
     * The template with each {@code {n}} replaced by {@code argument.apply(n)} for n below
     * {@code count}; any other text, a place without an argument included, stays as it is.
     */
    public static String fill(String template, int count, IntFunction<String> argument) {
        return fill(template, count, (index, kind) -> argument.apply(index));
    }

    /**
     * The template with each {@code {n}} or {@code {n,kind}} replaced by {@code argument.fill(n, kind)}
     * for n below {@code count}; any other text, a place without an argument included, stays as it is.
     */
    public static String fill(String template, int count, Filler argument) {
        StringBuilder out = new StringBuilder(template.length() + 16);
        int i = 0;
        while (i < template.length()) {
            char c = template.charAt(i);
            int close = c == '{' ? template.indexOf('}', i) : -1;
            String place = close > i + 1 ? template.substring(i + 1, close) : "";
            int comma = place.indexOf(',');
            String number = comma < 0 ? place : place.substring(0, comma);
            String kind = comma < 0 ? "" : place.substring(comma + 1);
            if (!number.isEmpty() && number.chars().allMatch(Character::isDigit) && kind.chars().allMatch(Character::isLetter)) {
                int index = Integer.parseInt(number);
                out.append(index < count ? argument.fill(index, kind) : template.substring(i, close + 1));
                i = close + 1;
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }
}
