package org.tabula.firmware;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/** Command-line flags written {@code --name value}. */
final class Flags {
    private Flags() {
    }

    /** @throws IllegalArgumentException naming the flag that is unknown, repeated or without a value */
    static Map<String, String> parse(String[] args, Set<String> known) {
        Map<String, String> flags = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i += 2) {
            if (!known.contains(args[i])) {
                throw new IllegalArgumentException("unknown flag '" + args[i] + "' (known: " + String.join(", ", new java.util.TreeSet<>(known)) + ")");
            }
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException(args[i] + " needs a value");
            }
            if (flags.put(args[i], args[i + 1]) != null) {
                throw new IllegalArgumentException(args[i] + " is given twice");
            }
        }
        return flags;
    }
}
