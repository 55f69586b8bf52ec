package org.tabula.rules;

import java.util.List;

/** One of the console's games, before its options are chosen. */
public interface GameKind {
    /** The name in replay scripts: {@code sumo}, {@code spartacus}, ... */
    String name();

    /** The name players know it by, in English. */
    String title();

    int minPlayers();

    int maxPlayers();

    /** Every named option (variant) the game understands, with its default. */
    List<OptionSpec> optionSpecs();

    /**
     * The game under these options for this many players.
     *
     * @throws GameConfigException if the player count or a combination of options is impossible
     */
    Game create(int players, Options options);

    /** Reads raw option values (from a script or the menu) against {@link #optionSpecs()}. */
    default Options parseOptions(java.util.Map<String, ?> raw) {
        return Options.parse(name(), optionSpecs(), raw);
    }
}
