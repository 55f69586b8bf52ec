package org.tabula.rules.spartacus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tabula.rules.Scripted.why;

import org.junit.jupiter.api.Test;
import org.tabula.rules.CommonWhy;
import org.tabula.rules.Why;

/** The why of a Spartacus hint: low beats high, so a card is taking the trick until someone goes under it. */
class SpartacusWhyTest {
    @Test
    void aLeadTakesTheTrickUntilSomeoneGoesLower() {
        SpartacusState state = Table.start(3, 0);
        assertEquals(Why.of(SpartacusWhy.TAKING, 10), why(state, 0, "10"));
    }

    @Test
    void aPassLetsTheTrickGoAtItsWorth() {
        SpartacusState state = Table.start(3, 0);
        Table.play(state, "0:10");
        assertEquals(Why.of(SpartacusWhy.LETS_GO, 10), why(state, 1, "pass"));
        assertEquals(Why.of(SpartacusWhy.TAKING, 10 + 9), why(state, 1, "9"), "a lower card takes the 10 with it");
        assertEquals(Why.of(CommonWhy.BEST_FOUND), why(state, 1, "B"), "a banner under another's card takes nothing");
    }
}
