package org.tabula.firmware.play;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** The kinds of computer player a seat can have, by the name the menu and scripts use. */
public final class Bots {
    private static final Map<String, Supplier<Bot>> KINDS = new LinkedHashMap<>();

    static {
        KINDS.put("random", RandomBot::new);
    }

    private Bots() {
    }

    public static List<String> names() {
        return List.copyOf(KINDS.keySet());
    }

    /** @throws IllegalArgumentException naming the kinds there are */
    public static Bot create(String name) {
        Supplier<Bot> kind = KINDS.get(name);
        if (kind == null) {
            throw new IllegalArgumentException("no bot named '" + name + "' (known: " + String.join(", ", KINDS.keySet()) + ")");
        }
        return kind.get();
    }
}
