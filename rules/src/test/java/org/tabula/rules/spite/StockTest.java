package org.tabula.rules.spite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tabula.rules.spite.Table.legal;
import static org.tabula.rules.spite.Table.play;
import static org.tabula.rules.spite.Table.view;

import java.util.List;

import org.junit.jupiter.api.Test;

import org.tabula.rules.GameEvent;
import org.tabula.rules.spite.SpiteEvent.CardsDrawn;
import org.tabula.rules.spite.SpiteEvent.StockReplenished;

/**
 * The stock running low (ruling: at the start of a draw it cannot fully serve): completed centre
 * piles go under it, shuffled; if none is complete, all open centre piles do. The rest of the
 * cards lie under seat 1's pay-off pile here, so the stock is exactly as written.
 */
class StockTest {
    private static Table table() {
        return Table.twoPlayers().option("combinedDeal", true)
                .payoff(0, "KS").payoff(1, "QS").restUnderPayoff(1)
                .hand(0, "9C 9D 9H 8S 8C").hand(1, "7C");
    }

    @Test
    void completedPilesGoUnderTheStockWhenItCannotServeADraw() {
        SpiteState state = table().stock("5C 6C")
                .completed("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KD")
                .centre("AH 2H")
                .start();
        List<GameEvent> events = play(state, "H9C>D1");
        assertEquals(new StockReplenished(0, 13, true), events.get(2), "the seat not on turn shuffles");
        assertEquals(new CardsDrawn(1, 4, 11), events.get(3));
        SpiteView view = view(state, 1);
        assertEquals(0, view.completedPiles());
        assertEquals(1, view.centre().size(), "open piles stay");
        assertEquals(List.of("5C", "6C", "7C", "8S", "9S"), Table.names(view.hand()), "the old stock first (5C 6C), then two of the 13 as this seed shuffled them");
        assertEquals(List.of("H5C>D1", "H5C>D2", "H5C>D3", "H5C>D4", "H6C>D1", "H6C>D2", "H6C>D3", "H6C>D4",
                "H7C>D1", "H7C>D2", "H7C>D3", "H7C>D4", "H8S>D1", "H8S>D2", "H8S>D3", "H8S>D4",
                "H9S>D1", "H9S>D2", "H9S>D3", "H9S>D4", "end"), legal(state));
    }

    @Test
    void withoutCompletedPilesAllOpenCentrePilesGoUnderTheStock() {
        SpiteState state = table().stock("5C 6C").centre("AH 2H 3H", "AD").start();
        List<GameEvent> events = play(state, "H9C>D1");
        assertEquals(new StockReplenished(0, 4, false), events.get(2));
        assertEquals(new CardsDrawn(1, 4, 2), events.get(3));
        assertEquals(List.of(), view(state, 1).centre());
        assertEquals(List.of("AD", "3H", "5C", "6C", "7C"), Table.names(view(state, 1).hand()), "two of the four centre cards, as this seed shuffled them");
        assertEquals(List.of("HAD>C+", "H3H>D1", "H3H>D2", "H3H>D3", "H3H>D4", "H5C>D1", "H5C>D2", "H5C>D3", "H5C>D4",
                "H6C>D1", "H6C>D2", "H6C>D3", "H6C>D4", "H7C>D1", "H7C>D2", "H7C>D3", "H7C>D4", "end"), legal(state),
                "the centre is empty again: only the ace goes there");
    }

    @Test
    void aDrawTheStockCanServeLeavesTheCentreAlone() {
        SpiteState state = table().stock("5C 6C").hand(1, "7C 7D 7H").centre("AH 2H 3H").start();
        List<GameEvent> events = play(state, "H9C>D1");
        assertEquals(new CardsDrawn(1, 2, 0), events.get(2));
        assertEquals(1, view(state, 1).centre().size());
    }

    @Test
    void withNothingToPutUnderTheStockTheDrawTakesWhatIsLeft() {
        SpiteState state = table().stock("5C 6C").start();
        List<GameEvent> events = play(state, "H9C>D1");
        assertEquals(new CardsDrawn(1, 2, 0), events.get(2));
        events = play(state, "end");
        assertEquals(new CardsDrawn(0, 0, 0), events.get(1));
        assertEquals("seat 0 cannot draw: the stock is empty", events.get(1).describe());
    }

    @Test
    void stockRefillAt12PutsCompletedPilesUnderAsSoonAsTheStockIsDownTo12() {
        Table table = table().hand(1, "7C 7D 7H 7S")
                .stock("5C 6C 5D 6D 5H 6H 5S 6S 4C 4D 4H 4S")
                .completed("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KD");
        List<GameEvent> plain = play(table.start(), "H9C>D1");
        assertEquals(new CardsDrawn(1, 1, 11), plain.get(2));
        List<GameEvent> at12 = play(table.option("stockRefillAt12", true).start(), "H9C>D1");
        assertEquals(new StockReplenished(0, 13, true), at12.get(2));
        assertEquals(new CardsDrawn(1, 1, 24), at12.get(3));
    }
}
