package org.tabula.rules.spite;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabula.rules.spite.Table.legal;
import static org.tabula.rules.spite.Table.play;
import static org.tabula.rules.spite.Table.why;

import java.util.List;

import org.junit.jupiter.api.Test;

import org.tabula.rules.GameEvent;
import org.tabula.rules.Seats;
import org.tabula.rules.spite.SpiteEvent.DealWon;
import org.tabula.rules.spite.SpiteEvent.PayoffRevealed;

/** The end of a deal and its score, for two players and for partnerships. */
class DealEndTest {
    /** A short deal played to its end over several turns of both seats. */
    @Test
    void emptyingThePayoffPileWinsFivePlusTheOpponentsPayoffCards() {
        SpiteState state = Table.twoPlayers()
                .payoff(0, "2C 5D 4S").payoff(1, "AC 6H KD 9D")
                .hand(0, "AS 3H 9C 10C JC").hand(1, "2S 3C 4C 7D 8D")
                .start();
        assertEquals(0, state.current(), "2C beats AC");
        play(state, "HAS>C+");
        assertEquals(List.of("P>C1"), legal(state), "the pay-off 2 is forced once there is an ace");
        play(state, "P>C1", "H3H>C1", "HJC>D1");
        assertEquals(1, state.current());
        assertEquals(List.of("P>C+", "H4C>C1"), legal(state), "seat 1's pay-off ace, and a play that leaves it room");
        play(state, "P>C+", "H2S>C2", "H3C>C2", "H4C>C2");
        assertEquals("6 does not go on centre pile 1 (it needs a 4)", why(state, "P>C1"));
        play(state, "H7D>D1");
        assertEquals(0, state.current());
        play(state, "P>C2");
        List<GameEvent> events = play(state, "P>C1");
        assertEquals(List.of(new SpiteEvent.CardPlayed(0, new SpiteMove.Payoff(), 0, SpiteCard.named("4S"), 1, 4, false),
                new PayoffRevealed(0, null, 0), new DealWon(List.of(0), 5 + 3)), events);
        assertTrue(state.isOver());
        assertArrayEquals(new int[] {8, 0}, state.scores());
        assertEquals(Seats.only(0), state.winners());
        assertEquals(Seats.NONE, state.toMove());
        assertEquals(0, state.legalMoves(0).length);
        assertEquals("The deal is over", why(state, "end"));
    }

    @Test
    void scoreWithoutBonusCountsOnlyTheOpponentsPayoffCards() {
        SpiteState state = Table.twoPlayers().option("scoreWithoutBonus", true)
                .payoff(0, "AS").payoff(1, "AH 6H KD 9D")
                .hand(0, "3H 9C 10C JC QC").hand(1, "2S 3C 4C 7D 8D")
                .start();
        play(state, "P>C+");
        assertArrayEquals(new int[] {4, 0}, state.scores());
    }

    @Test
    void aPartnerPlaysFromTheOtherPartnersPilesAndTheTeamWinsWhenBothAreEmpty() {
        SpiteState state = Table.of(4).option("partnership", true)
                .payoff(0, "4S").payoff(1, "4C 9C").payoff(2, "2D 3D").payoff(3, "2C 9D")
                .hand(0, "AS 7C 8C 9H 10S").hand(1, "6C 6D 6H 6S 7S").hand(2, "AH 2S 10C 10D 10H").hand(3, "JC JD JH JS QC")
                .discards(2, "8D")
                .start();
        assertEquals(0, state.current(), "4S beats 4C on suit");
        play(state, "HAS>C+");
        assertEquals(List.of("2P>C1", "H7C>D1", "H7C>D2", "H7C>D3", "H7C>D4", "H8C>D1", "H8C>D2", "H8C>D3", "H8C>D4",
                "H9H>D1", "H9H>D2", "H9H>D3", "H9H>D4", "H10S>D1", "H10S>D2", "H10S>D3", "H10S>D4", "end"), legal(state),
                "the partner's pay-off 2 goes on the new ace; its 8 has nowhere to go");
        assertEquals(null, why(state, "end"), "a partner's 2 is never forced");
        play(state, "2P>C1");
        assertEquals("Seat 2's discard pile 2 is empty", why(state, "2D2>C1"));
        assertEquals("8 does not go on centre pile 1 (it needs a 3)", why(state, "2D1>C1"));
        assertEquals("Only a card from your hand can be discarded", why(state, "2D1>D1"));
        List<GameEvent> events = play(state, "2P>C1");
        assertEquals(List.of(new SpiteEvent.CardPlayed(0, new SpiteMove.Payoff(), 2, SpiteCard.named("3D"), 1, 3, false),
                new PayoffRevealed(2, null, 0)), events);
        assertEquals("seat 0 plays 3D from 2P to centre pile 1", events.get(0).describe(), "the partner's pile is named as the notation does");
        assertFalse(state.isOver(), "seat 0's own pile is not empty yet");
        events = play(state, "P>C1");
        assertEquals(new DealWon(List.of(0, 2), 5 + 4), events.get(2));
        assertArrayEquals(new int[] {9, 0, 9, 0}, state.scores(), "team scores go to each partner");
        assertEquals(Seats.of(0, 2), state.winners());
    }
}
