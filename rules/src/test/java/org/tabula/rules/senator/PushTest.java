package org.tabula.rules.senator;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabula.rules.senator.Senators.board;
import static org.tabula.rules.senator.Senators.boardOf;
import static org.tabula.rules.senator.Senators.game;
import static org.tabula.rules.senator.Senators.play;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.IllegalMoveException;
import org.tabula.rules.senator.SenatorEvent.CardPushed;
import org.tabula.rules.senator.SenatorEvent.GameEnded;

class PushTest {
    @Test
    void everyEntryOnAnEmptyBoardFillsOnlyItsEntrySquare() {
        for (int entry = 0; entry < Board.ENTRIES; entry++) {
            String name = Board.entryName(entry);
            // Three players have no banner, so the board starts empty.
            GameState state = game(3).start(1);
            List<GameEvent> events = play(state, "0:5@" + name);
            String square = Board.squareName(Board.entrySquare(entry));
            assertEquals(Map.of(square, "R5"), board(state), name);
            assertEquals(List.of(new CardPushed(0, new BoardCard.Numbered(0, 5), Moves.typedEntry(entry), Moves.typedSquare(Board.entrySquare(entry)),
                    List.of())), events, name);
            assertEquals("seat 0 pushed R5 in at " + name + " onto " + square, events.get(0).describe());
        }
    }

    @Test
    void everyEntryInTheTwoPlayerGameBesideTheBanner() {
        for (int entry = 0; entry < Board.ENTRIES; entry++) {
            String name = Board.entryName(entry);
            GameState state = game(2).start(1);
            // The banner off the entry's line: 22 is only on the middle row and column, 11 on neither.
            String banner = name.charAt(1) == '2' ? "11" : "22";
            play(state, "1:banner@" + banner, "0:10@" + name);
            String square = Board.squareName(Board.entrySquare(entry));
            assertEquals(boardMap(square, "R10", banner, "Y"), board(state), name);
        }
    }

    /** Pushes k cards in at the same entry, then one more: it must move all k one square on. */
    @Test
    void everyEntryPushesChainsOfOneToFourCards() {
        for (int entry = 0; entry < Board.ENTRIES; entry++) {
            int[] line = Board.ENTRY_LINE[entry];
            String name = Board.entryName(entry);
            for (int k = 1; k < line.length; k++) {
                GameState state = game(3).start(1);
                List<String> pushed = new ArrayList<>();
                List<GameEvent> last = List.of();
                for (int turn = 0; turn <= k; turn++) {
                    int seat = turn % 3;
                    int value = turn / 3 + 1;
                    last = play(state, seat + ":" + value + "@" + name);
                    pushed.add(0, CardCode.name(CardCode.of(seat, value)));
                }
                // The newest card is on the entry square, the oldest k+1 squares in.
                Map<String, String> expected = new LinkedHashMap<>();
                for (int i = 0; i <= k; i++) {
                    expected.put(Board.squareName(line[i]), pushed.get(i));
                }
                assertEquals(expected, board(state), name + " with " + k + " cards in the way");
                List<String> chain = IntStream.range(0, k).mapToObj(i -> Board.squareName(line[i])).toList();
                assertEquals(chain, chain(last), name + " with " + k + " cards in the way");
            }
        }
    }

    @Test
    void chainPushesOfTwoThreeAndFourWorkedByHand() {
        GameState state = game(3).start(1);
        play(state, "0:1@D1", "1:1@D1", "2:1@D1");
        assertEquals(boardOf("01=G1 11=B1 21=R1"), board(state));
        List<GameEvent> events = play(state, "0:2@D1");
        assertEquals(boardOf("01=R2 11=G1 21=B1 31=R1"), board(state));
        assertEquals(List.of("01", "11", "21"), chain(events));
        events = play(state, "1:2@D1");
        assertEquals(boardOf("01=B2 11=R2 21=G1 31=B1 41=R1"), board(state));
        assertEquals(List.of("01", "11", "21", "31"), chain(events));
    }

    @Test
    void aChainStopsAtTheFirstEmptySquare() {
        GameState state = game(3).start(1);
        // R2 twice puts a card on 21 from the side; 11 stays empty between 01 and 21.
        play(state, "0:1@D1", "1:1@R2", "2:1@R2");
        assertEquals(boardOf("01=R1 20=G1 21=B1"), board(state));
        List<GameEvent> events = play(state, "0:2@D1");
        assertEquals(boardOf("01=R2 11=R1 20=G1 21=B1"), board(state));
        assertEquals(List.of("01"), chain(events));
        // Now 01, 11, 21 are full: pushing down moves three cards, and 31 takes the last.
        events = play(state, "1:2@D1");
        assertEquals(boardOf("01=B2 11=R2 20=G1 21=R1 31=B1"), board(state));
        assertEquals(List.of("01", "11", "21"), chain(events));
    }

