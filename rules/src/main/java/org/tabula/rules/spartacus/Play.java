package org.tabula.rules.spartacus;

/**
 * One card on the table: who played it and which. Each colour belongs to one seat, so the seat
 * is also the card's colour.
 */
public record Play(int seat, SpartacusCard card) {
    @Override
    public String toString() {
        return seat + ":" + card.notation();
    }
}
