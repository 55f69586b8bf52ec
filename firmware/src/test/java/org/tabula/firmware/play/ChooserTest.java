package org.tabula.firmware.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;

class ChooserTest {
    @Test
    void aFlatListWrapsBothWaysAndOkGivesTheMoveUnderTheCursor() {
        Chooser chooser = Chooser.of(1, new int[] {4, 7, 9}, -1);
        assertEquals(2, chooser.cursor(), "a negative cursor counts from the end");
        chooser.step(1);
        assertEquals(OptionalInt.of(4), chooser.choose());
        chooser.step(-1);
        assertEquals(OptionalInt.of(9), chooser.choose());
        assertFalse(chooser.back(), "nothing above a flat list: BACK closes it");
    }

    @Test
    void groupsOpenWithOkAndBackReturnsToTheGroupThatWasOpen() {
        Chooser chooser = Chooser.grouped(0, List.of("Card 3", "Card 7"), List.of(new int[] {30, 31}, new int[] {70, 71, 72}));
        assertTrue(chooser.atGroups());
        chooser.step(1);
        assertEquals(OptionalInt.empty(), chooser.choose());
        assertFalse(chooser.atGroups());
        assertEquals(3, chooser.size());
        chooser.step(2);
        assertEquals(OptionalInt.of(72), chooser.choose());
        assertTrue(chooser.back());
        assertTrue(chooser.atGroups());
        assertEquals(1, chooser.cursor());
        assertFalse(chooser.back());
    }

    @Test
    void anEmptyChoiceIsABug() {
        assertThrows(IllegalArgumentException.class, () -> Chooser.of(0, new int[0], 0));
        assertThrows(IllegalArgumentException.class, () -> Chooser.grouped(0, List.of("a"), List.of()));
    }
}
