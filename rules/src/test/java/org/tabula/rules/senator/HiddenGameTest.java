package org.tabula.rules.senator;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabula.rules.senator.Senators.game;
import static org.tabula.rules.senator.Senators.play;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.senator.SenatorEvent.BannerPlaced;
import org.tabula.rules.senator.SenatorEvent.CardPushed;
import org.tabula.rules.senator.SenatorEvent.CardsRevealed;
import org.tabula.rules.senator.SenatorEvent.GameEnded;

/**
 * The hidden game: each random game is played twice with the same moves, face down and open.
 * The open twin knows the truth; the hidden game's views and events must show none of it.
 */
class HiddenGameTest {
    private static final int GAMES = 1_000;

    @Test
    void noViewOrEventRevealsAnOwnerOrValueBeforeTheEnd() {
        checkGames(game(2, "hidden"), game(2), 1);
        checkGames(game(2, "hidden", "caesar", "stairsInLine"), game(2, "caesar", "stairsInLine"), 50_001);
        checkGames(game(3, "hidden"), game(3), 90_001);
    }

    private static void checkGames(SenatorGame hiddenGame, SenatorGame openGame, long firstSeed) {
        int[] buffer = new int[hiddenGame.maxLegalMoves()];
        for (long seed = firstSeed; seed < firstSeed + GAMES; seed++) {
            SeededRandom rng = new SeededRandom(seed);
            Map<String, Object> setup = Map.of("first", (int) (seed % hiddenGame.players()));
            GameState hidden = hiddenGame.start(seed, setup);
            GameState open = openGame.start(seed, setup);
            while (true) {
                checkViews(hidden, open, "seed " + seed);
                if (hidden.isOver()) {
                    break;
                }
                int seat = hidden.toMove().first();
                int move = buffer[rng.nextInt(hidden.legalMoves(seat, buffer))];
                List<GameEvent> events = new ArrayList<>();
                hidden.apply(seat, move, events::add);
                open.apply(seat, move);
                checkEvents(events, hidden.isOver(), "seed " + seed);
            }
            assertArrayEquals(open.scores(), hidden.scores());
        }
    }

    private static void checkViews(GameState hidden, GameState open, String where) {
        SenatorView truth = (SenatorView) open.view(GameState.TABLE);
        for (int audience = GameState.TABLE; audience < hidden.game().players(); audience++) {
            SenatorView seen = (SenatorView) hidden.view(audience);
            String who = where + ", " + (audience == GameState.TABLE ? "the table" : "seat " + audience);
            if (hidden.isOver()) {
                // The final reveal: everything the open game shows, to everyone.
                assertEquals(truth.board(), seen.board(), who);
                assertEquals(truth.hands(), seen.hands(), who);
                assertEquals(truth.scores(), seen.scores(), who);
                assertEquals(truth.winners(), seen.winners(), who);
                assertFalse(seen.faceDown(), who);
                continue;
            }
            Map<String, BoardCard> occupancy = new LinkedHashMap<>();
            truth.board().keySet().forEach(square -> occupancy.put(square, new BoardCard.FaceDown()));
            SenatorView expected = new SenatorView(audience, truth.players(), truth.phase(), truth.toMove(), occupancy,
                    truth.handSizes(), audience == GameState.TABLE ? null : truth.hands().get(audience), null, true,
                    null, false, List.of());
            // Every field: only occupancy, hand sizes, whose turn, and the audience's own hand.
            assertEquals(expected, seen, who);
        }
    }

    private static void checkEvents(List<GameEvent> events, boolean over, String where) {
        for (GameEvent event : events) {
            if (event instanceof CardPushed pushed) {
                assertEquals(new BoardCard.FaceDown(), pushed.card(), where + ": " + event.describe());
                assertTrue(pushed.describe().contains("a card face down"), pushed.describe());
            } else if (event instanceof BannerPlaced banner) {
                assertTrue(banner.faceDown(), where);
            } else {
                assertTrue(over, where + ": " + event.describe() + " before the end");
                assertTrue(event instanceof CardsRevealed || event instanceof GameEnded, event.describe());
            }
        }
    }

    @Test
    void determinizeKeepsWhatTheSeatSawAndRedrawsTheRest() {
        GameState state = game(2, "hidden").start(1);
        play(state, "1:banner@22", "0:1@D1", "1:10@D1", "0:2@R2", "1:9@L2", "0:3@U3", "1:8@U3", "0:4@D2");
        int[] real = ((SenatorState) state).cells();
        Set<String> seatOneSamples = new HashSet<>();
        SeededRandom rng = new SeededRandom(7);
        for (int sample = 0; sample < 200; sample++) {
            SenatorState guess = ((SenatorState) state).determinize(1, rng);
            int[] cells = guess.cells();
            for (int cell : Board.SQUARE_CELLS) {
                // Owners, the banner and seat 1's own cards stay; seat 0's values may change.
                assertEquals(CardCode.owner(real[cell]), CardCode.owner(cells[cell]));
                if (real[cell] == CardCode.BANNER || CardCode.owner(real[cell]) == 1) {
                    assertEquals(real[cell], cells[cell]);
                }
            }
            assertEquals(state.view(1), guess.view(1));
            assertEquals(state.view(GameState.TABLE), guess.view(GameState.TABLE));
            assertCardsOnce(guess);
            seatOneSamples.add(Arrays.toString(cells) + guess.view(0));
        }
        // Seat 0 has 4 cards on the board among 10 unseen values: many layouts, all drawn.
        assertTrue(seatOneSamples.size() > 100, seatOneSamples.size() + " distinct samples");
        assertArrayEquals(real, ((SenatorState) state).cells(), "determinize leaves the real state alone");
    }

    @Test
    void anOpenGameDeterminisesToItself() {
        GameState state = game(2).start(1);
        play(state, "1:banner@22", "0:1@D1", "1:10@D1");
        SenatorState copy = ((SenatorState) state).determinize(0, new SeededRandom(3));
        assertArrayEquals(((SenatorState) state).cells(), copy.cells());
        assertEquals(state.view(GameState.TABLE), copy.view(GameState.TABLE));
        play(copy, "0:2@D1");
        assertNotEquals(state.view(GameState.TABLE), copy.view(GameState.TABLE), "the copy is independent");
    }

    @Test
    void theTableSeesNoHandAndNoTotalWhileHidden() {
        GameState state = game(2, "hidden").start(1);
        play(state, "1:banner@22", "0:9@D2");
        SenatorView table = (SenatorView) state.view(GameState.TABLE);
        assertEquals(Map.of("02", "?", "22", "?"), Senators.names(table.board()));
        assertNull(table.hands());
        assertNull(table.ownHand());
        assertNull(table.scores());
        assertEquals(List.of(9, 10), table.handSizes());
        assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8, 10), ((SenatorView) state.view(0)).ownHand());
    }

    private static void assertCardsOnce(SenatorState state) {
        SenatorView seatZero = state.view(0);
        SenatorView seatOne = state.view(1);
        Set<Integer> codes = new HashSet<>();
        for (int code : state.cells()) {
            if (code != CardCode.EMPTY) {
                assertTrue(codes.add(code), "card " + CardCode.name(code) + " twice");
            }
        }
        for (int value : seatZero.ownHand()) {
            assertTrue(codes.add(CardCode.of(0, value)), "R" + value + " in hand and on the board");
        }
        for (int value : seatOne.ownHand()) {
            assertTrue(codes.add(CardCode.of(1, value)), "B" + value + " in hand and on the board");
        }
        assertEquals(21, codes.size());
    }
}
