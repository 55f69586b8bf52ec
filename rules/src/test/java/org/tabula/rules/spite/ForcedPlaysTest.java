package org.tabula.rules.spite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.tabula.rules.spite.Table.legal;
import static org.tabula.rules.spite.Table.play;
import static org.tabula.rules.spite.Table.why;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * Forced plays (seed 003): a pay-off A or 2 and a discard-pile 2 that can be played must be,
 * before the turn ends, and no other play may leave them nowhere to go. Jokers are never forced.
 */
class ForcedPlaysTest {
    private static final String NO_END = "The turn cannot end while a forced play waits";

    @Test
    void aPayoffAceIsTheOnlyMove() {
        SpiteState state = Table.twoPlayers()
                .payoff(0, "AS 5C").payoff(1, "AH 9D")
                .hand(0, "2C 3D 7H 9S KC").hand(1, "4C 6D 8S 10H QC")
                .start();
        assertEquals(0, state.current(), "spades beat hearts");
        assertEquals(List.of("P>C+"), legal(state));
        assertEquals("An ace from your pay-off pile must be played first", why(state, "end"), NO_END);
        assertEquals("An ace from your pay-off pile must be played first", why(state, "H7H>D1"));
        play(state, "P>C+");
        assertEquals(List.of("H2C>D1", "H2C>D2", "H2C>D3", "H2C>D4", "H2C>C1", "H3D>D1", "H3D>D2", "H3D>D3", "H3D>D4",
                "H7H>D1", "H7H>D2", "H7H>D3", "H7H>D4", "H9S>D1", "H9S>D2", "H9S>D3", "H9S>D4",
                "HKC>D1", "HKC>D2", "HKC>D3", "HKC>D4", "end"), legal(state), "free again: every discard, and the end");
        assertNull(why(state, "end"));
    }

    @Test
    void aHandTwoMayNotTakeTheOnlyAceAPayoffTwoNeeds() {
        SpiteState state = Table.twoPlayers()
                .payoff(0, "2S 9C").payoff(1, "AC 9D")
                .hand(0, "2H 5C 7D 9S KH").hand(1, "4C 6D 8S 10H QC")
                .centre("AD")
                .start();
        assertEquals(List.of("P>C1"), legal(state));
        assertEquals("A 2 from your pay-off pile must be played first", why(state, "H2H>C1"));
        assertEquals("A 2 from your pay-off pile must be played first", why(state, "H5C>D1"));
        play(state, "P>C1");
        assertNull(why(state, "end"), "9C on top is not forced");
    }

    @Test
    void aHandTwoMayGoFirstWhenAnotherAceRemains() {
        SpiteState state = Table.twoPlayers()
                .payoff(0, "2S 9C").payoff(1, "AC 9D")
                .hand(0, "2H 5C 7D 9S KH").hand(1, "4C 6D 8S 10H QC")
                .centre("AD", "AC")
                .start();
        assertEquals(List.of("P>C1", "P>C2", "H2H>C1", "H2H>C2"), legal(state));
        play(state, "H2H>C2");
        assertEquals(List.of("P>C1"), legal(state), "now the pay-off 2 needs the last ace");
    }

    @Test
    void aDiscardPileTwoIsForcedAndAHandTwoMayNotBlockIt() {
        Table table = Table.twoPlayers()
                .payoff(0, "9S").payoff(1, "8S")
                .hand(0, "2C 5D 6H 7S JD").hand(1, "4C 6D 8S 10H QC")
                .discards(0, "3C 2D")
                .centre("AH");
        SpiteState state = table.start();
        assertEquals(List.of("D1>C1"), legal(state));
        assertEquals("The 2 on your discard pile 1 must be played first", why(state, "H2C>C1"));
        assertEquals("The 2 on your discard pile 1 must be played first", why(state, "end"));
        play(state, "D1>C1");
        assertEquals(List.of("D1>C1", "H2C>D1", "H2C>D2", "H2C>D3", "H2C>D4", "H5D>D2", "H5D>D3", "H5D>D4",
                "H6H>D2", "H6H>D3", "H6H>D4", "H7S>D2", "H7S>D3", "H7S>D4", "HJD>D2", "HJD>D3", "HJD>D4", "end"),
                legal(state), "the 3 below is free, not forced");
        assertNull(why(state, "end"));

        SpiteState handTwoFirst = table.option("handTwoFirst", true).start();
        assertEquals(List.of("D1>C1", "H2C>C1"), legal(handTwoFirst), "the variant lets the hand 2 go first");
        play(handTwoFirst, "H2C>C1");
        assertNull(why(handTwoFirst, "end"), "the discard-pile 2 has nowhere to go: it is no longer forced");
    }

