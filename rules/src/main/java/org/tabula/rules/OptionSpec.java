package org.tabula.rules;

import java.util.List;

/**
 * A named option (variant) of a game, as docs/rules.md names it, with its type and default.
 *
 * @param name         the key in replay scripts and configuration, e.g. {@code zeroCard}
 * @param type         what values it takes
 * @param defaultValue Boolean for flags, Integer for numbers, List of Integer for lists
 * @param help         one line for the menu and error messages
 * @param zeroIsUsual  for a number, whether 0 stands for the game's usual value (which depends on
 *                     the other options), so that the menu says "usual" rather than 0
 */
public record OptionSpec(String name, Type type, Object defaultValue, String help, boolean zeroIsUsual) {
    public OptionSpec(String name, Type type, Object defaultValue, String help) {
        this(name, type, defaultValue, help, false);
    }

    public enum Type {
        /** true or false. */
        FLAG,
        /** a whole number. */
        NUMBER,
        /** a list of whole numbers: a JSON array, or a string such as "1,2,3,5,5". */
        NUMBER_LIST
    }

    public static OptionSpec flag(String name, String help) {
        return new OptionSpec(name, Type.FLAG, Boolean.FALSE, help);
    }

    public static OptionSpec number(String name, int defaultValue, String help) {
        return new OptionSpec(name, Type.NUMBER, defaultValue, help);
    }

    /** A number whose default, 0, stands for the game's usual value under the other options. */
    public static OptionSpec numberOrUsual(String name, String help) {
        return new OptionSpec(name, Type.NUMBER, 0, help, true);
    }

    public static OptionSpec numbers(String name, List<Integer> defaultValue, String help) {
        return new OptionSpec(name, Type.NUMBER_LIST, List.copyOf(defaultValue), help);
    }
}
