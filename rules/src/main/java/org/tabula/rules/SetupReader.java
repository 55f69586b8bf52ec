package org.tabula.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads a game's explicit {@code setup} (plain values, as a JSON reader gives them) with errors
 * that name the offending key: {@code setup.circle[3]: "Q9" is not a card}.
 */
public final class SetupReader {
    private final Map<String, Object> setup;

    public SetupReader(Map<String, Object> setup, Set<String> allowedKeys) {
        this.setup = setup;
        for (String key : setup.keySet()) {
            if (!allowedKeys.contains(key)) {
                throw new GameConfigException("unknown setup key '" + key + "' (known: " + String.join(", ", allowedKeys) + ")");
            }
        }
    }

    public boolean has(String key) {
        return setup.get(key) != null;
    }

    public int wholeNumber(String key) {
        return JsonValues.wholeNumber("setup." + key, setup.get(key));
    }

    public List<Object> list(String key) {
        return list("setup." + key, setup.get(key));
    }

    public List<String> strings(String key) {
        return strings("setup." + key, setup.get(key));
    }

    /**
     * Whether {@code setup.deal} asks for a table deal: {@code "table"} (the players shuffle and
     * deal real cards, the moves reveal them) or {@code "box"} (the seeded deal, as without the key).
     */
    public boolean tableDeal() {
        Object deal = setup.get("deal");
        if (deal == null || "box".equals(deal)) {
            return false;
        }
        if ("table".equals(deal)) {
            return true;
        }
        throw new GameConfigException("setup.deal must be \"box\" (the box deals from the seed) or \"table\""
                + " (the players deal real cards and the moves reveal them), not " + (deal instanceof String ? "\"" + deal + "\"" : deal));
    }

    /** A list of lists of strings, such as one card list per seat. */
    public List<List<String>> stringLists(String key) {
        List<Object> outer = list(key);
        List<List<String>> result = new ArrayList<>();
        for (int i = 0; i < outer.size(); i++) {
            result.add(strings("setup." + key + "[" + i + "]", outer.get(i)));
        }
        return result;
    }

    private static List<Object> list(String where, Object value) {
        if (value instanceof List<?> list) {
            return List.copyOf(list);
        }
        throw new GameConfigException(where + " must be a list, not " + JsonValues.describe(value));
    }

    private static List<String> strings(String where, Object value) {
        List<Object> items = list(where, value);
        List<String> result = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            if (!(items.get(i) instanceof String s)) {
                throw new GameConfigException(where + "[" + i + "] must be a string, not " + JsonValues.describe(items.get(i)));
            }
            result.add(s);
        }
        return result;
    }
}
