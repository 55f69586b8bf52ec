package org.tabula.rules;

import java.util.function.IntFunction;

/** Sentences with numbered places, {@code "{0} is not lower than {1}"}: the one way they are filled in. */
public final class Template {
    private Template() {
    }

    /**
     * The template with each {@code {n}} replaced by {@code argument.apply(n)} for n below
     * {@code count}; any other text, a place without an argument included, stays as it is.
     */
    public static String fill(String template, int count, IntFunction<String> argument) {
        StringBuilder out = new StringBuilder(template.length() + 16);
        int i = 0;
        while (i < template.length()) {
            char c = template.charAt(i);
            int close = c == '{' ? template.indexOf('}', i) : -1;
            if (close > i + 1 && template.substring(i + 1, close).chars().allMatch(Character::isDigit)) {
                int index = Integer.parseInt(template.substring(i + 1, close));
                out.append(index < count ? argument.apply(index) : template.substring(i, close + 1));
                i = close + 1;
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }
}
