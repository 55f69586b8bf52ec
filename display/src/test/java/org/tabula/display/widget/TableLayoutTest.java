package org.tabula.display.widget;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.tabula.display.frame.Frame;
import org.tabula.display.frame.Rect;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;

/** Where a table's columns go: as declared while the names fit, else the names take their room and the details leave. */
class TableLayoutTest {
    private static final Rect SCREEN = new Rect(0, 10, Frame.WIDTH, 50);
    private static final Language ENGLISH = Language.english();

    /** A names' column, two details that give way together, a third that gives way after them, and the score, which stays. */
    private static Table table(String... names) {
        List<Table.Column> columns = List.of(new Table.Column(Text.plain(""), 0, Align.LEFT),
                new Table.Column(Text.plain("Won"), 16, Align.RIGHT).givingWay(1),
                new Table.Column(Text.plain("Pts"), 22, Align.RIGHT).givingWay(1),
                new Table.Column(Text.plain("Hand"), 22, Align.RIGHT).givingWay(2),
                new Table.Column(Text.plain("Total"), 26, Align.RIGHT));
        return new Table(columns, java.util.Arrays.stream(names)
                .map(name -> new Table.Line(List.of(Text.plain(name), Text.number(3), Text.number(45), Text.number(-17), Text.number(28)), false))
                .toList());
    }

    private static TableLayout layout(Table table) {
        return TableLayout.of(table, ENGLISH, ENGLISH.fonts().small(), SCREEN);
    }

    @Test
    void namesThatFitLeaveTheColumnsAsDeclared() {
        TableLayout layout = layout(table("Red", "Yel"));
        assertEquals(List.of(0, 1, 2, 3, 4), layout.shown());
        assertArrayEquals(new int[] {25, 16, 22, 22, 26}, layout.widths());
        assertArrayEquals(layout.lefts(), layout.headerLefts());
        assertTrue(layout.namesFit());
    }

    /** Six letters (30 dots): the number columns close up to their headings, and every column stays. */
    @Test
    void aNameALittleWideClosesUpTheNumbers() {
        TableLayout layout = layout(table("Bartho", "Yel"));
        assertEquals(List.of(0, 1, 2, 3, 4), layout.shown());
        assertArrayEquals(new int[] {15, 15, 20, 25}, java.util.Arrays.copyOfRange(layout.widths(), 1, 5));
        assertTrue(layout.widths()[0] >= 30);
        assertTrue(layout.namesFit());
    }

    /** Twelve letters: the details of the first order leave together, the next stays while the name fits beside it. */
    @Test
    void aLongNameSendsTheDetailsAwayInTheirOrder() {
        TableLayout layout = layout(table("WWWWWWWWWWWW", "Yel"));
        assertEquals(List.of(0, 3, 4), layout.shown());
        assertTrue(layout.widths()[0] >= 60);
        assertTrue(layout.namesFit());
    }

    /** Twelve kana (96 dots): only the score stays, as narrow as its figures, its heading reaching left over the names' blank heading. */
    @Test
    void theWidestNameKeepsTheScoreItsHeadingOverTheNames() {
        TableLayout layout = layout(table("タカハシ・サクラコタロウ", "Yel"));
        assertEquals(List.of(0, 4), layout.shown());
        assertEquals(10, layout.widths()[1]);
        assertEquals(96, ENGLISH.fonts().small().width("タカハシ・サクラコタロウ"));
        assertTrue(layout.widths()[0] >= 96);
        int headerRight = layout.lefts()[1] + layout.widths()[1];
        assertTrue(headerRight - layout.headerLefts()[1] >= ENGLISH.fonts().small().width("Total"), "the heading has its room");
        assertTrue(layout.namesFit());
    }

    @Test
    void aNameWiderThanAnyRoomIsToldOf() {
        assertFalse(table("タカハシ・サクラコタロウ").namesFit(ENGLISH, 90));
        assertTrue(table("Red").namesFit(ENGLISH, 90));
    }

    @Test
    void aTableHasOneNamesColumnAtMost() {
        List<Table.Column> two = List.of(new Table.Column(Text.plain(""), 0, Align.LEFT), new Table.Column(Text.plain(""), 0, Align.LEFT));
        assertThrows(IllegalArgumentException.class, () -> new Table(two, List.of()));
        assertThrows(IllegalArgumentException.class, () -> new Table.Column(Text.plain(""), 10, Align.LEFT).givingWay(-1));
    }
}
