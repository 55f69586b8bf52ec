package org.tabula.rules.spartacus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabula.rules.spartacus.Table.play;
import static org.tabula.rules.spartacus.Table.start;
import static org.tabula.rules.spartacus.Table.tricks;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.tabula.rules.Seats;
import org.tabula.rules.spartacus.SpartacusEvent.GameEnded;
import org.tabula.rules.spartacus.SpartacusEvent.HandPenalty;
import org.tabula.rules.spartacus.SpartacusEvent.Settlement;
import org.tabula.rules.spartacus.SpartacusEvent.TrickSettled;

/**
 * Whole games worked out by hand, trick by trick. Hands are written as what is left after the
 * trick; "takes" names the trick's winner and its worth; the next trick is led by the seat after it.
 */
class SpartacusHandWorkedTest {

    /** Plays one trick and checks who took it, for how much, and who leads next. */
    private static void trick(SpartacusState state, String moves, int winner, int worth, int nextLeader) {
        List<TrickSettled> settled = tricks(play(state, moves));
        assertEquals(1, settled.size(), "one trick settled by " + moves);
        TrickSettled trick = settled.get(0);
        assertEquals(winner, trick.trick().winner(), "winner of " + moves);
        assertEquals(worth, trick.trick().worth(), "worth of " + moves);
        assertEquals(nextLeader, trick.nextLeader(), "next leader after " + moves);
        assertEquals(Seats.only(nextLeader), state.toMove(), "to move after " + moves);
    }

    /**
     * Game A, 3 seats, seat 0 leads. Covers a banner lead, a quadrupled trick, banners played
     * after the winning card, and the game ending mid-trick with the open trick going to the
     * lowest card (which is not the card of the seat that went out).
     */
    @Test
    void gameA_bannerLeadQuadrupledTrickAndEndToTheLowestCard() {
        SpartacusState state = start(3, 0);
        // T1: 0 leads its banner; 1 must play (only banners out): 9; 2: 6; 0: 4; 1 passes;
        // 2 plays its banner after 0's 4; the turn is back at 0, whose 4 is still the lowest.
        // 0 takes B 9 6 4 B: (9 + 6 + 4) x 2 x 2 = 19 x 4 = 76. Seat 1 leads next.
        // Left: s0 1-3,5-10 | s1 1-8,10,B | s2 1-5,7-10.
        trick(state, "0:B 1:9 2:6 0:4 1:pass 2:B", 0, 76, 1);
        assertArrayEquals(new int[] {76, 0, 0}, state.scores(), "points so far: won tricks only");
        // T2: 10 9 8, then 1 and 2 pass: 0 takes 27. Left: s0 1,2,3,5,6,7,9,10 | s1 1-8,B | s2 1-5,7,8,10.
        trick(state, "1:10 2:9 0:8 1:pass 2:pass", 0, 27, 1);
        // T3: 8 7 6 5, 2 passes, 0: 3, 1 passes (2 is out): 0 takes 8+7+6+5+3 = 29.
        // Left: s0 1,2,5,7,9,10 | s1 1,2,3,4,6,7,B | s2 1,2,3,4,5,8,10.
        trick(state, "1:8 2:7 0:6 1:5 2:pass 0:3 1:pass", 0, 29, 1);
        // T4: 6 3 2 1, both pass: 1 takes 12; seat 2 leads. Left: s0 1,5,7,9,10 | s1 2,3,4,7,B | s2 1,2,4,5,8,10.
        trick(state, "1:6 2:3 0:2 1:1 2:pass 0:pass", 1, 12, 2);
        // T5: 10 9 7 5, 0 passes, 4, 2, 1 passes: 2 takes 10+9+7+5+4+2 = 37; seat 0 leads.
        // Left: s0 1,5,7,10 | s1 2,3,B | s2 1,4,8.
        trick(state, "2:10 0:9 1:7 2:5 0:pass 1:4 2:2 1:pass", 2, 37, 0);
        // T6: 7 3 1, both pass: 2 takes 11; seat 0 leads. Left: s0 1,5,10 | s1 2,B | s2 4,8.
        trick(state, "0:7 1:3 2:1 0:pass 1:pass", 2, 11, 0);
        // T7: 0: 10; 1: 2; 2 cannot go below 2 and passes; 0: 1; 1 plays its banner, its last card:
        // the game ends. The open trick 10 2 1 B goes to the lowest card, seat 0's 1: 13 x 2 = 26.
        List<SpartacusEvent> events = play(state, "0:10 1:2 2:pass 0:1 1:B");
        assertTrue(state.isOver());
        TrickSettled last = tricks(events).get(0);
        assertEquals(0, last.trick().winner());
        assertEquals(26, last.trick().worth());
        assertEquals(-1, last.nextLeader());
        // Hands: s0 keeps 5 (-5), s1 nothing, s2 keeps 4 8 (-12).
        // s0: 76 + 27 + 29 + 26 - 5 = 153; s1: 12; s2: 37 + 11 - 12 = 36.
        assertArrayEquals(new int[] {153, 12, 36}, state.scores());
        assertEquals(Seats.only(0), state.winners());
        GameEnded ended = (GameEnded) events.get(events.size() - 1);
        assertEquals(new GameEnded(1, Settlement.LOWEST_CARD, last.trick(), List.of(153, 12, 36), List.of(0)), ended);
        assertEquals(0, ended.taker(), "the end names who took the last trick");
        assertEquals(26, ended.lastTrick().worth(), "and the 26 points it added to seat 0's total");
        assertEquals(List.of(new HandPenalty(0, Table.cards("5"), 5, "5"), new HandPenalty(2, Table.cards("4", "8"), 12, "12")),
                events.stream().filter(HandPenalty.class::isInstance).toList());
        assertEquals(Seats.NONE, state.toMove());
    }

