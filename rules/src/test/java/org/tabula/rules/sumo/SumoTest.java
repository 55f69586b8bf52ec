package org.tabula.rules.sumo;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.IllegalMoveException;
import org.tabula.rules.MoveSyntaxException;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Seats;
import org.tabula.rules.sumo.SumoEvent.CardChosen;
import org.tabula.rules.sumo.SumoEvent.CardsRevealed;
import org.tabula.rules.sumo.SumoEvent.LastRoundOver;
import org.tabula.rules.sumo.SumoEvent.LeftRing;
import org.tabula.rules.sumo.SumoEvent.Pushed;
import org.tabula.rules.sumo.SumoEvent.Standoff;

class SumoTest {
    static SumoState start(Map<String, Object> options) {
        return (SumoState) Sumo.KIND.create(2, Sumo.KIND.parseOptions(options)).start(1);
    }

    static SumoState start() {
        return start(Map.of());
    }

    /** The move that plays this card: the tests speak of cards, the rules number moves ({@link SumoState#moveNumber}). */
    static int cardMove(GameState state, int seat, int card) {
        return state.moveNumber(seat, new SumoMove(card));
    }

    /** The cards the seat may play now, as the typed moves say. */
    static List<Integer> cardsPlayable(GameState state, int seat) {
        return Arrays.stream(state.legalMoves(seat)).mapToObj(move -> ((SumoMove) state.move(seat, move)).card()).toList();
    }

    /** Plays one round, seat 0's card first; returns the events of the reveal. */
    static List<GameEvent> round(SumoState state, int east, int west) {
        state.apply(0, cardMove(state, 0, east));
        List<GameEvent> events = new ArrayList<>();
        state.apply(1, cardMove(state, 1, west), events::add);
        return events;
    }

    @Test
    void theSeedsWorkedExamplesPushAsTheTextSays() {
        // 6 vs 4 -> (6 - 4) * 4 = 8: seat 1 played 4 and is pushed toward its edge (positive side).
        SumoState a = start();
        assertEquals(List.of(new CardsRevealed(0, 6, 4), new Pushed(0, 8, 0, 8)), round(a, 6, 4));
        assertEquals(8, a.position());
        assertFalse(a.isOver(), "8 squares from the middle is still the ring's last square");

        // 5 vs 2 -> (5 - 2) * 2 = 6, here with seat 0 the loser: toward the negative side.
        SumoState b = start();
        round(b, 2, 5);
        assertEquals(-6, b.position());

        // 4 vs 3 -> (4 - 3) * 3 = 3.
        SumoState c = start();
        round(c, 4, 3);
        assertEquals(3, c.position());
    }

    @Test
    void sixAgainstThreeWinsInOneRound() {
        SumoState state = start();
        List<GameEvent> events = round(state, 3, 6);
        // (6 - 3) * 3 = 9 squares toward seat 0's edge: from 0 to -9, past -8.
        assertEquals(List.of(new CardsRevealed(0, 3, 6), new Pushed(1, 9, 0, -9), new LeftRing(0)), events);
        assertTrue(state.isOver());
        assertArrayEquals(new int[] {-1, 1}, state.scores());
        assertEquals(Seats.of(1), state.winners());
        assertEquals(Seats.NONE, state.toMove());
        assertEquals("seat 1 pushed 9 squares, from 0 to -9", events.get(1).describe());
        assertEquals("the piece left the ring: seat 0 loses", events.get(2).describe());
    }

    @Test
    void aPushOutOfTheRingAfterSeveralRoundsEndsTheGameAtOnce() {
        SumoState state = start();
        round(state, 5, 4); // (5-4)*4 = 4: seat 1 pushed to +4
        round(state, 2, 1); // (2-1)*1 = 1: +5
        List<GameEvent> events = round(state, 6, 3); // (6-3)*3 = 9: +14, out
        assertEquals(List.of(new CardsRevealed(2, 6, 3), new Pushed(0, 9, 5, 14), new LeftRing(1)), events);
        assertTrue(state.isOver());
        assertArrayEquals(new int[] {1, -1}, state.scores());
        assertEquals(List.of(1, 3, 4), state.hand(0), "the unplayed cards stay in hand");
        assertEquals(List.of(2, 5, 6), state.hand(1));
    }

