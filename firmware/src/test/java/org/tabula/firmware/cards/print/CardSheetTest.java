package org.tabula.firmware.cards.print;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tabula.firmware.cards.print.CardSheet.Side;
import org.tabula.firmware.cards.print.CardSheet.Slot;

class CardSheetTest {
    /** Flipped on its long edge, a portrait sheet's point x lands at (width - x) on the other side, at the same height. */
    @Test
    void eachBackLiesBehindItsFrontWhenFlippedOnTheLongEdge() {
        for (Paper paper : Paper.values()) {
            CardSheet sheet = new CardSheet(paper);
            for (int index = 0; index < CardSheet.CARDS; index++) {
                Slot front = sheet.slot(index, Side.FRONT);
                Slot back = sheet.slot(index, Side.BACK);
                assertEquals(paper.width() - front.centreX(), back.centreX(), 1e-9, paper + " card " + index);
                assertEquals(front.centreY(), back.centreY(), 1e-9, paper + " card " + index);
            }
        }
    }

    @Test
    void nineCardsAndTheirBleedFitOnEitherPaper() {
        for (Paper paper : Paper.values()) {
            CardSheet sheet = new CardSheet(paper);
            Slot topLeft = sheet.slot(0, Side.FRONT);
            Slot bottomRight = sheet.slot(CardSheet.CARDS - 1, Side.FRONT);
            assertTrue(bottomRight.x() + CardSheet.CARD_WIDTH + CardSheet.BLEED < paper.width(), paper + " width");
            assertTrue(topLeft.x() - CardSheet.BLEED > 0, paper + " left");
            assertTrue(topLeft.y() + CardSheet.CARD_HEIGHT + CardSheet.BLEED < paper.height(), paper + " top");
            assertTrue(bottomRight.y() - CardSheet.BLEED > 0, paper + " bottom");
            assertEquals(CardSheet.CARD_WIDTH, sheet.slot(1, Side.FRONT).x() - topLeft.x(), 1e-9, "cards butt against each other");
        }
    }
}
