package org.tabula.firmware.play.engarde;

import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.spite.PlayingCard;
import org.tabula.firmware.cards.spite.SpiteDeck;

/**
 * En Garde is played with cards the box already knows: the aces to fives of the Spite deck, five
 * of each value in any suits (docs/playing.md, En Garde). An ace is a 1; a card's value is its
 * rank, its suit and copy do not matter.
 */
final class EnGardeCards {
    /** The highest value of the game. */
    static final int HIGHEST = 5;

    private EnGardeCards() {
    }

    /** The En Garde value of a physical card, 1 to 5; 0 for a card the game does not use (6 to king, a joker, a Roman card). */
    static int value(Card card) {
        if (card.deck() != SpiteDeck.DECK) {
            return 0;
        }
        int rank = PlayingCard.of(card).rank();
        return rank > HIGHEST ? 0 : rank;
    }
}
