package org.tabula.rules.spartacus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Arrays;

import org.tabula.rules.GameState;

/**
 * Checks a state's bare record (hands, the cards played in order, the settled tricks) against
 * {@link RulesOracle}: cheap enough to run on every state of every random game. Each card is
 * played at most once and cards are conserved; numbers fall within each trick; every trick went
 * to the right seat for the right worth; the scores add up; the seat to move is offered exactly
 * the moves the rules allow.
 */
final class RecordCheck {
    private final RulesOracle rules;
    private final int players;
    private final int[] played;
    private final int[] expectedScores;
    private final int[] moves = new int[Cards.MOVES];
    // The scan of one trick.
    private int numbers;
    private int bannerCount;
    private int lowest;
    private int lowestSeat;
    private int lastSeat;

    RecordCheck(SpartacusGame game) {
        this.rules = new RulesOracle(game);
        this.players = game.players();
        this.played = new int[players];
        this.expectedScores = new int[players];
    }

    void check(GameState gameState) {
        SpartacusState state = (SpartacusState) gameState;
        Arrays.fill(played, 0);
        Arrays.fill(expectedScores, 0);
        int faceValue = 0;
        int start = 0;
        for (int t = 0; t < state.tricksSettled(); t++) {
            int end = state.trickEnd(t);
            if (end <= start) {
                fail("settled trick " + t + " holds no card");
            }
            scan(state, start, end);
            faceValue += numbers;
            int taker = rules.jokers ? lastSeat : lowestSeat;
            if (taker != state.trickTaker(t)) {
                fail("trick " + t + " went to " + state.trickTaker(t) + ", not " + taker);
            }
            if (taker == SpartacusState.NOBODY) {
                assertTrue(state.isOver() && t == state.tricksSettled() - 1, "only the last trick of a game can go to nobody");
                assertEquals(0, state.trickWorth(t));
            } else {
                int worth = rules.trickWorth(numbers, bannerCount);
                if (worth != state.trickWorth(t)) {
                    fail("trick " + t + " is worth " + state.trickWorth(t) + ", not " + worth);
                }
                expectedScores[taker] += worth;
            }
            start = end;
        }
        scan(state, start, state.cardsPlayed());
        faceValue += numbers;
        boolean someHandEmpty = false;
        for (int seat = 0; seat < players; seat++) {
            int hand = state.handMask(seat);
            if ((hand & played[seat]) != 0) {
                fail("seat " + seat + " holds a card it has played");
            }
            if (Integer.bitCount(hand) + Integer.bitCount(played[seat]) != rules.colourSize()) {
                fail("seat " + seat + "'s cards are not conserved");
            }
            if ((hand & ~(rules.banners ? 0x7FF : 0x7FE)) != 0) {
                fail("seat " + seat + " holds a card not of its colour");
            }
            int handNumbers = 0;
            for (int card = 1; card <= 10; card++) {
                if ((hand >> card & 1) != 0) {
                    handNumbers += card;
                }
            }
            faceValue += handNumbers;
            someHandEmpty |= hand == 0;
            if (state.isOver()) {
                expectedScores[seat] -= rules.handPenalty(handNumbers, (hand & 1) != 0);
            }
        }
        assertEquals(players * 55, faceValue, "card values in tricks, open trick and hands are conserved");
        assertEquals(state.isOver(), someHandEmpty, "the game is over exactly when a hand is empty");
        assertArrayEquals(expectedScores, state.scores(), "scores");
        if (state.isOver()) {
            assertEquals(start, state.cardsPlayed(), "the open trick is settled at the end");
        } else {
            checkMoves(state, state.cardsPlayed() - start);
        }
    }

    /** Reads cards start..end of the game, checking each is played once and numbers fall. */
    private void scan(SpartacusState state, int start, int end) {
        numbers = 0;
        bannerCount = 0;
        lowest = 0;
        lowestSeat = SpartacusState.NOBODY;
        lastSeat = SpartacusState.NOBODY;
        for (int i = start; i < end; i++) {
            int seat = state.seatOfPlay(i);
            int card = state.cardOfPlay(i);
            if ((played[seat] >> card & 1) != 0) {
                fail("seat " + seat + " played its " + Cards.name(card) + " twice");
            }
            played[seat] |= 1 << card;
            lastSeat = seat;
            if (card == Cards.BANNER) {
                bannerCount++;
            } else {
                if (lowest != 0 && card >= lowest) {
                    fail(card + " played on a trick whose lowest card was " + lowest);
                }
                numbers += card;
                lowest = card;
                lowestSeat = seat;
            }
        }
    }

    /** The seat to move is offered exactly what the rules allow on the open trick just scanned. */
    private void checkMoves(SpartacusState state, int cardsInTrick) {
        int seat = state.toMove().first();
        assertEquals(1, state.toMove().size(), "one seat to move");
        assertEquals(0, state.passedMask() >> seat & 1, "the seat to move has passed");
        int hand = state.handMask(seat);
        int expected = 0;
        for (int card = 0; card <= 10; card++) {
            if ((hand >> card & 1) != 0 && rules.mayPlay(card, lowest, cardsInTrick)) {
                expected |= 1 << card;
            }
        }
        if (!rules.mustPlay(lowest, cardsInTrick)) {
            expected |= 1 << Cards.PASS;
        }
        int offered = 0;
        int count = state.legalMoves(seat, moves);
        for (int i = 0; i < count; i++) {
            offered |= 1 << moves[i];
        }
        if (offered != expected) {
            fail("seat " + seat + " is offered " + Integer.toBinaryString(offered) + " but the rules allow " + Integer.toBinaryString(expected));
        }
    }
}
