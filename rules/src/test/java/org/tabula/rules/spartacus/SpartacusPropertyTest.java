package org.tabula.rules.spartacus;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tabula.rules.GameContract;
import org.tabula.rules.GameState;

/**
 * Random games for every player count and variant through {@link GameContract} (which checks
 * that every game ends, no illegal move is offered, refused moves change nothing, copies and
 * determinised states behave), with Spartacus's own rules checked on every state reached by
 * {@link RecordCheck}, and what the views show checked by {@link ViewCheck} on fewer games.
 */
class SpartacusPropertyTest {
    private static final int GAMES = 10_000;
    /** The contract's costly checks (copies, determinisation, illegal probes) on every n-th game. */
    private static final int DEEP_EVERY = 2_000;
    private static final int VIEW_CHECKED_GAMES = 50;

    /** Every variant docs/rules.md names, for 3, 4 and 5 players. */
    static Stream<Arguments> variants() {
        return configurations(List.of(List.of(), List.of("noBanner"), List.of("bannerJoker"),
                List.of("bannerJoker", "jokerPenalty"), List.of("bannerJoker", "jokerKillsTrick")));
    }

    /** The variants and both joker sub-options together. */
    static Stream<Arguments> variantsAndCombination() {
        return Stream.concat(variants(), configurations(List.of(List.of("bannerJoker", "jokerPenalty", "jokerKillsTrick"))));
    }

    private static Stream<Arguments> configurations(List<List<String>> variants) {
        List<Arguments> configurations = new ArrayList<>();
        for (int players = 3; players <= 5; players++) {
            for (List<String> flags : variants) {
                configurations.add(Arguments.of(players, flags));
            }
        }
        return configurations.stream();
    }

    private static SpartacusGame game(int players, List<String> flags) {
        Map<String, Object> options = new LinkedHashMap<>();
        flags.forEach(flag -> options.put(flag, true));
        return Spartacus.KIND.create(players, Spartacus.KIND.parseOptions(options));
    }

    /** A bound no game can reach: 11 cards per seat, and at most players - 1 passes per card played. */
    private static GameContract contract(SpartacusGame game) {
        return new GameContract(game, 11 * game.players() * game.players())
                // Moves are 0-11; two numbers past them stand for every other number.
                .illegalProbe(Cards.MOVES + 2);
    }

    private static long firstSeed(int players, List<String> flags) {
        return 1_000_003L * players + 10_007L * flags.hashCode();
    }

    @ParameterizedTest(name = "{0} players {1}")
    @MethodSource("variants")
    void everyStateOfRandomGamesKeepsTheRules(int players, List<String> flags) {
        SpartacusGame game = game(players, flags);
        List<GameState> finals = contract(game).invariant(new RecordCheck(game)::check)
                .deepChecksEvery(DEEP_EVERY)
                .playRandomGames(firstSeed(players, flags), GAMES);
        assertEquals(GAMES, finals.size());
    }

    @ParameterizedTest(name = "{0} players {1}")
    @MethodSource("variantsAndCombination")
    void viewsShowWhatTheRulesSay(int players, List<String> flags) {
        SpartacusGame game = game(players, flags);
        contract(game).invariant(new ViewCheck(game)::check)
                .deepChecksEvery(VIEW_CHECKED_GAMES / 2)
                .playRandomGames(firstSeed(players, flags) + GAMES, VIEW_CHECKED_GAMES);
    }
}