    @Test
    void aPieceInTheMiddleAfterTheLastRoundIsADraw() {
        SumoState state = start();
        // Equal cards every round: nothing ever moves.
        for (int card = 1; card <= 6; card++) {
            List<GameEvent> events = round(state, card, card);
            assertEquals(new Standoff(card), events.get(1));
        }
        assertTrue(state.isOver());
        assertArrayEquals(new int[] {0, 0}, state.scores());
        assertEquals(Seats.of(0, 1), state.winners(), "a draw lists both seats");
    }

    @Test
    void pushesThatCancelOutAlsoDraw() {
        SumoState state = start();
        round(state, 2, 3); // (3-2)*2 = 2 toward seat 0: -2
        round(state, 3, 2); // +2: 0
        round(state, 1, 1);
        round(state, 4, 4);
        round(state, 5, 5);
        List<GameEvent> events = round(state, 6, 6);
        assertEquals(new LastRoundOver(0, -1), events.get(events.size() - 1));
        assertEquals("after the last round the piece stands in the middle: a draw (mizu-iri)", events.get(events.size() - 1).describe());
        assertArrayEquals(new int[] {0, 0}, state.scores());
    }

    @Test
    void afterTheLastRoundTheSeatOnWhoseSideThePieceStandsLoses() {
        SumoState lost = start();
        round(lost, 1, 2); // (2-1)*1 = 1 toward seat 0: -1
        round(lost, 2, 3); // (3-2)*2 = 2: -3
        round(lost, 3, 4); // (4-3)*3 = 3: -6
        round(lost, 4, 1); // (4-1)*1 = 3 toward seat 1: -3
        round(lost, 5, 5);
        List<GameEvent> events = round(lost, 6, 6);
        assertEquals(-3, lost.position());
        assertEquals(new LastRoundOver(-3, 0), events.get(events.size() - 1));
        assertEquals("after the last round the piece stands on seat 0's side at -3: seat 0 loses",
                events.get(events.size() - 1).describe());
        assertArrayEquals(new int[] {-1, 1}, lost.scores());
        assertEquals(Seats.of(1), lost.winners());

        SumoState won = start();
        round(won, 2, 1); // (2-1)*1 = 1 toward seat 1: +1
        round(won, 3, 2); // (3-2)*2 = 2: +3
        round(won, 1, 3); // (3-1)*1 = 2 toward seat 0: +1
        round(won, 4, 4);
        round(won, 5, 5);
        events = round(won, 6, 6);
        assertEquals(new LastRoundOver(1, 1), events.get(events.size() - 1));
        assertArrayEquals(new int[] {1, -1}, won.scores(), "one square on seat 1's side is enough");
        assertEquals(Seats.of(0), won.winners());
    }

    @Test
    void theZeroCardAlwaysLosesButPushesNothing() {
        SumoState state = start(Map.of("zeroCard", true));
        assertEquals(List.of(0, 1, 2, 3, 4, 5, 6), state.hand(0));
        List<GameEvent> events = round(state, 0, 6);
        // (6 - 0) * 0 = 0: seat 0 loses the round but is not moved.
        assertEquals(new Pushed(1, 0, 0, 0), events.get(1));
        assertEquals("seat 1 pushed 0 squares, from 0 to 0", events.get(1).describe());
        assertEquals(0, state.position());
        events = round(state, 1, 0);
        assertEquals(new Pushed(0, 0, 0, 0), events.get(1), "a 0 loses even against a 1");
    }

    @Test
    void zeroAgainstZeroIsATieAndTheGameHasSevenRounds() {
        SumoState state = start(Map.of("zeroCard", true));
        assertEquals(new Standoff(0), round(state, 0, 0).get(1));
        for (int card = 1; card <= 5; card++) {
            round(state, card, card);
        }
        assertFalse(state.isOver(), "six rounds played, the 0-card game has seven");
        round(state, 6, 6);
        assertTrue(state.isOver());
        assertEquals(7, ((SumoView) state.view(GameState.TABLE)).played().size());
    }

