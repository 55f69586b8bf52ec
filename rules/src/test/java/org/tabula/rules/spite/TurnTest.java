package org.tabula.rules.spite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.tabula.rules.spite.Table.legal;
import static org.tabula.rules.spite.Table.play;
import static org.tabula.rules.spite.Table.view;
import static org.tabula.rules.spite.Table.why;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import org.tabula.rules.GameEvent;
import org.tabula.rules.IllegalMoveException;
import org.tabula.rules.spite.SpiteEvent.CardsDrawn;
import org.tabula.rules.spite.SpiteEvent.PileCompleted;
import org.tabula.rules.spite.SpiteEvent.TurnEnded;

/** A turn: plays to the centre from every source, completed piles, refills, and how a turn ends. */
class TurnTest {
    @Test
    void anAceStartsAPileAndEveryNonAceMayBeDiscardedOrTheTurnEnded() {
        SpiteState state = Table.twoPlayers()
                .payoff(0, "9S 3C").payoff(1, "5H 4D")
                .hand(0, "AS 2H 3D 7C KH").hand(1, "4C 6D 8S 10H QC")
                .start();
        assertEquals(0, state.current(), "9S beats 5H");
        assertEquals(List.of("HAS>C+",
                "H2H>D1", "H2H>D2", "H2H>D3", "H2H>D4",
                "H3D>D1", "H3D>D2", "H3D>D3", "H3D>D4",
                "H7C>D1", "H7C>D2", "H7C>D3", "H7C>D4",
                "HKH>D1", "HKH>D2", "HKH>D3", "HKH>D4", "end"), legal(state));
        play(state, "HAS>C+");
        assertEquals(List.of("H2H>D1", "H2H>D2", "H2H>D3", "H2H>D4", "H2H>C1",
                "H3D>D1", "H3D>D2", "H3D>D3", "H3D>D4",
                "H7C>D1", "H7C>D2", "H7C>D3", "H7C>D4",
                "HKH>D1", "HKH>D2", "HKH>D3", "HKH>D4", "end"), legal(state));
        play(state, "H2H>C1", "H3D>C1");
        assertEquals(new SpiteView.CentrePile(Table.card("3D"), 3), view(state, 0).centre().get(0));
        assertEquals("7 does not go on centre pile 1 (it needs a 4)", why(state, "H7C>C1"));
        assertEquals("9 cannot start a centre pile (only an ace or a joker can)", why(state, "P>C+"));
        assertEquals("There is no centre pile 2 (there are 1)", why(state, "H7C>C2"));
        assertEquals("You have no QS in your hand", why(state, "HQS>D1"));
        assertEquals("Your discard pile 1 is empty", why(state, "D1>C1"));
        assertEquals("Only a card from your hand can be discarded", why(state, "P>D1"));
    }

    @Test
    void aDiscardEndsTheTurnAndTheNextSeatDrawsUpToFive() {
        SpiteState state = Table.twoPlayers()
                .payoff(0, "9S").payoff(1, "5H")
                .hand(0, "AS 2H 3D 7C KH").hand(1, "4C 6D 8S")
                .stock("JC JD JH")
                .start();
        List<GameEvent> events = play(state, "HAS>C+", "HKH>D2");
        assertEquals(new TurnEnded(0, true), events.get(1));
        assertEquals(new CardsDrawn(1, 2, 108 - 2 - 5 - 3 - 2), events.get(2), "seat 1 had 3 cards");
        assertEquals(1, state.current());
        assertEquals(List.of("4C", "6D", "8S", "JC", "JD"), Table.names(view(state, 1).hand()));
        assertEquals(List.of(List.of(), List.of("KH"), List.of(), List.of()), Table.pileNames(view(state, 1).discards().get(0)));
        assertEquals("It is seat 1's turn, not seat 0's", state.whyIllegal(0, Moves.END));
    }

    @Test
    void aHandEmptiedByPlaysDrawsFiveMoreAndTheTurnGoesOn() {
        SpiteState state = Table.twoPlayers()
                .payoff(0, "KS").payoff(1, "QS")
                .hand(0, "AS 2H 3D 4C 5D").hand(1, "4D 6D 8S 9S 10S")
                .stock("6C 7D 8H 9C 10C JH")
                .start();
        List<GameEvent> events = play(state, "HAS>C+", "H2H>C1", "H3D>C1", "H4C>C1", "H5D>C1");
        assertEquals(new CardsDrawn(0, 5, 108 - 2 - 10 - 5), events.get(events.size() - 1));
        assertEquals(0, state.current());
        assertEquals(List.of("6C", "7D", "8H", "9C", "10C"), Table.names(view(state, 0).hand()));
        play(state, "H6C>C1", "H7D>C1", "H8H>C1", "H9C>C1", "H10C>C1");
        assertEquals(List.of("AC", "AC", "AD", "AD", "JH"), Table.names(view(state, 0).hand()), "the rest of the stock comes in card order");
    }

