package org.tabula.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A game's option values, checked against its {@link OptionSpec}s: immutable, every option
 * present (defaults filled in), so game code reads them without further checks.
 */
public final class Options {
    private final Map<String, Object> values;
    private final Map<String, Object> explicit;

    private Options(Map<String, Object> values, Map<String, Object> explicit) {
        this.values = Collections.unmodifiableMap(values);
        this.explicit = Collections.unmodifiableMap(explicit);
    }

    /**
     * Checks raw values (Boolean, Number, String, List as JSON readers give them).
     *
     * @throws GameConfigException naming the option and what was wrong with it
     */
    public static Options parse(String game, List<OptionSpec> specs, Map<String, ?> raw) {
        Map<String, OptionSpec> byName = new LinkedHashMap<>();
        specs.forEach(spec -> byName.put(spec.name(), spec));
        Map<String, Object> values = new LinkedHashMap<>();
        specs.forEach(spec -> values.put(spec.name(), spec.defaultValue()));
        Map<String, Object> explicit = new LinkedHashMap<>();
        if (raw != null) {
            for (Map.Entry<String, ?> entry : raw.entrySet()) {
                OptionSpec spec = byName.get(entry.getKey());
                if (spec == null) {
                    throw new GameConfigException("unknown option '" + entry.getKey() + "' for " + game
                            + (byName.isEmpty() ? " (it has no options)" : " (known: " + String.join(", ", byName.keySet()) + ")"));
                }
                Object value = convert(game, spec, entry.getValue());
                values.put(spec.name(), value);
                explicit.put(spec.name(), value);
            }
        }
        return new Options(values, explicit);
    }

    private static Object convert(String game, OptionSpec spec, Object raw) {
        String where = "option '" + spec.name() + "' of " + game;
        switch (spec.type()) {
            case FLAG:
                if (raw instanceof Boolean b) {
                    return b;
                }
                throw new GameConfigException(where + " must be true or false, not " + JsonValues.describe(raw));
            case NUMBER:
                return JsonValues.wholeNumber(where, raw);
            case NUMBER_LIST:
                List<Integer> numbers = new ArrayList<>();
                if (raw instanceof List<?> list) {
                    for (Object item : list) {
                        numbers.add(JsonValues.wholeNumber(where, item));
                    }
                } else if (raw instanceof String text && !text.isBlank()) {
                    for (String part : text.split(",")) {
                        try {
                            numbers.add(Integer.parseInt(part.trim()));
                        } catch (NumberFormatException e) {
                            throw new GameConfigException(where + " must list whole numbers, but '" + part.trim() + "' is not one");
                        }
                    }
                } else {
                    throw new GameConfigException(where + " must be a list of whole numbers such as [1,2,3] or \"1,2,3\", not " + JsonValues.describe(raw));
                }
                return List.copyOf(numbers);
            default:
                throw new AssertionError(spec.type());
        }
    }


    public boolean flag(String name) {
        return (Boolean) require(name);
    }

    public int number(String name) {
        return (Integer) require(name);
    }

    @SuppressWarnings("unchecked")
    public List<Integer> numbers(String name) {
        return (List<Integer>) require(name);
    }

    private Object require(String name) {
        Object value = values.get(name);
        if (value == null) {
            throw new IllegalArgumentException("no option named " + name);
        }
        return value;
    }

    /** Every option with its value, defaults included. */
    public Map<String, Object> values() {
        return values;
    }

    /** Only the options that were given, as a saved game should record them. */
    public Map<String, Object> explicitValues() {
        return explicit;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Options that && that.values.equals(values);
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }

    @Override
    public String toString() {
        return explicit.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(", ", "{", "}"));
    }
}
