package org.tabula.rules;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * One of the console's games, before its options are chosen: its {@link GameDeclaration}, and how
 * to make the game under chosen options.
 */
public interface GameKind {
    /** Everything the game says of itself. */
    GameDeclaration declaration();

    /** The name in replay scripts: {@code sumo}, {@code spartacus}, ... */
    default String name() {
        return declaration().name();
    }

    /** The name players know it by, in English. */
    default String title() {
        return declaration().title();
    }

    default int minPlayers() {
        return declaration().minPlayers();
    }

    default int maxPlayers() {
        return declaration().maxPlayers();
    }

    /** What the game declares about itself under its default options (a game under others may say more: {@link Game#type()}). */
    default GameType type() {
        return declaration().type();
    }

    /**
     * Every reason of its own the game gives for refusing a move, an option or a setup, beyond
     * {@link CommonRefusal}: what a translation must cover ({@link org.tabula.rules.games.Refusals#of}).
     */
    default List<Refusal.Reason> refusalReasons() {
        return declaration().refusalReasons();
    }

    /**
     * The ISMCTS iterations per move that keep the slowest move of the game at its largest player
     * count within 100 ms on the console's machine (docs/bots.md gives the tournament figures and their
     * commands): the bot's default budget, deterministic unlike a time limit.
     *
     * @throws IllegalStateException if none has been measured for this game
     */
    default int ismctsIterations() {
        return declaration().ismctsIterations().orElseThrow(() -> new IllegalStateException("no ISMCTS budget has been measured for " + name()));
    }

    /**
     * A new rule-of-thumb player for the game, the baseline the search bots must beat (the
     * {@code rules} bot; it lives in the game's package, since it reads the game's own view and
     * moves), or empty if the game has none: the {@code rules} bot then declines the game.
     */
    default Optional<Bot> ruleBot() {
        return declaration().ruleBot().map(Supplier::get);
    }

    /**
     * Why a move is good for the seat, from what it knows ({@link Why.Explainer}): the line under
     * a hint. A game says it in its own words; a game without them says only that the search
     * liked the move best, or that it is the only one.
     */
    default Why why(InformationSet info, int move) {
        return CommonWhy.otherwise(info);
    }

    /** Every reason of its own {@link #why} gives: what a translation must cover ({@link org.tabula.rules.games.Whys#of}). */
    default List<Why.Reason> whyReasons() {
        return List.of();
    }

    /** What the game calls its seats when this many play ({@link GameDeclaration#seatNames(int)}). */
    default SeatNames seatNames(int players) {
        return declaration().seatNames(players);
    }

    /** Every named option (variant) the game understands, with its default. */
    default List<OptionSpec> optionSpecs() {
        return declaration().optionSpecs();
    }

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
