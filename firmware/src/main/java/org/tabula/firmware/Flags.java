package org.tabula.firmware;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/** Command-line flags written {@code --name value}, and switches written {@code --name} alone (given the value "true"). */
final class Flags {
    private Flags() {
    }

    /** @throws IllegalArgumentException naming the flag that is unknown, repeated or without a value */
    static Map<String, String> parse(String[] args, Set<String> known) {
        return parse(args, known, Set.of());
    }

    /** @throws IllegalArgumentException naming the flag or switch that is unknown, repeated or (a flag) without a value */
    static Map<String, String> parse(String[] args, Set<String> known, Set<String> switches) {
        Map<String, String> flags = new LinkedHashMap<>();
        int i = 0;
        while (i < args.length) {
            if (switches.contains(args[i])) {
                if (flags.put(args[i], "true") != null) {
                    throw new IllegalArgumentException(args[i] + " is given twice");
                }
                i++;
                continue;
            }
            if (!known.contains(args[i])) {
                java.util.Set<String> all = new java.util.TreeSet<>(known);
                all.addAll(switches);
                throw new IllegalArgumentException("unknown flag '" + args[i] + "' (known: " + String.join(", ", all) + ")");
            }
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException(args[i] + " needs a value");
            }
            if (flags.put(args[i], args[i + 1]) != null) {
                throw new IllegalArgumentException(args[i] + " is given twice");
            }
            i += 2;
        }
        return flags;
    }
}
