package org.tabula.hal.config;

import java.util.HashMap;
import java.util.Map;

/**
 * Where the tables and keys of a TOML text stand, so that an error can name its line. Jackson
 * parses the text (and has refused it if it is not TOML); this only finds lines again, by table
 * headers and {@code key =} at the start of a line. What it cannot place (a key inside an
 * inline table, say) gets the line of its table.
 */
final class TomlLines {
    /** Path ("display", "display.address", "nfc.reader[1].spi-bus") to the line it is first written on. */
    private final Map<String, Integer> lines = new HashMap<>();

    TomlLines(String text) {
        String table = "";
        Map<String, Integer> arrayTables = new HashMap<>();
        String openQuotes = null;
        String[] rows = text.split("\n", -1);
        for (int i = 0; i < rows.length; i++) {
            String row = rows[i].strip();
            int line = i + 1;
            if (openQuotes != null) {
                // Inside a multi-line string: nothing here is a key.
                openQuotes = closes(row, openQuotes) ? null : openQuotes;
            } else if (row.startsWith("[[")) {
                String name = path(row.substring(2, Math.max(2, row.indexOf("]]"))));
                int index = arrayTables.merge(name, 1, Integer::sum) - 1;
                table = name + "[" + index + "]";
                record(table, line);
            } else if (row.startsWith("[")) {
                table = path(row.substring(1, Math.max(1, row.indexOf(']'))));
                record(table, line);
            } else if (!row.startsWith("#") && row.indexOf('=') > 0) {
                String key = path(row.substring(0, row.indexOf('=')));
                record(table.isEmpty() ? key : table + "." + key, line);
                openQuotes = opensMultiline(row.substring(row.indexOf('=') + 1));
            }
        }
    }

    /** The line {@code path} is written on, or {@code fallback} if it cannot be placed. */
    int line(String path, int fallback) {
        return lines.getOrDefault(path, fallback);
    }

    /** Records the path and, for a dotted key, each table it names on the way. */
    private void record(String path, int line) {
        for (int dot = path.indexOf('.'); dot >= 0; dot = path.indexOf('.', dot + 1)) {
            lines.putIfAbsent(path.substring(0, dot), line);
        }
        lines.putIfAbsent(path, line);
    }

    /** A dotted key or table name without spaces and quotes: {@code "a" . b} is {@code a.b}. */
    private static String path(String written) {
        StringBuilder path = new StringBuilder();
        for (String part : written.split("\\.")) {
            String bare = part.strip();
            if (bare.length() >= 2 && (bare.charAt(0) == '"' || bare.charAt(0) == '\'')) {
                bare = bare.substring(1, bare.length() - 1);
            }
            path.append(path.length() == 0 ? "" : ".").append(bare);
        }
        return path.toString();
    }

    /** The quotes of a multi-line string the value opens and leaves open, or null. */
    private static String opensMultiline(String value) {
        for (String quotes : new String[] {"\"\"\"", "'''"}) {
            if (count(value, quotes) % 2 == 1) {
                return quotes;
            }
        }
        return null;
    }

    private static boolean closes(String row, String quotes) {
        return count(row, quotes) % 2 == 1;
    }

    private static int count(String text, String quotes) {
        int count = 0;
        for (int at = text.indexOf(quotes); at >= 0; at = text.indexOf(quotes, at + quotes.length())) {
            count++;
        }
        return count;
    }
}
