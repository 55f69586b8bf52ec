package org.tabula.rules;

import java.util.List;

/**
 * A named option (variant) of a game, as docs/rules.md names it, with its type and default, and
 * the catalogue keys of its words on the box.
 *
 * @param name         the key in replay scripts and configuration, e.g. {@code zeroCard}
 * @param type         what values it takes
 * @param defaultValue Boolean for flags, Integer for numbers, List of Integer for lists
 * @param help         one line for the command line's help and error messages, in English
 * @param label        the option's name in the box's variants menu ({@code option.sumo.zeroCard})
 * @param hint         for a number, what it counts, under the number being set ({@code help.sumo.ringSize}); null otherwise
 */
public record OptionSpec(String name, Type type, Object defaultValue, String help, MessageKey label, MessageKey hint) {
    public enum Type {
        /** true or false. */
        FLAG,
        /** a whole number. */
        NUMBER,
        /** a list of whole numbers: a JSON array, or a string such as "1,2,3,5,5". */
        NUMBER_LIST
    }

    public OptionSpec {
        if (label == null) {
            throw new IllegalArgumentException("option " + name + " needs its label's key");
        }
        if ((type == Type.NUMBER) != (hint != null)) {
            throw new IllegalArgumentException("option " + name + ": a number, and only a number, has a hint's key");
        }
    }

    public static OptionSpec flag(String name, MessageKey label, String help) {
        return new OptionSpec(name, Type.FLAG, Boolean.FALSE, help, label, null);
    }

    public static OptionSpec number(String name, int defaultValue, MessageKey label, MessageKey hint, String help) {
        return new OptionSpec(name, Type.NUMBER, defaultValue, help, label, hint);
    }

    public static OptionSpec numbers(String name, List<Integer> defaultValue, MessageKey label, String help) {
        return new OptionSpec(name, Type.NUMBER_LIST, List.copyOf(defaultValue), help, label, null);
    }
}
