package org.tabula.rules.spite;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabula.rules.spite.Table.view;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameState;

/** The seeded deal, who starts, and which player counts and options make a game. */
class DealTest {
    private static SpiteGame game(int players, Map<String, Object> options) {
        return (SpiteGame) Spite.KIND.create(players, Spite.KIND.parseOptions(options));
    }

    @Test
    void theStandardDealGives26PayoffCardsFromOneDeckAnd5CardsFromTheOther() {
        for (long seed = 0; seed < 50; seed++) {
            SpiteState state = game(2, Map.of()).start(seed);
            SpiteView view = view(state, GameState.TABLE);
            assertEquals(List.of(26, 26), view.payoffCounts());
            int first = view.toMove();
            assertEquals(5, view.handCounts().get(1 - first));
            assertEquals(108 - 52 - 10, view.stock());
            boolean[] seen = new boolean[Cards.CODES];
            for (int seat = 0; seat < 2; seat++) {
                for (int i = 0; i < state.payoff(seat).size(); i++) {
                    int code = state.payoff(seat).get(i);
                    assertFalse(Cards.isJoker(code), "no joker in a pay-off pile");
                    assertFalse(seen[code], "one deck: no card twice");
                    seen[code] = true;
                }
            }
            SpiteContractTest.checkCards(state);
        }
    }

    @Test
    void mixedDealsGive20EachAndPartnershipsHalfTheCards() {
        assertEquals(List.of(20, 20), view(game(2, Map.of("combinedDeal", true)).start(3), -1).payoffCounts());
        assertEquals(108 - 40 - 10, view(game(2, Map.of("combinedDeal", true)).start(3), -1).stock());
        assertEquals(List.of(13, 13, 13, 13), view(game(4, Map.of("partnership", true)).start(3), -1).payoffCounts());
        SpiteState threeDecks = game(4, Map.of("partnership", true, "threeDecks", true)).start(3);
        assertEquals(List.of(20, 20, 20, 20), view(threeDecks, -1).payoffCounts());
        assertEquals(162 - 80 - 20, view(threeDecks, -1).stock());
        SpiteState six = game(6, Map.of("partnership", true)).start(3);
        assertEquals(List.of(13, 13, 13, 13, 13, 13), view(six, -1).payoffCounts());
        SpiteContractTest.checkCards(six);
        assertEquals(List.of(5, 5), view(game(2, Map.of("payoffSize", 5)).start(3), -1).payoffCounts());
    }

    @Test
    void withoutInitialHandsOnlyTheFirstSeatHasDrawn() {
        SpiteState state = game(2, Map.of("noInitialHands", true)).start(11);
        int first = state.current();
        assertEquals(5, state.hand(first).size());
        assertEquals(0, state.hand(1 - first).size());
    }

    @Test
    void theHigherPayoffTopStartsAndEqualRanksGoBySuit() {
        assertEquals(1, Table.twoPlayers().payoff(0, "7H").payoff(1, "8C").start().current());
        assertEquals(1, Table.twoPlayers().payoff(0, "7H").payoff(1, "7S").start().current(), "spades beat hearts");
        assertEquals(0, Table.twoPlayers().payoff(0, "7D").payoff(1, "7C").start().current(), "diamonds beat clubs");
        assertEquals(0, Table.twoPlayers().payoff(0, "AS").payoff(1, "AH").start().current());
    }

    @Test
    void reshuffleOnTieReshufflesTheTiedPilesInsteadOfComparingSuits() {
        Table table = Table.twoPlayers().option("reshuffleOnTie", true)
                .payoff(0, "7H 2C 3C 4C 5C").payoff(1, "7S 9C 10C JC QC");
        SpiteState state = table.start();
        SpiteView view = view(state, GameState.TABLE);
        assertFalse(Table.names(view.payoffTops()).equals(List.of("7H", "7S")), "the piles were reshuffled: " + view.payoffTops());
        assertEquals(List.of(5, 5), view.payoffCounts());
        SpiteCard top0 = view.payoffTops().get(0);
        SpiteCard top1 = view.payoffTops().get(1);
        assertTrue(top0.rank() != top1.rank(), "the new tops differ in rank");
        assertEquals(top0.rank() > top1.rank() ? 0 : 1, state.current());
    }

    @Test
    void aJokerTopStartsAndATieSuitsCannotBreakIsReshuffled() {
        Table mixed = Table.twoPlayers().option("combinedDeal", true);
        assertEquals(1, mixed.payoff(0, "KS").payoff(1, "*").start().current());
        SpiteState sameCard = Table.twoPlayers().option("combinedDeal", true)
                .payoff(0, "9S 2C 3C").payoff(1, "9S 4D 5D").start();
        List<SpiteCard> tops = view(sameCard, GameState.TABLE).payoffTops();
        assertFalse(tops.get(0).equals(tops.get(1)), "identical tops were reshuffled: " + tops);
        SpiteState unbreakable = Table.twoPlayers().option("combinedDeal", true)
                .payoff(0, "* *").payoff(1, "* *").start();
        assertEquals(0, unbreakable.current(), "piles of jokers only: the lowest tied seat starts");
    }

    @Test
    void playerCountsAndOptionsThatMakeNoGameAreRefused() {
        assertEquals("spite for 4 players is played in teams: set the option partnership",
                assertThrows(GameConfigException.class, () -> game(4, Map.of())).getMessage());
        assertEquals("spite is for 2 players, or 4 or 6 in partnership, not 3",
                assertThrows(GameConfigException.class, () -> game(3, Map.of())).getMessage());
        assertEquals("spite in partnership is for 4 or 6 players (two or three teams), not 2",
                assertThrows(GameConfigException.class, () -> game(2, Map.of("partnership", true))).getMessage());
        assertEquals("option 'threeDecks' of spite is for partnership games",
                assertThrows(GameConfigException.class, () -> game(2, Map.of("threeDecks", true))).getMessage());
        assertEquals("option 'payoffSize' of spite must be 0 (the usual 26) or 1 to 26 in this deal, not 27",
                assertThrows(GameConfigException.class, () -> game(2, Map.of("payoffSize", 27))).getMessage());
        assertTrue(assertThrows(GameConfigException.class, () -> game(2, Map.of("zeroCard", true))).getMessage()
                .startsWith("unknown option 'zeroCard' for spite (known: combinedDeal, freeDiscard, partnership, pagat,"));
    }

    @Test
    void theSameSeedDealsTheSameCards() {
        SpiteState a = game(2, Map.of()).start(99);
        SpiteState b = game(2, Map.of()).start(99);
        assertEquals(view(a, 0), view(b, 0));
        assertArrayEquals(a.legalMoves(a.current()), b.legalMoves(b.current()));
    }
}
