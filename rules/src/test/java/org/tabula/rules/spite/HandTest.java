package org.tabula.rules.spite;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import org.junit.jupiter.api.Test;

class HandTest {
    private static final int SEVEN_OF_SPADES = Cards.parse("7S");
    private static final int ACE_OF_CLUBS = Cards.parse("AC");

    @Test
    void cardsComeOutInCodeOrderWithTheirDuplicates() {
        Hand hand = hand("7S", "*", "AC", "7S", "KD");
        assertArrayEquals(codes("AC", "7S", "7S", "KD", "*"), contents(hand));
        assertEquals(5, hand.size());
        assertEquals(0, hand.room());
        assertEquals(2, hand.count(SEVEN_OF_SPADES));
        assertEquals(1L << ACE_OF_CLUBS | 1L << SEVEN_OF_SPADES | 1L << Cards.parse("KD") | 1L << Cards.JOKER, hand.held());
    }

    @Test
    void aCodeStaysHeldUntilItsLastCardLeaves() {
        Hand hand = hand("7S", "7S", "AC");
        hand.remove(SEVEN_OF_SPADES);
        assertTrue(hand.contains(SEVEN_OF_SPADES));
        hand.remove(SEVEN_OF_SPADES);
        assertFalse(hand.contains(SEVEN_OF_SPADES));
        assertEquals(1L << ACE_OF_CLUBS, hand.held());
        assertArrayEquals(codes("AC"), contents(hand));
    }

    @Test
    void aCopyIsIndependentAndClearEmptiesEverything() {
        Hand hand = hand("7S", "AC");
        Hand copy = hand.copy();
        hand.clear();
        assertTrue(hand.isEmpty());
        assertEquals(0, hand.held());
        assertEquals(0, hand.count(SEVEN_OF_SPADES));
        assertArrayEquals(codes("AC", "7S"), contents(copy));
        hand.add(ACE_OF_CLUBS);
        assertEquals(1, hand.count(ACE_OF_CLUBS), "no count left over from before the clear");
    }

    private static Hand hand(String... names) {
        Hand hand = new Hand();
        for (String name : names) {
            hand.add(Cards.parse(name));
        }
        return hand;
    }

    private static int[] codes(String... names) {
        return Arrays.stream(names).mapToInt(Cards::parse).toArray();
    }

    private static int[] contents(Hand hand) {
        int[] held = new int[Hand.CAPACITY];
        return Arrays.copyOf(held, hand.copyInto(held, 0));
    }
}