    @Test
    void aPayoffTwoAndADiscardPileTwoMayGoInEitherOrder() {
        Table table = Table.twoPlayers()
                .payoff(0, "2S 9S").payoff(1, "AC 9D")
                .hand(0, "2H 5D 6H 7S JD").hand(1, "4C 6D 8S 10H QC")
                .discards(0, "2D")
                .centre("AH");
        SpiteState state = table.start();
        assertEquals(List.of("P>C1", "D1>C1"), legal(state));
        play(state, "D1>C1");
        assertNull(why(state, "end"), "the pay-off 2 has nowhere to go now");

        SpiteState handTwoFirst = table.option("handTwoFirst", true).start();
        assertEquals(List.of("P>C1", "D1>C1"), legal(handTwoFirst), "never before a pay-off 2");
        assertEquals("A 2 from your pay-off pile must be played first", why(handTwoFirst, "H2H>C1"));
    }

    @Test
    void jokersAreNeverForcedButMayNotBlockAForcedTwo() {
        SpiteState jokerTop = Table.twoPlayers().option("combinedDeal", true)
                .payoff(0, "* 5C").payoff(1, "KS 9D")
                .hand(0, "5D 6H 7S 9C JD").hand(1, "4C 6D 8S 10H QC")
                .centre("AH")
                .start();
        assertEquals(0, jokerTop.current(), "a joker ranks above a K for the start");
        assertNull(why(jokerTop, "end"));
        assertEquals(List.of("P>C+", "P>C1", "H5D>D1", "H5D>D2", "H5D>D3", "H5D>D4", "H6H>D1", "H6H>D2", "H6H>D3", "H6H>D4",
                "H7S>D1", "H7S>D2", "H7S>D3", "H7S>D4", "H9C>D1", "H9C>D2", "H9C>D3", "H9C>D4",
                "HJD>D1", "HJD>D2", "HJD>D3", "HJD>D4", "end"), legal(jokerTop), "the joker may go up, and need not");

        SpiteState jokerInHand = Table.twoPlayers().option("combinedDeal", true)
                .payoff(0, "2S 5C").payoff(1, "AC 9D")
                .hand(0, "* 5D 6H 7S JD").hand(1, "4C 6D 8S 10H QC")
                .centre("AH")
                .start();
        assertEquals(List.of("P>C1", "H*>C+"), legal(jokerInHand), "a joker as the 2 would block; as a new ace it does not");
        assertEquals("A 2 from your pay-off pile must be played first", why(jokerInHand, "H*>C1"));
    }

    @Test
    void underPagatAnAceMayNotTakeTheLastPileAPayoffAceNeeds() {
        SpiteState state = Table.twoPlayers().option("pagat", true)
                .payoff(0, "AS 9C").payoff(1, "AC 9D")
                .hand(0, "AH 3C 7D 9S KH").hand(1, "4C 6D 8S 10H QC")
                .centre("AS 2S", "AH 2H", "AD 2D")
                .start();
        assertEquals(List.of("P>C+", "H3C>C1", "H3C>C2", "H3C>C3"), legal(state));
        assertEquals("An ace from your pay-off pile must be played first", why(state, "HAH>C+"));
        play(state, "P>C+");
        assertEquals("There are already 4 unfinished centre piles, the most allowed", why(state, "HAH>C+"));
    }

    @Test
    void aForcedPlayRevealingAnotherForcedCardContinuesTheChain() {
        SpiteState state = Table.twoPlayers()
                .payoff(0, "AS 2S 9C").payoff(1, "AC 9D")
                .hand(0, "5D 6H 7S 9S JD").hand(1, "4C 6D 8S 10H QC")
                .start();
        play(state, "P>C+");
        assertEquals(List.of("P>C1"), legal(state));
        play(state, "P>C1");
        assertNull(why(state, "end"));
    }
}
