package org.tabula.hal.config;

import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.Set;

import org.tomlj.TomlPosition;
import org.tomlj.TomlTable;

/** One table of the file, read strictly: typed values in range, unknown keys refused, errors with line and key. */
final class TomlSection {
    private final TomlTable table;
    private final String path;
    private final String source;
    private final int headerLine;

    TomlSection(TomlTable table, String path, String source, int headerLine) {
        this.table = table;
        this.path = path;
        this.source = source;
        this.headerLine = headerLine;
    }

    boolean has(String key) {
        return table.contains(List.of(key));
    }

    ConfigException error(String key, String message) {
        TomlPosition position = has(key) ? table.inputPositionOf(List.of(key)) : null;
        int line = position != null ? position.line() : headerLine;
        return new ConfigException(source + " line " + line + ": " + path + "." + key + ": " + message);
    }

    int integer(String key, int fallback, int min, int max) throws ConfigException {
        if (!has(key)) {
            return fallback;
        }
        return checkedInteger(key, min, max);
    }

    /** A 7-bit I2C address, shown in hex in errors as it is written on modules. */
    int address(String key, int fallback) throws ConfigException {
        if (has(key) && table.get(List.of(key)) instanceof Long number && (number < 0x03 || number > 0x77)) {
            throw error(key, String.format("must be a 7-bit I2C address 0x03..0x77, got 0x%X", number));
        }
        return integer(key, fallback, 0x03, 0x77);
    }

    OptionalInt optionalInteger(String key, int min, int max) throws ConfigException {
        return has(key) ? OptionalInt.of(checkedInteger(key, min, max)) : OptionalInt.empty();
    }

    private int checkedInteger(String key, int min, int max) throws ConfigException {
        Object value = table.get(List.of(key));
        if (!(value instanceof Long number)) {
            throw error(key, "must be a whole number, got " + describe(value));
        }
        if (number < min || number > max) {
            throw error(key, "must be " + min + ".." + max + ", got " + number);
        }
        return number.intValue();
    }

    double decimal(String key, double fallback, double min, double max) throws ConfigException {
        if (!has(key)) {
            return fallback;
        }
        Object value = table.get(List.of(key));
        double number;
        if (value instanceof Long whole) {
            number = whole;
        } else if (value instanceof Double fraction) {
            number = fraction;
        } else {
            throw error(key, "must be a number, got " + describe(value));
        }
        if (!(number >= min && number <= max)) {
            throw error(key, "must be " + min + ".." + max + ", got " + number);
        }
        return number;
    }

    <E extends Enum<E>> E choice(String key, E fallback, Class<E> type) throws ConfigException {
        if (!has(key)) {
            return fallback;
        }
        Object value = table.get(List.of(key));
        List<String> names = java.util.Arrays.stream(type.getEnumConstants()).map(e -> e.name().toLowerCase(Locale.ROOT)).toList();
        if (value instanceof String text && names.contains(text)) {
            return Enum.valueOf(type, text.toUpperCase(Locale.ROOT));
        }
        throw error(key, "must be one of " + String.join(", ", names) + ", got " + describe(value));
    }

    void rejectUnknown(Set<String> known) throws ConfigException {
        for (String key : table.keySet()) {
            if (!known.contains(key)) {
                throw error(key, "unknown key (known here: " + String.join(", ", known.stream().sorted().toList()) + ")");
            }
        }
    }

    private static String describe(Object value) {
        if (value instanceof String text) {
            return "\"" + text + "\"";
        }
        if (value instanceof TomlTable) {
            return "a table";
        }
        return String.valueOf(value);
    }
}
