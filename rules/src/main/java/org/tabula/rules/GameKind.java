package org.tabula.rules;

import java.util.List;
import java.util.Optional;

/** One of the console's games, before its options are chosen. */
public interface GameKind {
    /** The name in replay scripts: {@code sumo}, {@code spartacus}, ... */
    String name();

    /** The name players know it by, in English. */
    String title();

    int minPlayers();

    int maxPlayers();

    /** What the game declares about itself under its default options (a game under others may say more: {@link Game#type()}). */
    GameType type();

    /**
     * Every reason of its own the game gives for refusing a move, an option or a setup, beyond
     * {@link CommonRefusal}: what a translation must cover ({@link org.tabula.rules.games.Refusals#all()}).
     */
    default List<Refusal.Reason> refusalReasons() {
        return List.of();
    }

    /**
     * The ISMCTS iterations per move that keep the slowest move of the game at its largest player
     * count within 100 ms on the console's machine (docs/bots.md gives the tournament figures and their
     * commands): the bot's default budget, deterministic unlike a time limit.
     *
     * @throws IllegalStateException if none has been measured for this game
     */
    default int ismctsIterations() {
        throw new IllegalStateException("no ISMCTS budget has been measured for " + name());
    }

    /**
     * A new rule-of-thumb player for the game, the baseline the search bots must beat (the
     * {@code rules} bot; it lives in the game's package, since it reads the game's own view and
     * moves), or empty if the game has none: the {@code rules} bot then declines the game.
     */
    default Optional<Bot> ruleBot() {
        return Optional.empty();
    }

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