    /**
     * Game B, 3 seats, seat 2 leads. Covers the game ending on a trick of banners only (it goes
     * to nobody) and a hand penalty doubled by a banner kept in hand.
     */
    @Test
    void gameB_bannerOnlyTrickToNobodyAndPenaltyDoubledByAKeptBanner() {
        SpartacusState state = start(3, 2);
        // T1: 10 down to 1 in turn; 2's 1 is lowest, 0 and 1 pass: 2 takes 55; seat 0 leads.
        // Left: s0 1,2,4,5,7,8,10,B | s1 1,3,4,6,7,9,10,B | s2 2,3,5,6,8,9,B.
        trick(state, "2:10 0:9 1:8 2:7 0:6 1:5 2:4 0:3 1:2 2:1 0:pass 1:pass", 2, 55, 0);
        // T2: 10 9 8, 0 passes, 7 6 (0 is out) 4 3 1, 2 passes: 1 takes 10+9+8+7+6+4+3+1 = 48; seat 2 leads.
        // Left: s0 1,2,4,5,7,8,B | s1 3,6,10,B | s2 2,5,9,B.
        trick(state, "0:10 1:9 2:8 0:pass 1:7 2:6 1:4 2:3 1:1 2:pass", 1, 48, 2);
        // T3: 9 8 6 5 4 3 2 1, then 1 and 2 pass (2 keeps its banner): 0 takes 38; seat 1 leads.
        // Left: s0 2,5,7,B | s1 10,B | s2 B.
        trick(state, "2:9 0:8 1:6 2:5 0:4 1:3 2:2 0:1 1:pass 2:pass", 0, 38, 1);
        // T4: 1 leads its banner; 2 must play a card and has only its banner: its last card.
        // The open trick holds only banners: it goes to nobody.
        List<SpartacusEvent> events = play(state, "1:B 2:B");
        assertTrue(state.isOver());
        TrickSettled last = tricks(events).get(0);
        assertNull(last.trick().winner());
        assertEquals(0, last.trick().worth());
        // Hands: s0 keeps 2 5 7 and its banner: (2 + 5 + 7) x 2 = 28; s1 keeps 10.
        // s0: 38 - 28 = 10; s1: 48 - 10 = 38; s2: 55.
        assertArrayEquals(new int[] {10, 38, 55}, state.scores());
        assertEquals(Seats.only(2), state.winners());
        assertEquals(new HandPenalty(0, Table.cards("2", "5", "7", "B"), 28, "14 x 2 = 28"), events.get(events.size() - 3));
        assertEquals(new GameEnded(2, Settlement.NOBODY, last.trick(), List.of(10, 38, 55), List.of(2)), events.get(events.size() - 1));
        assertNull(((GameEnded) events.get(events.size() - 1)).taker());
        SpartacusView table = state.view(SpartacusState.TABLE);
        assertEquals(List.of(Table.play(1, "B"), Table.play(2, "B")), table.discarded().cards());
        assertEquals(List.of(), table.trick(), "nothing is left open once the game is over");
    }

