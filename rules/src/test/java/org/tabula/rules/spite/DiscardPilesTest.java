package org.tabula.rules.spite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.tabula.rules.spite.Table.legal;
import static org.tabula.rules.spite.Table.play;
import static org.tabula.rules.spite.Table.view;
import static org.tabula.rules.spite.Table.why;

import java.util.List;

import org.junit.jupiter.api.Test;

/** Discard piles: never an ace, at most four, the same rank or one lower; jokers as in the seed's example. */
class DiscardPilesTest {
    @Test
    void aCardGoesOnTheSameRankOrOneHigherAndNeverAnAce() {
        SpiteState state = Table.twoPlayers()
                .payoff(0, "KS").payoff(1, "QS")
                .hand(0, "AS JD 10C 7H 6S").hand(1, "4D 6D 8S 9S 10S")
                .discards(0, "JS", "8C *", "KH", "5D")
                .start();
        assertEquals(List.of("D2>C+", "HAS>C+", "H6S>D2", "H7H>D2", "H10C>D1", "HJD>D1", "end"), legal(state));
        assertEquals("You cannot discard an ace", why(state, "HAS>D1"));
        assertEquals("7H does not go on your discard pile 1 (it takes a J or a 10)", why(state, "H7H>D1"));
        assertEquals("7H does not go on your discard pile 4 (it takes a 5 or a 4)", why(state, "H7H>D4"));
        assertEquals("JD does not go on your discard pile 3 (it takes a K or a Q)", why(state, "HJD>D3"));
    }

    @Test
    void aNewPileMayBeStartedWhileThereAreFewerThanFour() {
        SpiteState state = Table.twoPlayers()
                .payoff(0, "KS").payoff(1, "QS")
                .hand(0, "9C 9D 9H 9S 2C").hand(1, "4D 6D 8S 9S 10S")
                .discards(0, "JS", "", "KH")
                .start();
        assertEquals(List.of("H2C>D2", "H2C>D4", "H9C>D2", "H9C>D4", "H9D>D2", "H9D>D4", "H9H>D2", "H9H>D4",
                "H9S>D2", "H9S>D4", "end"), legal(state), "only the empty slots: 9 goes neither on a J nor on a K");
        play(state, "H9C>D2");
        assertEquals(List.of(List.of("JS"), List.of("9C"), List.of("KH"), List.of()), Table.pileNames(view(state, 1).discards().get(0)));
    }

    @Test
    void freeDiscardTakesAnyCardButAnAce() {
        SpiteState state = Table.twoPlayers().option("freeDiscard", true)
                .payoff(0, "KS").payoff(1, "QS")
                .hand(0, "AS 3C 10D 10D QH").hand(1, "4D 6D 8S 9S 10S")
                .discards(0, "JS 4C KH", "5D", "6D", "7D")
                .start();
        assertNull(why(state, "H3C>D1"));
        assertNull(why(state, "HQH>D4"));
        assertEquals("You cannot discard an ace", why(state, "HAS>D2"));
    }

    /** Seed 003: on "8, joker" an 8, 7 or 6 may go; a 6 decides the joker as a 7; when the 6 leaves, it is undecided again. */
    @Test
    void aJokerOnADiscardPileIsDecidedByWhatLiesOnItAndUndecidedWhenThatLeaves() {
        SpiteState state = Table.twoPlayers()
                .payoff(0, "KS").payoff(1, "QS")
                .hand(0, "6H 7C 8D 5C 9D").hand(1, "4D 6D 8S 9S 10S")
                .discards(0, "8C *")
                .centre("AS 2S 3S 4S 5S")
                .stock("7H")
                .start();
        assertEquals(List.of("D1>C+", "D1>C1", "H5C>D2", "H5C>D3", "H5C>D4", "H6H>D1", "H6H>D2", "H6H>D3", "H6H>D4", "H6H>C1",
                "H7C>D1", "H7C>D2", "H7C>D3", "H7C>D4", "H8D>D1", "H8D>D2", "H8D>D3", "H8D>D4",
                "H9D>D2", "H9D>D3", "H9D>D4", "end"), legal(state), "8, 7 and 6 go on the joker; 5 and 9 do not");
        assertNull(why(state, "H8D>D1"));
        assertNull(why(state, "H7C>D1"));
        assertNull(why(state, "H6H>D1"));
        assertEquals("5C does not go on your discard pile 1 (it takes an 8, 7 or 6)", why(state, "H5C>D1"));
        assertEquals("9D does not go on your discard pile 1 (it takes an 8, 7 or 6)", why(state, "H9D>D1"));

        play(state, "H6H>D1", "end");
        assertEquals(0, state.current());
        assertEquals("7C does not go on your discard pile 1 (it takes a 6 or a 5)", why(state, "H7C>D1"), "the joker is a 7 now");
        assertNull(why(state, "H5C>D1"));

        play(state, "D1>C1");
        assertEquals(List.of("8C", "*"), Table.names(view(state, 0).discards().get(0).get(0)));
        assertNull(why(state, "H8D>D1"), "undecided again");
        assertNull(why(state, "H7C>D1"));
        assertEquals("5C does not go on your discard pile 1 (it takes an 8, 7 or 6)", why(state, "H5C>D1"));
    }

    @Test
    void aJokerMayBeDiscardedOnAnyPileAndMovedToTheCentreAsAnyRank() {
        SpiteState state = Table.twoPlayers()
                .payoff(0, "KS").payoff(1, "QS")
                .hand(0, "* 4C 10D JD QH").hand(1, "4D 6D 8S 9S 10S")
                .discards(0, "2H", "KC", "5D")
                .centre("AS 2S 3S", "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC")
                .start();
        assertEquals(List.of("H4C>D3", "H4C>D4", "H4C>C1", "H10D>D4", "HJD>D4", "HQH>D2", "HQH>D4", "HQH>C2",
                "H*>D1", "H*>D2", "H*>D3", "H*>D4", "H*>C+", "H*>C1", "H*>C2", "end"), legal(state));
        play(state, "H*>D1", "end");
        assertEquals(List.of("D1>C+", "D1>C1", "D1>C2", "HAC>C+", "H4C>D3", "H4C>D4", "H4C>C1", "H10D>D4", "HJD>D4",
                "HQH>D2", "HQH>D4", "HQH>C2", "end"), legal(state), "the joker on D1 goes up as any rank; seat 0 drew AC");
        List<?> events = play(state, "D1>C2");
        assertEquals(new SpiteEvent.CardPlayed(0, new SpiteMove.Discard(0), 0, SpiteCard.named("*"), 2, 12, false), events.get(0));
        assertEquals("seat 0 plays * as a Q from D1 to centre pile 2", ((SpiteEvent) events.get(0)).describe());
    }
}