    @Test
    void aCustomHandSetsTheCardsAndTheNumberOfRounds() {
        SumoState state = start(Map.of("hand", "1,2,3,4,5,5,6"));
        assertEquals(List.of(1, 2, 3, 4, 5, 5, 6), state.hand(0));
        assertEquals(List.of(1, 2, 3, 4, 5, 6), cardsPlayable(state, 0), "a doubled card is one move");
        round(state, 5, 5);
        assertEquals(List.of(1, 2, 3, 4, 5, 6), cardsPlayable(state, 0), "the second 5 is still held");
        round(state, 5, 4); // (5-4)*4 = 4: +4
        assertEquals(List.of(1, 2, 3, 4, 6), cardsPlayable(state, 0));
        for (int card = 1; card <= 3; card++) {
            round(state, card, card);
        }
        round(state, 4, 5); // -4 -> 0
        assertFalse(state.isOver());
        round(state, 6, 6);
        assertTrue(state.isOver(), "seven cards, seven rounds");
        assertArrayEquals(new int[] {0, 0}, state.scores());
    }

    @Test
    void aBiggerRingTakesBiggerPushes() {
        // 21 squares: 10 from the middle to either edge. 6 vs 3 pushes 9, which stays in.
        SumoState state = start(Map.of("ringSize", 21, "hand", List.of(3, 6, 9)));
        round(state, 6, 3);
        assertEquals(9, state.position());
        assertFalse(state.isOver());
        assertEquals(10, ((SumoView) state.view(GameState.TABLE)).reach());
        round(state, 3, 6); // back to 0
        List<GameEvent> events = round(state, 9, 9);
        assertEquals(new Standoff(9), events.get(1));
        assertTrue(state.isOver());

        SumoState out = start(Map.of("ringSize", 21, "hand", List.of(3, 6, 9)));
        round(out, 9, 6); // (9-6)*6 = 18: out
        assertTrue(out.isOver());
        assertArrayEquals(new int[] {1, -1}, out.scores());
    }

    @Test
    void theFirstChoiceOfARoundStaysSecretUntilBothHaveChosen() {
        SumoState state = start();
        List<GameEvent> events = new ArrayList<>();
        state.apply(1, cardMove(state, 1, 6), events::add);
        assertEquals(List.of(new CardChosen(1)), events, "the event says who chose, not what");
        SumoView others = (SumoView) state.view(0);
        SumoView table = (SumoView) state.view(GameState.TABLE);
        SumoView own = (SumoView) state.view(1);
        assertNull(others.ownChoice());
        assertNull(table.ownChoice());
        assertEquals(6, own.ownChoice());
        assertEquals(List.of(false, true), others.chosen());
        assertEquals(List.of(1, 2, 3, 4, 5, 6), others.hands().get(1), "the chosen card still shows as held");
        assertEquals(Seats.of(0), state.toMove());
        // Every card seat 1 might have chosen gives seat 0 the same view.
        for (int card = 1; card <= 6; card++) {
            SumoState alternative = start();
            alternative.apply(1, cardMove(alternative, 1, card));
            assertEquals(others, alternative.view(0));
            assertEquals(table, alternative.view(GameState.TABLE));
        }
    }

    @Test
    void determinisingRedrawsOnlyTheOtherSeatsSecretChoice() {
        SumoState state = start();
        state.apply(1, cardMove(state, 1, 6));
        int[] seen = new int[7];
        SeededRandom rng = new SeededRandom(3);
        for (int i = 0; i < 600; i++) {
            SumoState sample = state.determinize(0, rng);
            assertEquals(state.view(0), sample.view(0));
            sample.apply(0, cardMove(sample, 0, 1));
            int west = ((SumoView) sample.view(GameState.TABLE)).played().get(0).get(1);
            seen[west]++;
        }
        for (int card = 1; card <= 6; card++) {
            assertTrue(seen[card] > 50, "card " + card + " drawn only " + seen[card] + " times in 600");
        }
        // Seat 1 knows its own choice: its samples keep it.
        SumoState own = state.determinize(1, new SeededRandom(5));
        own.apply(0, cardMove(own, 0, 1));
        assertEquals(List.of(1, 6), ((SumoView) own.view(GameState.TABLE)).played().get(0));
    }

