package org.tabula.rules.spite;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabula.rules.spite.Table.legal;
import static org.tabula.rules.spite.Table.play;
import static org.tabula.rules.spite.Table.view;
import static org.tabula.rules.spite.Table.why;

import java.util.List;

import org.junit.jupiter.api.Test;

import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.Seats;
import org.tabula.rules.spite.SpiteEvent.DealWon;
import org.tabula.rules.spite.SpiteEvent.Reshuffled;
import org.tabula.rules.spite.SpiteEvent.StalemateStage;
import org.tabula.rules.spite.SpiteEvent.Stalled;
import org.tabula.rules.spite.SpiteEvent.TurnEnded;

/** The stalemate procedure in both stages, the pagat ending, and the stall cap. */
class StalemateTest {
    private static Table stuck() {
        return Table.twoPlayers()
                .payoff(0, "KS").payoff(1, "QS 3C 4C")
                .hand(0, "5C 6D 7H 8S 9C").hand(1, "5D 6H 7S 8C 9D")
                .discards(0, "10H").centre("AH 2H").stock("10C 10D 10S");
    }

    @Test
    void aRoundWithoutMovesGivesEachSeatOneMoreTurnThenTheDealIsReshuffled() {
        SpiteState state = stuck().start();
        play(state, "end");
        List<GameEvent> events = play(state, "end");
        assertEquals(List.of(new TurnEnded(1, false), new StalemateStage(1, false)), events);
        assertEquals(1, view(state, 0).stalemateStage());
        assertEquals(List.of("H5C>D2", "H5C>D3", "H5C>D4", "H6D>D2", "H6D>D3", "H6D>D4", "H7H>D2", "H7H>D3", "H7H>D4",
                "H8S>D2", "H8S>D3", "H8S>D4", "H9C>D1", "H9C>D2", "H9C>D3", "H9C>D4", "end"), legal(state),
                "the extra turn: no ace or 2 in hand, so no duty, and the same moves as before");
        play(state, "end");
        events = play(state, "end");
        assertEquals(List.of(new TurnEnded(1, false), new StalemateStage(2, false), new Reshuffled(108 - 4, 0)), events);
        SpiteView view = view(state, GameState.TABLE);
        assertEquals(0, view.toMove(), "seat 0 failed to move first");
        assertEquals(List.of(), view.centre());
        assertEquals(List.of(5, 5), view.handCounts());
        assertEquals(108 - 4 - 10, view.stock());
        assertTrue(view.discards().stream().flatMap(List::stream).allMatch(List::isEmpty));
        assertEquals(List.of(1, 3), view.payoffCounts(), "the pay-off piles stay");
        assertEquals(0, view.stalemateStage());
        assertEquals(List.of("AD", "4S", "7C", "9D", "10S"), Table.names(view(state, 0).hand()), "as this seed reshuffled");
        assertEquals(List.of("HAD>C+", "H4S>D1", "H4S>D2", "H4S>D3", "H4S>D4", "H7C>D1", "H7C>D2", "H7C>D3", "H7C>D4",
                "H9D>D1", "H9D>D2", "H9D>D3", "H9D>D4", "H10S>D1", "H10S>D2", "H10S>D3", "H10S>D4", "end"), legal(state),
                "a fresh start: an empty centre and empty discard piles");
    }

    @Test
    void playRestartsFromTheSeatThatFirstFailedToMove() {
        SpiteState state = stuck().start();
        play(state, "H9C>D2", "end", "end", "end");
        List<GameEvent> events = play(state, "end");
        assertEquals(new Reshuffled(108 - 4, 1), events.get(events.size() - 1));
        assertEquals(1, state.current());
    }

    @Test
    void inTheExtraTurnAnAceOrAPlayableTwoInHandMustBePlayed() {
        SpiteState state = stuck().hand(0, "AC 2D 7H 8S 9C").hand(1, "5D 6H 7S 8C 2C").centre("AD").start();
        play(state, "end", "end");
        String duty = "After a stalemate you must play an ace, or a 2 that fits a centre pile, from your hand before this turn ends";
        assertEquals(duty, why(state, "end"));
        assertEquals(duty, why(state, "H9C>D2"));
        assertEquals(List.of("HAC>C+", "H2D>C2"), legal(state));
        play(state, "H2D>C2");
        assertNull(why(state, "end"), "one of them is enough");
        List<GameEvent> events = play(state, "end");
        assertEquals(List.of(new TurnEnded(0, true), new StalemateStage(0, false)), events, "the stalemate is broken");
        assertNull(why(state, "end"), "seat 1's 2 has no ace left to go on, and the stalemate is over");
    }

    @Test
    void underPagatTheSecondIdleRoundEndsTheDealAndTheSmallerPayoffWinsByTheDifference() {
        SpiteState state = stuck().option("pagat", true).hand(0, "AC 6D 7H 8S 9C").start();
        play(state, "end", "end");
        assertNull(why(state, "end"), "pagat: no duty to play the ace");
        play(state, "end");
        List<GameEvent> events = play(state, "end");
        assertEquals(List.of(new TurnEnded(1, false), new StalemateStage(2, true), new DealWon(List.of(0), 2)), events);
        assertTrue(state.isOver());
        assertArrayEquals(new int[] {2, 0}, state.scores());
        assertEquals(Seats.only(0), state.winners());
    }

    @Test
    void aDealWithoutPayoffPlaysForStallRoundsIsReshuffledAndEndsIfItStallsAgain() {
        SpiteState state = stuck().option("stallRounds", 1).start();
        List<GameEvent> events = play(state, "H9C>D2", "H9D>D1");
        assertEquals(new Stalled(1, false), events.get(2));
        assertEquals(new Reshuffled(108 - 4, 0), events.get(3));
        int[] hand0 = state.legalMoves(0);
        play(state, state.formatMove(0, hand0[hand0.length - 1]), "end");
        assertTrue(state.isOver(), "stalled again with no pay-off play in between");
        assertArrayEquals(new int[] {2, 0}, state.scores());
    }

    @Test
    void aHandRefilledInMidTurnCountsTowardTheStallCapSoNoTurnGoesOnForEver() {
        // Four aces and a joker, an empty stock and no completed pile: played out, they come back
        // as the next five cards (the open piles go under the stock), and could for ever.
        SpiteState state = Table.twoPlayers().option("combinedDeal", true).option("stallRounds", 1)
                .payoff(0, "KS").payoff(1, "QS").restUnderPayoff(1)
                .hand(0, "AS AH AC AD *").hand(1, "5D 6H 7S 8C 9D")
                .start();
        play(state, "HAS>C+", "HAH>C+", "HAC>C+", "HAD>C+", "H*>C+");
        assertEquals(List.of("AC", "AD", "AH", "AS", "*"), Table.names(view(state, 0).hand()), "the same five cards again");
        play(state, "HAS>C+", "HAH>C+", "HAC>C+", "HAD>C+");
        List<GameEvent> events = play(state, "H*>C+");
        // The second refill reaches the cap (1 round: 2 turns): the turn ends and the deal is stuck.
        assertEquals(List.of(new TurnEnded(0, true), new Stalled(1, false), new Reshuffled(10, 1)), events.subList(1, events.size()));
        assertEquals(1, state.current());
    }
}
