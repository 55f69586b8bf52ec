package org.tabula.hal.config;

import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** One table of the file, read strictly: typed values in range, unknown keys refused, errors with line and key. */
final class TomlSection {
    private final ObjectNode table;
    private final String path;
    private final String source;
    private final TomlLines lines;

    TomlSection(ObjectNode table, String path, String source, TomlLines lines) {
        this.table = table;
        this.path = path;
        this.source = source;
        this.lines = lines;
    }

    boolean has(String key) {
        return table.has(key);
    }

    /** The key's text value, or null if it is absent or not text. */
    String text(String key) {
        JsonNode value = table.get(key);
        return value != null && value.isTextual() ? value.textValue() : null;
    }

    ConfigException error(String key, String message) {
        int line = lines.line(path + "." + key, lines.line(path, 1));
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
        JsonNode value = table.get(key);
        if (value != null && value.isIntegralNumber() && value.canConvertToLong()
                && (value.longValue() < 0x03 || value.longValue() > 0x77)) {
            throw error(key, String.format("must be a 7-bit I2C address 0x03..0x77, got 0x%X", value.longValue()));
        }
        return integer(key, fallback, 0x03, 0x77);
    }

    OptionalInt optionalInteger(String key, int min, int max) throws ConfigException {
        return has(key) ? OptionalInt.of(checkedInteger(key, min, max)) : OptionalInt.empty();
    }

    private int checkedInteger(String key, int min, int max) throws ConfigException {
        JsonNode value = table.get(key);
        if (!value.isIntegralNumber()) {
            throw error(key, "must be a whole number, got " + describe(value));
        }
        if (!value.canConvertToLong() || value.longValue() < min || value.longValue() > max) {
            throw error(key, "must be " + min + ".." + max + ", got " + value.asText());
        }
        return value.intValue();
    }

    boolean flag(String key, boolean fallback) throws ConfigException {
        if (!has(key)) {
            return fallback;
        }
        JsonNode value = table.get(key);
        if (!value.isBoolean()) {
            throw error(key, "must be true or false, got " + describe(value));
        }
        return value.booleanValue();
    }

    double decimal(String key, double fallback, double min, double max) throws ConfigException {
        if (!has(key)) {
            return fallback;
        }
        JsonNode value = table.get(key);
        if (!value.isNumber()) {
            throw error(key, "must be a number, got " + describe(value));
        }
        double number = value.doubleValue();
        if (!(number >= min && number <= max)) {
            throw error(key, "must be " + min + ".." + max + ", got " + number);
        }
        return number;
    }

    <E extends Enum<E>> E choice(String key, E fallback, Class<E> type) throws ConfigException {
        if (!has(key)) {
            return fallback;
        }
        List<String> names = Arrays.stream(type.getEnumConstants()).map(e -> e.name().toLowerCase(Locale.ROOT)).toList();
        String text = text(key);
        if (text != null && names.contains(text)) {
            return Enum.valueOf(type, text.toUpperCase(Locale.ROOT));
        }
        throw error(key, "must be one of " + String.join(", ", names) + ", got " + describe(table.get(key)));
    }

    void rejectUnknown(Set<String> known) throws ConfigException {
        for (Iterator<String> keys = table.fieldNames(); keys.hasNext();) {
            String key = keys.next();
            if (!known.contains(key)) {
                throw error(key, "unknown key (known here: " + String.join(", ", known.stream().sorted().toList()) + ")");
            }
        }
    }

    /** A value as the file writes it: strings in quotes, numbers and booleans bare. */
    static String describe(JsonNode value) {
        if (value.isTextual()) {
            return "\"" + value.textValue() + "\"";
        }
        if (value.isObject()) {
            return "a table";
        }
        return CompactJson.of(value);
    }
}
