package org.tabula.rules.senator;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabula.rules.senator.Senators.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tabula.rules.GameContract;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.senator.SenatorEvent.CardPushed;

/**
 * The game contract and Senator's own invariants over 10,000 seeded random games per variant:
 * the board fills all 21 squares, every card ends on it exactly once, the totals are what an
 * independent count of the final board gives, and every push lands on its entry's square.
 */
class SenatorPropertyTest {
    private static final int GAMES = 10_000;
    /**
     * Illegal moves probed: every banner square and corner, codes that are no move, and cards 1
     * and 2 at every entry (played, or into full lines). MovesTest covers the other reasons.
     */
    private static final int PROBE = 3 << 5;
    /** Copies, determinisation and the illegal-move probe on one game in this many. */
    private static final int DEEP_EVERY = 2_000;

    static Stream<Arguments> variants() {
        // Combinations beyond these count differently but play alike; ScoringTest counts them on fixed boards.
        return Stream.of(
                Arguments.of(2, List.of()),
                Arguments.of(2, List.of("caesar")),
                Arguments.of(2, List.of("stairsInLine")),
                Arguments.of(2, List.of("brutus")),
                Arguments.of(2, List.of("caesar", "stairsInLine", "adjacentOnly")),
                Arguments.of(2, List.of("brutus", "adjacentOnly")),
                Arguments.of(2, List.of("hidden")),
                Arguments.of(2, List.of("hidden", "caesar", "stairsInLine")),
                Arguments.of(3, List.of()),
                Arguments.of(3, List.of("hidden")));
    }

    @ParameterizedTest(name = "{0} players {1}")
    @MethodSource("variants")
    void randomGamesKeepEveryRule(int players, List<String> flags) {
        SenatorGame game = game(players, flags.toArray(String[]::new));
        GameContract contract = new GameContract(game, Board.SQUARES)
                .illegalProbe(PROBE)
                .deepChecksEvery(DEEP_EVERY)
                .invariant(SenatorPropertyTest::checkCardsAndTotals);
        long firstSeed = 1_000L * players + flags.hashCode();
        // Half the games start from seat 0 as docs/rules.md says, half from setup {"first": 1}.
        contract.playRandomGames(firstSeed, GAMES / 2);
        for (int g = 0; g < GAMES / 2; g++) {
            long seed = firstSeed + GAMES + g;
            contract.playOne(game.start(seed, Map.of("first", 1)), new SeededRandom(seed), g % DEEP_EVERY == 0, "first 1, seed " + seed);
        }
    }

    /**
     * No card twice on the board at any step; at the end all 21 squares full, every card on
     * them exactly once, and the totals an independent count of the board gives.
     */
    private static void checkCardsAndTotals(GameState state) {
        SenatorState senator = (SenatorState) state;
        int[] cells = senator.cells();
        long seen = 0;
        for (int code : cells) {
            if (code != CardCode.EMPTY) {
                assertEquals(0, seen & 1L << code, "a card twice on the board");
                seen |= 1L << code;
            }
        }
        if (!state.isOver()) {
            return;
        }
        int players = senator.game().players();
        long everyCard = players == 2 ? 1L << CardCode.BANNER : 0;
        for (int seat = 0; seat < players; seat++) {
            for (int value = 1; value <= senator.game().highestCard; value++) {
                everyCard |= 1L << CardCode.of(seat, value);
            }
        }
        assertEquals(everyCard, seen, "every card exactly once");
        for (int cell : Board.SQUARE_CELLS) {
            assertTrue(cells[cell] != CardCode.EMPTY, "square " + Board.squareName(cell) + " empty at the end");
        }
        assertArrayEquals(countedByHand(cells, players, senator.game().scoring), state.scores());
    }

    /** The Senate totals counted square by square, independently of {@link Scoring#worth}. */
    private static int[] countedByHand(int[] cells, int players, Scoring variant) {
        int banner = -1;
        for (int cell = 0; cell < cells.length; cell++) {
            if (cells[cell] == CardCode.BANNER) {
                banner = cell;
            }
        }
        int[] totals = new int[players];
        for (int cell = 0; cell < cells.length; cell++) {
            int code = cells[cell];
            if (code == CardCode.EMPTY || code == CardCode.BANNER) {
                continue;
            }
            int row = cell / 5;
            int column = cell % 5;
            boolean senate = row >= 1 && row <= 3 && column >= 1 && column <= 3;
            boolean reached = false;
            if (banner >= 0) {
                int rows = Math.abs(row - banner / 5);
                int columns = Math.abs(column - banner % 5);
                reached = variant.adjacentOnly() ? rows + columns == 1 : rows == 0 || columns == 0;
            }
            int value = CardCode.value(code);
            int worth = senate ? value : 0;
            if (reached && senate && variant.caesar()) {
                worth = 2 * value;
            } else if (reached && !senate && variant.stairsInLine()) {
                worth = value;
            } else if (reached && variant.brutus()) {
                worth = 0;
            }
            totals[CardCode.owner(code)] += worth;
        }
        return totals;
    }

    /** Every push puts the pushed card on its entry's square, as docs/rules.md lists them. */
    @ParameterizedTest(name = "{0} players")
    @MethodSource("playerCounts")
    void everyPushLandsOnItsEntrySquare(int players) {
        SenatorGame game = game(players);
        int[] buffer = new int[game.maxLegalMoves()];
        int[] entriesPerSquare = new int[Board.CELLS];
        for (long seed = 0; seed < GAMES / 5; seed++) {
            SeededRandom rng = new SeededRandom(seed);
            GameState state = game.start(seed);
            while (!state.isOver()) {
                int seat = state.toMove().first();
                int move = buffer[rng.nextInt(state.legalMoves(seat, buffer))];
                List<GameEvent> events = new ArrayList<>();
                state.apply(seat, move, events::add);
                if (events.get(0) instanceof CardPushed pushed) {
                    int entry = move & 31;
                    assertEquals(Board.entryName(entry), pushed.entry().notation());
                    assertEquals(Board.squareName(Board.entrySquare(entry)), pushed.square().notation());
                    assertEquals(pushed.card(), ((SenatorView) state.view(GameState.TABLE)).board().get(pushed.square().notation()));
                    entriesPerSquare[Board.entrySquare(entry)] |= 1 << entry;
                }
            }
        }
        // The entries used cover each stair next to a corner twice, each middle stair once, the Senate never.
        for (int cell : Board.SQUARE_CELLS) {
            int row = Board.row(cell);
            int column = Board.column(cell);
            int expected = Board.isSenate(cell) ? 0 : row == 2 || column == 2 ? 1 : 2;
            assertEquals(expected, Integer.bitCount(entriesPerSquare[cell]), Board.squareName(cell));
        }
    }

    static Stream<Integer> playerCounts() {
        return Stream.of(2, 3);
    }
}
