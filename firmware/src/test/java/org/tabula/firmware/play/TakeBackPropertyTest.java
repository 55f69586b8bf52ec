package org.tabula.firmware.play;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.IllegalMoveException;
import org.tabula.rules.OptionSpec;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Series;
import org.tabula.rules.View;
import org.tabula.firmware.script.GameSetup;
import org.tabula.firmware.script.Move;
import org.tabula.firmware.script.Player;
import org.tabula.rules.bots.Bots;

/**
 * Random games of every game and variant, box deal and table deal, with random take-backs mixed
 * into the moves (some seats played by a bot, whose moves the test makes): an allowed take-back
 * leaves exactly the game replayed without the moves taken back, and never takes back a bot's
 * move; a refused one changes nothing; afterwards no seat sees a view it had not seen before, and
 * a bot's sample of the unknown cards is the one it draws in the game that never had those moves;
 * and the table shows again what the last standing move did (its events: Senator's marked square).
 */
class TakeBackPropertyTest {
    private static final int GAMES = 25;
    /**
     * How many take-backs each variant must allow: its games go on past {@link #GAMES} until it has,
     * up to {@link #MOST_GAMES} (fair play allows few in some games: Sumo's hidden choice only while
     * its round is open, En Garde dealt by the box hardly any, as nearly every move draws).
     */
    private static final int LEAST_ALLOWED = 3;
    private static final int MOST_GAMES = 400;
    /** Long enough for several turns, reveals and draws in every game; a game may end sooner. */
    private static final int MOVES = 100;
    private static final String BOT = "random";