    @Test
    void aFullLineRefusesCardsFromBothEnds() {
        GameState state = game(3).start(1);
        play(state, "0:1@D0", "1:1@U0", "2:1@D0");
        assertEquals(boardOf("10=G1 20=R1 30=B1"), board(state));
        for (String entry : List.of("D0", "U0")) {
            int move = state.parseMove(0, "2@" + entry);
            String reason = "Line " + entry + " is full: column 0 has no empty square, and no card may be pushed off the board";
            assertEquals(reason, state.whyIllegal(0, move));
            IllegalMoveException refused = assertThrows(IllegalMoveException.class, () -> state.apply(0, move));
            assertEquals(reason, refused.getMessage());
            assertFalse(Arrays.stream(state.legalMoves(0)).anyMatch(legal -> state.formatMove(0, legal).endsWith("@" + entry)));
        }
        assertEquals(boardOf("10=G1 20=R1 30=B1"), board(state), "a refused push changes nothing");
        // The rows through column 0 still have room.
        play(state, "0:2@R1");
        assertEquals(boardOf("10=R2 11=G1 20=R1 30=B1"), board(state));
    }

    @Test
    void aFullMiddleLineRefusesCards() {
        GameState state = game(3).start(1);
        play(state, "0:1@L2", "1:1@L2", "2:1@R2", "0:2@R2", "1:2@L2");
        assertEquals(boardOf("20=R2 21=G1 22=R1 23=B1 24=B2"), board(state));
        assertEquals("Line R2 is full: row 2 has no empty square, and no card may be pushed off the board",
                state.whyIllegal(2, state.parseMove(2, "2@R2")));
        assertEquals("Line L2 is full: row 2 has no empty square, and no card may be pushed off the board",
                state.whyIllegal(2, state.parseMove(2, "2@L2")));
        // Seat 2's 6 cards left times the 18 entries still open.
        assertEquals(6 * 18, state.legalMoves(2).length);
    }

    @Test
    void theBannerIsPushedAlongLikeAnyCard() {
        GameState state = game(2).start(1);
        play(state, "1:banner@01", "0:1@D1");
        assertEquals(boardOf("01=R1 11=Y"), board(state));
        List<GameEvent> events = play(state, "1:1@D1");
        assertEquals(boardOf("01=B1 11=R1 21=Y"), board(state));
        SenatorMove.Square top = new SenatorMove.Square(0, 1);
        assertEquals(new CardPushed(1, new BoardCard.Numbered(1, 1), new SenatorMove.Entry(SenatorMove.Direction.DOWN, 1), top,
                List.of(top, new SenatorMove.Square(1, 1))), events.get(0));
        assertEquals("seat 1 pushed B1 in at D1 onto 01; the 2 cards on 01, 11 moved one square on", events.get(0).describe());
        play(state, "0:2@R2", "1:2@R2");
        assertEquals(boardOf("01=B1 11=R1 20=B2 21=R2 22=Y"), board(state), "pushed on from the side");
    }

    @Test
    void theLastCardFillsTheBoardAndEndsTheGame() {
        GameState state = game(2).start(1);
        play(state, "1:banner@22");
        List<GameEvent> events = new ArrayList<>();
        while (!state.isOver()) {
            int seat = state.toMove().first();
            // Always the highest legal move: the highest card in at the last open entry.
            int[] legal = state.legalMoves(seat);
            state.apply(seat, legal[legal.length - 1], events::add);
        }
        SenatorView view = (SenatorView) state.view(GameState.TABLE);
        assertEquals(21, view.board().size());
        assertEquals(Board.squareNames(), List.copyOf(view.board().keySet()));
        List<String> cards = view.board().values().stream().map(BoardCard::notation).sorted().toList();
        List<String> expected = new ArrayList<>(List.of("Y"));
        for (int value = 1; value <= 10; value++) {
            expected.add("R" + value);
            expected.add("B" + value);
        }
        assertEquals(expected.stream().sorted().toList(), cards);
        assertEquals(List.of(List.of(), List.of()), view.hands());
        assertEquals(SenatorView.Phase.OVER, view.phase());
        assertTrue(state.toMove().isEmpty());
        GameEnded ended = (GameEnded) events.get(events.size() - 1);
        assertEquals(Arrays.stream(state.scores()).boxed().toList(), ended.totals());
        assertEquals("The game is over", state.whyIllegal(0, state.parseMove(0, "1@D1")));
    }

    @Test
    void threePlayersTakeTurnsClockwiseFromTheFirst() {
        GameState state = game(3).start(1, Map.of("first", 2));
        assertEquals(2, state.toMove().first());
        play(state, "2:7@D2", "0:7@D2", "1:7@D2");
        assertEquals(boardOf("02=B7 12=R7 22=G7"), board(state));
        assertArrayEquals(new int[] {7, 0, 7}, state.scores(), "02 is a stair; 12 and 22 are in the Senate");
    }

    private static Map<String, String> boardMap(String square, String card, String otherSquare, String otherCard) {
        Map<String, String> board = new LinkedHashMap<>();
        board.put(square, card);
        board.put(otherSquare, otherCard);
        return board;
    }

    /** The squares the first event's push moved on, as the notation names them. */
    private static List<String> chain(List<GameEvent> events) {
        return ((CardPushed) events.get(0)).chain().stream().map(SenatorMove.Square::notation).toList();
    }
}