    /**
     * Game C, noBanner, 3 seats, seat 0 leads; the seat that goes out holds the lowest card of
     * the open trick and takes it.
     */
    @Test
    void gameC_noBanner() {
        SpartacusState state = start(3, 0, "noBanner");
        // T1: 10 down to 1: 0 takes 55; seat 1 leads. Left: s0 2,3,5,6,8,9 | s1 1,2,4,5,7,8,10 | s2 1,3,4,6,7,9,10.
        trick(state, "0:10 1:9 2:8 0:7 1:6 2:5 0:4 1:3 2:2 0:1 1:pass 2:pass", 0, 55, 1);
        // T2: 10 down to 1 from seat 1: 1 takes 55; seat 2 leads. Left: s0 3,6,9 | s1 2,5,8 | s2 1,4,7,10.
        trick(state, "1:10 2:9 0:8 1:7 2:6 0:5 1:4 2:3 0:2 1:1 2:pass 0:pass", 1, 55, 2);
        // T3: 10 9 8 7 6 5 4 3: seat 0's 3 is its last card and the lowest: it takes 10+...+3 = 52.
        play(state, "2:10 0:9 1:8 2:7 0:6 1:5 2:4 0:3");
        assertTrue(state.isOver());
        // s0: 55 + 52 = 107; s1: 55 - 2 = 53; s2: 0 - 1 = -1.
        assertArrayEquals(new int[] {107, 53, -1}, state.scores());
        assertEquals("none", state.view(0).banner().notation());
    }

    /** The moves of game D (bannerJoker, 3 seats, seat 0 leads), whose scores differ by sub-option. */
    private static SpartacusState gameD(String... flags) {
        SpartacusState state = start(3, 0, flags);
        // T1: 10, 9, 2's joker beats the 9, 0 plays 8 (below 9, the last number), both pass:
        // the last card is 0's 8: 0 takes 10 9 B 8: numbers 27, one joker.
        // Left: s0 1-7,9,B | s1 1-8,10,B | s2 1-10.
        play(state, "0:10 1:9 2:B 0:8 1:pass 2:pass");
        // T2: 10 9 7 6 5 4 3 2 1, both pass: 0 takes 47; seat 1 leads.
        // Left: s0 2,3,5,6,9,B | s1 1,2,4,5,7,8,B | s2 1,3,4,6,7,8,10.
        play(state, "1:10 2:9 0:7 1:6 2:5 0:4 1:3 2:2 0:1 1:pass 2:pass");
        // T3: 8 7 6 5 4 3 2 1, both pass: 2 takes 36; seat 0 leads.
        // Left: s0 2,5,9,B | s1 1,4,7,B | s2 3,6,8,10.
        play(state, "1:8 2:7 0:6 1:5 2:4 0:3 1:2 2:1 0:pass 1:pass");
        // T4: 9 7 6 5 4 3 2 1, 2 passes, 0 plays its joker, its last card: the game ends and the
        // open trick goes to the last card (0's joker), not to the lowest number (1's 1).
        // Its numbers: 9+7+6+5+4+3+2+1 = 37. Left: s1 its joker | s2 8, 10.
        play(state, "0:9 1:7 2:6 0:5 1:4 2:3 0:2 1:1 2:pass 0:B");
        assertTrue(state.isOver());
        assertEquals(0, state.view(1).won().get(0).get(2).winner());
        return state;
    }

