package org.tabula.display.engarde;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PisteLedsTest {
    private static final int SQUARES = 23;

    @Test
    void onTheReferenceStripEveryDistanceUpTo18IsOneLedASquare() {
        for (int first = 1; first < SQUARES; first++) {
            for (int second = first + 1; second <= SQUARES; second++) {
                PisteLeds piste = new PisteLeds(19, SQUARES, first, second);
                int distance = second - first;
                assertEquals(0, piste.led(1), first + "," + second);
                assertEquals(18, piste.led(SQUARES), first + "," + second);
                for (int square = 2; square <= SQUARES; square++) {
                    assertTrue(piste.led(square) >= piste.led(square - 1), "in order: " + first + "," + second + " at " + square);
                }
                if (distance <= 18) {
                    assertFalse(piste.folded());
                    assertEquals(distance, piste.fencer(1) - piste.fencer(0), first + "," + second);
                    for (int square = first; square <= second; square++) {
                        assertEquals(piste.fencer(0) + square - first, piste.led(square));
                    }
                } else {
                    assertTrue(piste.folded());
                    assertEquals(0, piste.fencer(0));
                    assertEquals(18, piste.fencer(1));
                }
            }
        }
    }

    @Test
    void aSideWithRoomToRetreatKeepsAnLedWhenTwoAreSpare() {
        // Distance 16: two LEDs spare; seat 0 has 5 squares behind, seat 1 one.
        PisteLeds piste = new PisteLeds(19, SQUARES, 6, 22);
        assertEquals(1, piste.fencer(0));
        assertEquals(17, piste.fencer(1));
        assertEquals(18, piste.led(23));
    }

    @Test
    void aStripAsLongAsThePisteOrLongerIsOneToOneInTheMiddle() {
        PisteLeds exact = new PisteLeds(23, SQUARES, 1, 23);
        for (int square = 1; square <= SQUARES; square++) {
            assertEquals(square - 1, exact.led(square));
        }
        PisteLeds longer = new PisteLeds(30, SQUARES, 4, 9);
        assertEquals(3, longer.led(1));
        assertEquals(25, longer.led(23));
        assertEquals(5, longer.fencer(1) - longer.fencer(0));
    }

    @Test
    void tooShortAStripOrImpossibleFencersAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new PisteLeds(1, SQUARES, 1, 23));
        assertThrows(IllegalArgumentException.class, () -> new PisteLeds(19, SQUARES, 9, 9));
    }
}
