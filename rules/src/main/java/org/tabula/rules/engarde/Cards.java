package org.tabula.rules.engarde;

/** The En Garde pack: five cards of each value from 1 to 5, and the hand each fencer holds. */
final class Cards {
    /** Card values run from 1 to this. */
    static final int VALUES = 5;
    /** Cards of each value in the pack. */
    static final int COPIES = 5;
    static final int PACK = VALUES * COPIES;
    /** A full hand. */
    static final int HAND = 5;

    private Cards() {
    }

    /** A card's place in a parry's number: how many of each value, in base 6. */
    static int weight(int card) {
        int weight = 1;
        for (int v = 1; v < card; v++) {
            weight *= 6;
        }
        return weight;
    }

    /** The 25 cards in value order. */
    static int[] pack() {
        int[] cards = new int[PACK];
        for (int i = 0; i < PACK; i++) {
            cards[i] = i / COPIES + 1;
        }
        return cards;
    }
}