    @Test
    void illegalMovesAreRefusedWithAReasonAndChangeNothing() {
        SumoState state = start();
        state.apply(0, cardMove(state, 0, 4));
        SumoView before = (SumoView) state.view(0);
        IllegalMoveException twice = assertThrows(IllegalMoveException.class, () -> state.apply(0, cardMove(state, 0, 5)));
        assertEquals("Seat 0 has already chosen a card this round", twice.getMessage());
        assertEquals(before, state.view(0));
        state.apply(1, cardMove(state, 1, 4));
        IllegalMoveException gone = assertThrows(IllegalMoveException.class, () -> state.apply(1, cardMove(state, 1, 4)));
        assertEquals("Seat 1 has no 4 left", gone.getMessage());
        assertEquals("Seat 1 has no 7 left", state.whyIllegal(1, cardMove(state, 1, 7)));
        assertEquals("Seat 1 has no -1 left", state.whyIllegal(1, -1));
        assertEquals("Sumo has seats 0 and 1 only, not 2", state.whyIllegal(2, 1));
        assertEquals(0, state.legalMoves(2, new int[6]));

        SumoState over = start();
        round(over, 3, 6);
        assertEquals("The game is over", over.whyIllegal(0, 1));
        assertThrows(IllegalMoveException.class, () -> over.apply(1, cardMove(over, 1, 1)));
    }

    @Test
    void movesParseAndPrintInTheReplayNotation() {
        SumoState state = start(Map.of("zeroCard", true));
        assertEquals(new SumoMove(6), state.move(0, state.parseMove(0, "6")));
        assertEquals(new SumoMove(0), state.move(1, state.parseMove(1, " 0 ")));
        assertEquals("5", state.formatMove(0, cardMove(state, 0, 5)));
        for (String bad : List.of("", "x", "6.0", "-1", "B", "123")) {
            MoveSyntaxException e = assertThrows(MoveSyntaxException.class, () -> state.parseMove(0, bad));
            assertTrue(e.getMessage().contains("is not a Sumo card"), e.getMessage());
        }
    }

    @Test
    void impossibleOptionsAreRefusedWithTheirName() {
        assertEquals("option 'ringSize' of sumo must be an odd number from 3 to 10001, not 16",
                assertThrows(GameConfigException.class, () -> start(Map.of("ringSize", 16))).getMessage());
        assertEquals("option 'hand' of sumo: card 64 is not between 0 and 63",
                assertThrows(GameConfigException.class, () -> start(Map.of("hand", List.of(1, 64)))).getMessage());
        assertEquals("option 'hand' of sumo needs at least one card",
                assertThrows(GameConfigException.class, () -> start(Map.of("hand", List.of()))).getMessage());
        assertEquals("unknown option 'zeroCards' for sumo (known: zeroCard, hand, ringSize)",
                assertThrows(GameConfigException.class, () -> start(Map.of("zeroCards", true))).getMessage());
        assertEquals("option 'zeroCard' of sumo must be true or false, not the text \"yes\"",
                assertThrows(GameConfigException.class, () -> start(Map.of("zeroCard", "yes"))).getMessage());
        assertEquals("sumo is for 2 players, not 3",
                assertThrows(GameConfigException.class, () -> Sumo.KIND.create(3, Sumo.KIND.parseOptions(Map.of()))).getMessage());
        assertEquals("sumo takes no setup: every game starts with full hands in the middle",
                assertThrows(GameConfigException.class,
                        () -> Sumo.KIND.create(2, Sumo.KIND.parseOptions(Map.of())).start(1, Map.of("first", 1))).getMessage());
    }
}