    @Test
    void gameD_bannerJoker() {
        // Jokers score and double nothing: s0 27 + 47 + 37 = 111; s1's joker costs nothing: 0;
        // s2 36 - (8 + 10) = 18.
        SpartacusState state = gameD("bannerJoker");
        assertArrayEquals(new int[] {111, 0, 18}, state.scores());
        assertEquals("joker", state.view(0).banner().notation());
    }

    @Test
    void gameD_jokerPenalty() {
        // -10 per joker in a won trick or in hand: s0 (27 - 10) + 47 + (37 - 10) = 91;
        // s1 keeps its joker: -10; s2 18.
        assertArrayEquals(new int[] {91, -10, 18}, gameD("bannerJoker", "jokerPenalty").scores());
    }

    @Test
    void gameD_jokerKillsTrick() {
        // Tricks holding a joker are worth 0: s0 0 + 47 + 0 = 47; s1 0; s2 18.
        assertArrayEquals(new int[] {47, 0, 18}, gameD("bannerJoker", "jokerKillsTrick").scores());
    }

    @Test
    void gameD_jokerPenaltyAndJokerKillsTrick() {
        // Both: a joker trick is worth 0 less 10 per joker: s0 -10 + 47 - 10 = 27; s1 -10; s2 18.
        SpartacusState state = gameD("bannerJoker", "jokerPenalty", "jokerKillsTrick");
        assertArrayEquals(new int[] {27, -10, 18}, state.scores());
        assertEquals(Seats.only(0), state.winners());
    }

    /**
     * Game E, bannerJoker with jokerPenalty: the same first three tricks as game D, then the game
     * ends on a lead of a joker alone. Ruling: with jokers the last card takes the open trick,
     * so a trick of one joker goes to its player (not to nobody, as banners would).
     */
    @Test
    void gameE_jokerLedAsTheLastCardGoesToItsPlayer() {
        SpartacusState state = start(3, 0, "bannerJoker", "jokerPenalty");
        play(state, "0:10 1:9 2:B 0:8 1:pass 2:pass");
        play(state, "1:10 2:9 0:7 1:6 2:5 0:4 1:3 2:2 0:1 1:pass 2:pass");
        play(state, "1:8 2:7 0:6 1:5 2:4 0:3 1:2 2:1 0:pass 1:pass");
        // T4: as in game D up to 1's 1, then 0 passes and the last card, 1's 1, takes 37; seat 2 leads.
        // Left: s0 B | s1 B | s2 8, 10.
        trick(state, "0:9 1:7 2:6 0:5 1:4 2:3 0:2 1:1 2:pass 0:pass", 1, 37, 2);
        // T5: 2 leads 8, both pass, keeping their jokers: 2 takes 8; seat 0 leads. Left: s0 B | s1 B | s2 10.
        trick(state, "2:8 0:pass 1:pass", 2, 8, 0);
        // T6: 0 leads its joker, its last card: the trick of one joker goes to seat 0: 0 - 10 = -10.
        List<SpartacusEvent> events = play(state, "0:B");
        TrickSettled last = tricks(events).get(0);
        assertEquals(new WonTrick(6, 0, List.of(Table.play(0, "B")), -10), last.trick());
        // s0: (27 - 10) + 47 - 10 = 54; s1: 37, less 10 for the joker in hand = 27; s2: 36 + 8 - 10 = 34.
        assertEquals(new GameEnded(0, Settlement.LAST_CARD, new WonTrick(6, 0, List.of(Table.play(0, "B")), -10), List.of(54, 27, 34), List.of(0)),
                events.get(events.size() - 1), "the last trick costs its taker the joker's 10");
        assertEquals(new HandPenalty(1, Table.cards("B"), 10, "0 + 10 for the joker = 10"), events.get(events.size() - 3));
    }

