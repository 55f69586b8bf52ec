package org.tabula.firmware.script;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How one game of a script starts ({@code "setup"}): from its seed alone, dealt at the table,
 * led by a chosen seat, or as a script spells it out for the game to read.
 */
public sealed interface GameSetup {
    /** No setup ({@code null}): the seed deals and draws everything, as the box deals. */
    GameSetup SEED = new Seed();
    /** The players deal at the table (docs/table-deal.md): {@code {"deal": "table"}}. */
    GameSetup TABLE_DEAL = new TableDeal();

    /** The values the game reads ({@link org.tabula.rules.Game#start(long, Map)}), or null for {@link #SEED}. */
    Map<String, Object> values();

    /** Whether the players deal the cards at the table, so that the series' next games are dealt there too. */
    default boolean tableDealt() {
        Map<String, Object> values = values();
        return values != null && "table".equals(values.get("deal"));
    }

    /** See {@link #SEED}. */
    record Seed() implements GameSetup {
        @Override
        public Map<String, Object> values() {
            return null;
        }
    }

    /** See {@link #TABLE_DEAL}. */
    record TableDeal() implements GameSetup {
        @Override
        public Map<String, Object> values() {
            return Map.of("deal", "table");
        }
    }

    /** The seat that leads the first trick, where the players decide it: {@code {"leader": seat}}. */
    record Leader(int seat) implements GameSetup {
        @Override
        public Map<String, Object> values() {
            return Map.of("leader", seat);
        }
    }

    /** Any other setup, kept as the script wrote it (in its order) for the game to read and refuse. */
    record Written(Map<String, Object> values) implements GameSetup {
        public Written {
            values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
        }
    }

    /** The setup a script's values say, or {@link #SEED} for null. */
    static GameSetup of(Map<String, Object> values) {
        if (values == null) {
            return SEED;
        }
        if (values.equals(TABLE_DEAL.values())) {
            return TABLE_DEAL;
        }
        if (values.size() == 1 && values.get("leader") instanceof Integer seat && seat >= 0) {
            return new Leader(seat);
        }
        return new Written(values);
    }
}
