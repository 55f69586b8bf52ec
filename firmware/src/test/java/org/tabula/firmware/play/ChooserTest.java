package org.tabula.firmware.play;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import org.tabula.display.text.Text;

class ChooserTest {
    @Test
    void aFlatListWrapsBothWaysAndGivesTheMoveUnderTheCursor() {
        Chooser chooser = Chooser.of(1, new int[] {4, 7, 9}, -1);
        assertFalse(chooser.atGroups());
        assertEquals(2, chooser.cursor(), "a negative cursor counts from the end");
        chooser.step(1);
        assertEquals(4, chooser.chosenMove());
        chooser.step(-1);
        assertEquals(9, chooser.chosenMove());
    }

    @Test
    void aListOfGroupsGivesTheGroupUnderTheCursor() {
        Chooser chooser = Chooser.grouped(0, List.of(Text.plain("Card 3"), Text.plain("Card 7")), List.of(new int[] {30, 31}, new int[] {70, 71, 72}), 0);
        assertTrue(chooser.atGroups());
        chooser.step(1);
        assertEquals(Text.plain("Card 7"), chooser.chosenGroupLabel());
        assertArrayEquals(new int[] {70, 71, 72}, chooser.chosenGroup());
        chooser.step(1);
        assertEquals(Text.plain("Card 3"), chooser.chosenGroupLabel());
    }

    @Test
    void anEmptyChoiceIsABug() {
        assertThrows(IllegalArgumentException.class, () -> Chooser.of(0, new int[0], 0));
        assertThrows(IllegalArgumentException.class, () -> Chooser.grouped(0, List.of(Text.plain("a")), List.of(), 0));
    }
}
