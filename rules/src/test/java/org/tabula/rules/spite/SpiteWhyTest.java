package org.tabula.rules.spite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tabula.rules.Scripted.why;

import org.junit.jupiter.api.Test;
import org.tabula.rules.Why;

/** The why of a Spite and Malice hint, in hand-built positions: each reason is what the move does to the table. */
class SpiteWhyTest {
    @Test
    void aCardThatMakesThePayoffTopFitFreesIt() {
        // C1 stands at A; seat 0's 2H on it lets the pay-off 3C follow.
        SpiteState state = Table.twoPlayers().payoff(0, "3C 5D").payoff(1, "2D").centre("AS")
                .hand(0, "2H 7C 9D KH QS").start();
        assertEquals(Why.of(SpiteWhy.FREES_PAYOFF, SpiteCard.named("3C")), why(state, 0, "H2H>C1"));
    }

    @Test
    void aPlayThatShutsAnotherSeatsPayoffOutBlocksIt() {
        // Seat 1's pay-off 2D fits C1 (an A); a 2H on it leaves C1 at 2, where the 2D no longer goes.
        SpiteState state = Table.twoPlayers().payoff(0, "KS").payoff(1, "2D").centre("AS")
                .hand(0, "2H 7C 9D KH QS").start();
        assertEquals(Why.of(SpiteWhy.BLOCKS, state.game().seat(1), SpiteCard.named("2D")), why(state, 0, "H2H>C1"));
    }

    @Test
    void thePayoffTopPlayedShrinksThePileAndTheLastOneWins() {
        SpiteState two = Table.twoPlayers().payoff(0, "3C 5D").payoff(1, "2D").centre("AS 2C").hand(0, "7C 9D KH QS JS").start();
        assertEquals(Why.of(SpiteWhy.PAYOFF_DOWN, 1), why(two, 0, "P>C1"));
        SpiteState last = Table.twoPlayers().payoff(0, "3C").payoff(1, "2D").centre("AS 2C").hand(0, "7C 9D KH QS JS").start();
        assertEquals(Why.of(SpiteWhy.WINS), why(last, 0, "P>C1"));
    }

    @Test
    void theLastHandCardEmptiesTheHandAndADiscardEndsTheTurn() {
        SpiteState state = Table.twoPlayers().payoff(0, "KS").payoff(1, "QD").centre("AS").hand(0, "2H 3H 4H 5H 6H").start();
        org.tabula.rules.Scripted.play(state, "0:H2H>C1", "0:H3H>C1", "0:H4H>C1", "0:H5H>C1");
        assertEquals(Why.of(SpiteWhy.EMPTIES_HAND), why(state, 0, "H6H>C1"));
        assertEquals(Why.of(SpiteWhy.DISCARD), why(state, 0, "H6H>D1"));
    }
}
