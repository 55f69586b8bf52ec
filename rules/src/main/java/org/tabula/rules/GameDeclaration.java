package org.tabula.rules;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/**
 * What a game kind says of itself, in one place, as OpenSpiel's game registration does: its names,
 * how many may play, its {@link GameType}, its own refusal reasons, the search bots' budget, its
 * rule-of-thumb bot and its options. A kind states it once and answers {@link GameKind}'s questions
 * from it:
 *
 * <pre>{@code
 * GameDeclaration.of("sumo", "Sumo", 2, 2, TYPE)
 *         .withRefusals(SumoRefusal.values())
 *         .withIsmctsIterations(20_000)
 *         .withRuleBot(SumoRuleBot::new)
 *         .withOptions(OptionSpec.flag("zeroCard", MessageKey.of("option.sumo.zeroCard"), "each seat also holds a 0; one more round"))
 *         .withSeatNames(players -> SeatNames.of(List.of(SeatName.of("seat.east"), SeatName.of("seat.west"))));
 * }</pre>
 *
 * @param name             the name in replay scripts ({@code sumo})
 * @param title            the name players know it by, in English
 * @param minPlayers       the fewest seats
 * @param maxPlayers       the most seats
 * @param type             what the game declares under its default options
 * @param refusalReasons   every reason of its own for refusing a move, an option or a setup
 * @param ismctsIterations the search bots' iterations per move, where measured
 * @param ruleBot          makes the rule-of-thumb player, where the game has one
 * @param optionSpecs      every named option (variant), with its default
 * @param seatNaming       what the game calls its seats, for a player count: P1, P2... unless it says otherwise
 */
public record GameDeclaration(String name, String title, int minPlayers, int maxPlayers, GameType type, List<Refusal.Reason> refusalReasons,
        OptionalInt ismctsIterations, Optional<Supplier<Bot>> ruleBot, List<OptionSpec> optionSpecs, IntFunction<SeatNames> seatNaming) {
    public GameDeclaration {
        if (!name.matches("[a-z][a-z0-9]*")) {
            throw new IllegalArgumentException("a game's script name is lower-case letters and digits: " + name);
        }
        if (minPlayers < 1 || maxPlayers < minPlayers) {
            throw new IllegalArgumentException(name + ": players from " + minPlayers + " to " + maxPlayers);
        }
        refusalReasons = List.copyOf(refusalReasons);
        optionSpecs = List.copyOf(optionSpecs);
    }

    /** A game of these names and seats, with no reasons, bots or options of its own yet. */
    public static GameDeclaration of(String name, String title, int minPlayers, int maxPlayers, GameType type) {
        return new GameDeclaration(name, title, minPlayers, maxPlayers, type, List.of(), OptionalInt.empty(), Optional.empty(), List.of(),
                SeatNames::numbered);
    }

    /** This declaration, with these refusal reasons of the game's own. */
    public GameDeclaration withRefusals(Refusal.Reason... reasons) {
        return new GameDeclaration(name, title, minPlayers, maxPlayers, type, List.of(reasons), ismctsIterations, ruleBot, optionSpecs, seatNaming);
    }

    /** This declaration, with the search bots' measured budget (docs/bots.md). */
    public GameDeclaration withIsmctsIterations(int iterations) {
        if (iterations < 1) {
            throw new IllegalArgumentException(name + ": ISMCTS iterations must be positive: " + iterations);
        }
        return new GameDeclaration(name, title, minPlayers, maxPlayers, type, refusalReasons, OptionalInt.of(iterations), ruleBot, optionSpecs, seatNaming);
    }

    /** This declaration, with its rule-of-thumb player. */
    public GameDeclaration withRuleBot(Supplier<Bot> bot) {
        return new GameDeclaration(name, title, minPlayers, maxPlayers, type, refusalReasons, ismctsIterations, Optional.of(bot), optionSpecs, seatNaming);
    }

    /** This declaration, with these options. */
    public GameDeclaration withOptions(OptionSpec... options) {
        return new GameDeclaration(name, title, minPlayers, maxPlayers, type, refusalReasons, ismctsIterations, ruleBot, List.of(options), seatNaming);
    }

    /** This declaration, with what the game calls its seats for each player count. */
    public GameDeclaration withSeatNames(IntFunction<SeatNames> names) {
        return new GameDeclaration(name, title, minPlayers, maxPlayers, type, refusalReasons, ismctsIterations, ruleBot, optionSpecs, names);
    }

    /** What the game calls its seats when this many play. */
    public SeatNames seatNames(int players) {
        if (players < minPlayers || players > maxPlayers) {
            throw new IllegalArgumentException(name + " is for " + minPlayers + " to " + maxPlayers + " players, not " + players);
        }
        return seatNaming.apply(players);
    }
}