    @Test
    void aCompletedPileLeavesTheNumbering() {
        SpiteState state = Table.twoPlayers()
                .payoff(0, "9S").payoff(1, "5H")
                .hand(0, "KD 3C 7C 8C 9C").hand(1, "4C 6D 8S 9D 10D")
                .centre("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS", "AH 2H")
                .start();
        assertEquals(List.of("H3C>D1", "H3C>D2", "H3C>D3", "H3C>D4", "H3C>C2", "H7C>D1", "H7C>D2", "H7C>D3", "H7C>D4",
                "H8C>D1", "H8C>D2", "H8C>D3", "H8C>D4", "H9C>D1", "H9C>D2", "H9C>D3", "H9C>D4",
                "HKD>D1", "HKD>D2", "HKD>D3", "HKD>D4", "HKD>C1", "end"), legal(state));
        List<GameEvent> events = play(state, "HKD>C1");
        assertEquals(new PileCompleted(1), events.get(1));
        SpiteView view = view(state, 0);
        assertEquals(List.of(new SpiteView.CentrePile(Table.card("2H"), 2)), view.centre());
        assertEquals(1, view.completedPiles());
        assertEquals(List.of("H3C>D1", "H3C>D2", "H3C>D3", "H3C>D4", "H3C>C1", "H7C>D1", "H7C>D2", "H7C>D3", "H7C>D4",
                "H8C>D1", "H8C>D2", "H8C>D3", "H8C>D4", "H9C>D1", "H9C>D2", "H9C>D3", "H9C>D4", "end"),
                legal(state), "the pile that was C2 is now C1");
        assertEquals("There is no centre pile 2 (there are 1)", why(state, "H3C>C2"));
    }

    @Test
    void refillAfterEmptyingDiscardDrawsFiveAndTheTurnGoesOn() {
        Table table = Table.twoPlayers()
                .payoff(0, "KS").payoff(1, "QS")
                .hand(0, "AS 2S 3S 4S 9C").hand(1, "4D 6D 8S 9S 10S")
                .stock("5C 6C 7C 8C 10C");
        SpiteState plain = table.start();
        List<GameEvent> ended = play(plain, "HAS>C+", "H2S>C1", "H3S>C1", "H4S>C1", "H9C>D1");
        assertEquals(List.of(new SpiteEvent.Discarded(0, SpiteCard.named("9C"), 1, true), new TurnEnded(0, true)), ended, "no draw for seat 0");
        assertEquals(1, plain.current(), "the discard ended the turn");
        assertEquals(0, view(plain, 0).handCounts().get(0));

        SpiteState refill = table.option("refillAfterEmptyingDiscard", true).start();
        List<GameEvent> events = play(refill, "HAS>C+", "H2S>C1", "H3S>C1", "H4S>C1", "H9C>D1");
        assertEquals(new CardsDrawn(0, 5, 108 - 2 - 10 - 5), events.get(events.size() - 1));
        assertEquals(0, refill.current(), "the turn goes on");
        play(refill, "H5C>C1", "end");
        assertEquals(1, refill.current());
    }

    @Test
    void endIsAllowedAtAnyTimeWithoutForcedPlaysAndAfterPlays() {
        SpiteState state = Table.twoPlayers()
                .payoff(0, "KS").payoff(1, "QS")
                .hand(0, "AS 9C 8D 7H 6S").hand(1, "4D 6D 8S 9S 10S")
                .start();
        assertNull(why(state, "end"));
        List<GameEvent> events = play(state, "end");
        assertEquals(new TurnEnded(0, false), events.get(0));
        play(state, "end");
        play(state, "HAS>C+");
        assertNull(why(state, "end"));
    }

    @Test
    void anIllegalMoveIsRefusedWithItsReasonAndChangesNothing() {
        SpiteState state = Table.twoPlayers()
                .payoff(0, "KS").payoff(1, "QS")
                .hand(0, "AS 9C 8D 7H 6S").hand(1, "4D 6D 8S 9S 10S")
                .start();
        SpiteView before = view(state, 0);
        int move = state.parseMove(0, "HAS>D1");
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> state.apply(0, move));
        assertEquals("You cannot discard an ace", e.getMessage());
        assertEquals(before, view(state, 0));
    }

    @Test
    void underPagatNoJokerStartsAPileAndAtMostFourAreOpen() {
        Table three = Table.twoPlayers().payoff(0, "KS").payoff(1, "QS")
                .hand(0, "AC * 5D 9H JS").hand(1, "4D 6D 8S 9S 10S")
                .centre("AH 2H", "AD");
        SpiteState pagat = three.option("pagat", true).start();
        assertEquals(List.of("HAC>C+", "H5D>D1", "H5D>D2", "H5D>D3", "H5D>D4", "H9H>D1", "H9H>D2", "H9H>D3", "H9H>D4",
                "HJS>D1", "HJS>D2", "HJS>D3", "HJS>D4", "H*>D1", "H*>D2", "H*>D3", "H*>D4", "H*>C1", "H*>C2", "end"),
                legal(pagat), "the joker goes on a pile but starts none");
        assertEquals("Under pagat a joker cannot start a centre pile (it cannot stand for an ace)", why(pagat, "H*>C+"));

        Table four = Table.twoPlayers().payoff(0, "KS").payoff(1, "QS")
                .hand(0, "AH * 5D 9H JS").hand(1, "4D 6D 8S 9S 10S")
                .centre("AH 2H", "AD", "AS 2S 3S", "AC 2C");
        List<String> rest = List.of("H5D>D1", "H5D>D2", "H5D>D3", "H5D>D4", "H9H>D1", "H9H>D2", "H9H>D3", "H9H>D4",
                "HJS>D1", "HJS>D2", "HJS>D3", "HJS>D4", "H*>D1", "H*>D2", "H*>D3", "H*>D4");
        List<String> usual = new ArrayList<>(List.of("HAH>C+"));
        usual.addAll(rest);
        usual.addAll(List.of("H*>C+", "H*>C1", "H*>C2", "H*>C3", "H*>C4", "end"));
        assertEquals(usual, legal(four.start()), "without pagat a fifth pile may start");
        List<String> underPagat = new ArrayList<>(rest);
        underPagat.addAll(List.of("H*>C1", "H*>C2", "H*>C3", "H*>C4", "end"));
        SpiteState full = four.option("pagat", true).start();
        assertEquals(underPagat, legal(full), "four piles are open: the ace waits in hand");
        assertEquals("There are already 4 unfinished centre piles, the most allowed", why(full, "HAH>C+"));
    }
}
