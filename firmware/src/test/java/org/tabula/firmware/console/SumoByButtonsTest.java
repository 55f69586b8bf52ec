package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import org.tabula.firmware.play.Match;
import org.tabula.hal.Button;

class SumoByButtonsTest {
    private static Match match(TestBox box) {
        return ((PlayActivity) box.console().activity()).match();
    }

    @Test
    void aWholeGameWithTheButtonsAloneEndsOnTheScoreScreen() {
        TestBox box = new TestBox(2, 7).choose("Start");
        assertTrue(box.text().startsWith("Sumo"), box.text());
        assertTrue(box.text().contains("East: OK secretly"), box.text());
        // East opens the list of its cards, moves to 6 and plays it.
        box.play("Play 6");
        assertTrue(box.text().contains("West: tap or OK"), box.text());
        assertTrue(box.text().contains("! East has chosen"), box.text());
        box.play("Play 3");
        // 6 vs 3 pushes West 9 squares: out of the ring.
        assertTrue(box.text().startsWith("Game over"), box.text());
        assertTrue(box.text().contains("East: 1 (won)"), box.text());
        assertEquals(java.util.List.of("0:6", "1:3"), match(box).moves());
        box.press(Button.OK);
        assertTrue(box.text().startsWith("Tabula"), box.text());
    }

    @Test
    void aChosenCardNeverShowsBeforeTheReveal() {
        TestBox box = new TestBox(2, 7).choose("Start").play("Play 5");
        String afterChoice = box.text();
        assertTrue(afterChoice.contains("East: 1 2 3 4 5 6 *"), afterChoice);
        assertFalse(afterChoice.replace("1 2 3 4 5 6", "").contains("5"), afterChoice);
        // West looks at its own list: only its own cards, never East's choice.
        box.press(Button.OK);
        assertTrue(box.text().startsWith("West: choose"), box.text());
        assertFalse(box.text().contains("ownChoice"), box.text());
    }

    @Test
    void backUndoesASelectionAndTheGameGoesOn() {
        TestBox box = new TestBox(2, 7).choose("Start");
        box.press(Button.OK, Button.RIGHT, Button.RIGHT);
        assertTrue(box.text().contains("> Play 3"), box.text());
        box.press(Button.BACK);
        assertTrue(box.text().contains("East: OK"), box.text());
        assertEquals(0, match(box).moves().size());
        box.play("Play 2");
        assertEquals(java.util.List.of("0:2"), match(box).moves());
    }

    @Test
    void withBothSeatsToMoveLeftAndRightPickWhoseTurnTheButtonsServe() {
        TestBox box = new TestBox(2, 7).choose("Start");
        box.press(Button.RIGHT);
        assertTrue(box.text().contains("West: OK secretly"), box.text());
        box.play("Play 4");
        assertEquals(java.util.List.of("1:4"), match(box).moves());
        assertTrue(box.text().contains("East: tap or OK"), box.text());
    }

    @Test
    void passIsRefusedInSumoAndChangesNothing() {
        TestBox box = new TestBox(2, 7).choose("Start");
        int frames = box.devices.oledWrites.size();
        int[] before = box.leds();
        box.press(Button.PASS);
        assertTrue(box.text().contains("! East cannot pass now"), box.text());
        assertEquals(0, match(box).moves().size());
        assertTrue(box.devices.oledWrites.size() > frames, "the refusal is shown");
        assertTrue(box.pulsesRed(), "a red pulse");
        box.pass(1000);
        org.junit.jupiter.api.Assertions.assertArrayEquals(before, box.leds(), "then the strip as it was");
    }
}