    /** Every game at each player count, with its default options and with each flag on its own; at a box deal and, where the game has one, a table deal. */
    static Stream<Arguments> variants() {
        List<Arguments> variants = new ArrayList<>();
        for (GameKind kind : ConsoleGames.kinds()) {
            List<Map<String, Object>> optionSets = new ArrayList<>();
            optionSets.add(Map.of());
            for (OptionSpec spec : kind.optionSpecs()) {
                if (spec.type() == OptionSpec.Type.FLAG) {
                    optionSets.add(Map.of(spec.name(), true));
                }
            }
            for (int players = kind.minPlayers(); players <= kind.maxPlayers(); players++) {
                for (Map<String, Object> options : optionSets) {
                    Game game;
                    try {
                        game = kind.create(players, kind.parseOptions(options));
                    } catch (GameConfigException impossible) {
                        continue;
                    }
                    variants.add(Arguments.of(kind.name() + " " + players + " " + options.keySet() + " box deal", game, GameSetup.SEED));
                    try {
                        game.start(1, GameSetup.TABLE_DEAL.values());
                        variants.add(Arguments.of(kind.name() + " " + players + " " + options.keySet() + " table deal", game, GameSetup.TABLE_DEAL));
                    } catch (GameConfigException noTableDeal) {
                        // This game is always dealt by the box.
                    }
                }
            }
        }
        return variants.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void takeBacksLeaveTheSameGameWithoutTheMovesTakenBack(String label, Game game, GameSetup deal) throws IOException {
        SeededRandom rng = new SeededRandom(label.hashCode());
        int allowed = 0;
        int g = 0;
        for (; g < GAMES || allowed < LEAST_ALLOWED && g < MOST_GAMES; g++) {
            List<Player> seats = new ArrayList<>();
            int bot = g % 3 == 0 ? rng.nextInt(game.players()) : -1;
            for (int seat = 0; seat < game.players(); seat++) {
                seats.add(seat == bot ? Player.bot(Bots.named(BOT), game) : Player.HUMAN);
            }
            Match match = new Match(game, seats, Series.Goal.games(1), Lead.DRAWN, deal, rng::nextLong, MatchRecorder.NONE);
            List<Set<View>> seen = new ArrayList<>();
            for (int audience = 0; audience < game.players(); audience++) {
                seen.add(new HashSet<>());
            }
            remember(match.state(), seen);
            List<List<GameEvent>> shown = new ArrayList<>();
            for (int step = 0; step < MOVES && !match.state().isOver(); step++) {
                String at = label + ", game " + g + ", after " + match.moves();
                if (rng.nextInt(4) == 0) {
                    allowed += takeBack(match, 1 + rng.nextInt(4), seen, shown, rng, at);
                } else {
                    GameState state = match.state();
                    int[] toMove = state.toMove().toArray();
                    int seat = toMove[rng.nextInt(toMove.length)];
                    int[] legal = state.legalMoves(seat);
                    match.play(seat, legal[rng.nextInt(legal.length)]);
                    shown.add(match.lastEvents());
                }
                remember(match.state(), seen);
            }
            assertSame(replayed(match), match.state(), label + ", game " + g + " at its end");
        }
        assertTrue(allowed >= LEAST_ALLOWED, label + ": only " + allowed + " take-backs were allowed in " + g + " games");
    }

    /** Tries to take back {@code count} moves and checks the outcome; 1 if it was allowed. */
    private static int takeBack(Match match, int count, List<Set<View>> seen, List<List<GameEvent>> shown, SeededRandom rng, String at)
            throws IOException {
        List<Move> before = match.moves();
        org.tabula.firmware.script.Script script = match.script();
        View table = match.state().view(GameState.TABLE);
        TakeBackOffer offer = match.takeBackOffer(count);
        if (!offer.allowed()) {
            IllegalMoveException refused = assertThrows(IllegalMoveException.class, () -> match.takeBack(count), at);
            assertEquals(offer.refusal(), refused.refusal(), at);
            assertEquals(before, match.moves(), at + ": a refused take-back changed the moves");
            assertEquals(script, match.script(), at + ": a refused take-back changed the script");
            assertEquals(table, match.state().view(GameState.TABLE), at + ": a refused take-back changed the game");
            return 0;
        }
        List<Move> takenBack = before.subList(before.size() - count, before.size());
        Set<Integer> movers = new HashSet<>();
        for (Move move : takenBack) {
            if (move.seat() != GameState.CHANCE) {
                movers.add(move.seat());
                assertTrue(!match.isBot(move.seat()), at + ": a bot's move " + move + " was taken back");
            }
        }
        assertTrue(movers.size() <= 1, at + ": the moves of several seats were taken back together: " + takenBack);
        match.takeBack(count);
        assertEquals(before.subList(0, before.size() - count), match.moves(), at + ": not the standing moves");
        shown.subList(shown.size() - count, shown.size()).clear();
        assertEquals(shown.isEmpty() ? List.of() : shown.get(shown.size() - 1), match.lastEvents(),
                at + ": the table no longer shows what the last standing move did (Senator's marked square)");
        GameState without = replayed(match);
        assertSame(without, match.state(), at + ": taking back " + takenBack);
        for (int audience = 0; audience < seen.size(); audience++) {
            assertTrue(seen.get(audience).contains(match.state().view(audience)),
                    at + ": after taking back " + takenBack + " seat " + audience + " sees what it had never seen");
            long sampleSeed = rng.nextLong();
            assertSame(without.determinize(audience, new SeededRandom(sampleSeed)), match.state().determinize(audience, new SeededRandom(sampleSeed)),
                    at + ": seat " + audience + "'s sample after taking back " + takenBack);
        }
        return 1;
    }

    private static void remember(GameState state, List<Set<View>> seen) {
        for (int audience = 0; audience < seen.size(); audience++) {
            seen.get(audience).add(state.view(audience));
        }
    }

    /** The game as it would stand had the moves taken back never been made: its standing moves replayed from its start. */
    private static GameState replayed(Match match) {
        GameState state = match.tableDealt() ? match.game().start(match.seed(), GameSetup.TABLE_DEAL.values()) : match.game().start(match.seed());
        for (Move move : match.moves()) {
            state.apply(move.seat(), move.number(state));
        }
        return state;
    }

    /** The same game: every audience sees the same, the same seats move with the same moves, the same scores. */
    private static void assertSame(GameState expected, GameState actual, String what) {
        assertEquals(expected.toMove(), actual.toMove(), what + ": to move");
        assertEquals(expected.isOver(), actual.isOver(), what + ": over");
        assertArrayEquals(expected.scores(), actual.scores(), what + ": scores");
        assertEquals(expected.view(GameState.TABLE), actual.view(GameState.TABLE), what + ": the table's view");
        for (int seat = 0; seat < expected.game().players(); seat++) {
            assertEquals(expected.view(seat), actual.view(seat), what + ": seat " + seat + "'s view");
            assertArrayEquals(expected.legalMoves(seat), actual.legalMoves(seat), what + ": seat " + seat + "'s moves");
        }
        if (expected.toMove().contains(GameState.CHANCE)) {
            assertArrayEquals(expected.legalMoves(GameState.CHANCE), actual.legalMoves(GameState.CHANCE), what + ": the cards to reveal");
        }
        assertNotEquals(null, actual, what);
    }
}