    /** Game F, noBanner, 3 seats, seat 0 leads: equal totals share the win. */
    @Test
    void gameF_equalTotalsShareTheWin() {
        SpartacusState state = start(3, 0, "noBanner");
        // T1: 5 4, 2 passes, 0: 1, 1 passes: 0 takes 10; seat 1 leads.
        trick(state, "0:5 1:4 2:pass 0:1 1:pass", 0, 10, 1);
        // T2: 7, 2 passes, 6 5 4 1, 0 passes: 1 takes 23; seat 2 leads.
        trick(state, "1:7 2:pass 0:6 1:5 0:4 1:1 0:pass", 1, 23, 2);
        // T3: 7 3 2, 2 and 0 pass: 1 takes 12; seat 2 leads. Left: s0 2,7,8,9,10 | s1 3,6,8,9,10 | s2 1-6,8,9,10.
        trick(state, "2:7 0:3 1:2 2:pass 0:pass", 1, 12, 2);
        // T4: 6 2, 1 passes, 1, 0 passes: 2 takes 9; seat 0 leads.
        trick(state, "2:6 0:2 1:pass 2:1 0:pass", 2, 9, 0);
        // T5: 8, 1 passes, 2, 0 passes: 2 takes 10; seat 0 leads.
        trick(state, "0:8 1:pass 2:2 0:pass", 2, 10, 0);
        // T6: 10, 1 passes, 8 7 3, 0 passes: 2 takes 28; seat 0 leads. Left: s0 9 | s1 3,6,8,9,10 | s2 4,5,9,10.
        trick(state, "0:10 1:pass 2:8 0:7 2:3 0:pass", 2, 28, 0);
        // T7: 0 leads its last card, 9, and takes it.
        List<SpartacusEvent> events = play(state, "0:9");
        // s0: 10 + 9 = 19; s1: 23 + 12 - (3+6+8+9+10 = 36) = -1; s2: 9 + 10 + 28 - (4+5+9+10 = 28) = 19.
        assertArrayEquals(new int[] {19, -1, 19}, state.scores());
        assertEquals(Seats.of(0, 2), state.winners());
        assertEquals("seat 0 has played its last card: the game is over and the open trick went to seat 0, who held the"
                + " lowest number card. Scores 19, -1, 19: seats 0 and 2 share the win", events.get(events.size() - 1).describe());
    }

    /** A trick where a joker beats another joker: the last card takes it. */
    @Test
    void jokerBeatsAnEarlierJoker() {
        SpartacusState state = start(3, 0, "bannerJoker");
        play(state, "0:5 1:B 2:B");
        SpartacusView view = state.view(SpartacusState.TABLE);
        assertEquals(2, view.taker());
        assertEquals(5, view.lowest(), "a number after the jokers must still go below 5");
        assertArrayEquals(new int[] {0, 1, 2, 3, 4, Cards.PASS}, state.legalMoves(0));
        trick(state, "0:pass 1:pass", 2, 5, 0);
    }

    /** A joker led first is beaten by any number, and passing is allowed once it is down. */
    @Test
    void jokerLedFirstIsBeatenByAnyNumber() {
        SpartacusState state = start(3, 1, "bannerJoker");
        play(state, "1:B");
        assertArrayEquals(new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, Cards.PASS}, state.legalMoves(2));
        play(state, "2:10 0:pass");
        assertEquals(2, state.view(SpartacusState.TABLE).taker());
        trick(state, "1:pass", 2, 10, 0);
    }

    /** Without jokers, the seats after a banner lead must play, and then may pass. */
    @Test
    void bannerLeadMustBeAnswered() {
        SpartacusState state = start(4, 3);
        play(state, "3:B");
        assertArrayEquals(new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, state.legalMoves(0), "no pass while only banners are out");
        play(state, "0:B");
        assertNull(state.view(SpartacusState.TABLE).taker());
        play(state, "1:7");
        assertArrayEquals(new int[] {0, 1, 2, 3, 4, 5, 6, Cards.PASS}, state.legalMoves(2));
        // 2 passes, 3 (out of banners) passes, 0 passes: back at 1, whose 7 is lowest: 7 x 4 = 28.
        trick(state, "2:pass 3:pass 0:pass", 1, 28, 2);
        assertFalse(state.isOver());
    }
}
