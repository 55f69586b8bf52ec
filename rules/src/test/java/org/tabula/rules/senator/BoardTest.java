package org.tabula.rules.senator;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

class BoardTest {
    /** docs/rules.md's Senator entries, one by one: the square each entry puts its card on. */
    private static final Map<String, String> ENTRY_SQUARES = Map.ofEntries(
            Map.entry("D0", "10"), Map.entry("D1", "01"), Map.entry("D2", "02"), Map.entry("D3", "03"), Map.entry("D4", "14"),
            Map.entry("U0", "30"), Map.entry("U1", "41"), Map.entry("U2", "42"), Map.entry("U3", "43"), Map.entry("U4", "34"),
            Map.entry("R0", "01"), Map.entry("R1", "10"), Map.entry("R2", "20"), Map.entry("R3", "30"), Map.entry("R4", "41"),
            Map.entry("L0", "03"), Map.entry("L1", "14"), Map.entry("L2", "24"), Map.entry("L3", "34"), Map.entry("L4", "43"));

    @Test
    void theTwentyEntriesEnterWhereRulesMdSays() {
        for (int entry = 0; entry < Board.ENTRIES; entry++) {
            String name = Board.entryName(entry);
            assertEquals(ENTRY_SQUARES.get(name), Board.squareName(Board.entrySquare(entry)), name);
        }
        assertEquals(20, IntStream.range(0, Board.ENTRIES).mapToObj(Board::entryName).distinct().count());
    }

    @Test
    void cornerStairsHaveTwoEntriesAndMiddleStairsOne() {
        Map<String, Long> entriesPerSquare = IntStream.range(0, Board.ENTRIES)
                .mapToObj(entry -> Board.squareName(Board.entrySquare(entry)))
                .collect(Collectors.groupingBy(square -> square, TreeMap::new, Collectors.counting()));
        Map<String, Long> expected = new TreeMap<>();
        for (String cornerStair : List.of("01", "03", "10", "14", "30", "34", "41", "43")) {
            expected.put(cornerStair, 2L);
        }
        for (String middleStair : List.of("02", "20", "24", "42")) {
            expected.put(middleStair, 1L);
        }
        assertEquals(expected, entriesPerSquare);
    }

    @Test
    void twentyOneSquaresNineInTheSenate() {
        assertEquals(List.of("01", "02", "03", "10", "11", "12", "13", "14", "20", "21", "22", "23", "24",
                "30", "31", "32", "33", "34", "41", "42", "43"), Board.squareNames());
        assertEquals(List.of("11", "12", "13", "21", "22", "23", "31", "32", "33"),
                IntStream.of(Board.SQUARE_CELLS).filter(Board::isSenate).mapToObj(Board::squareName).toList());
    }

    @Test
    void linesRunInPushDirection() {
        assertEquals(List.of("01", "11", "21", "31", "41"), line("D1"));
        assertEquals(List.of("41", "31", "21", "11", "01"), line("U1"));
        assertEquals(List.of("10", "20", "30"), line("D0"));
        assertEquals(List.of("34", "24", "14"), line("U4"));
        assertEquals(List.of("20", "21", "22", "23", "24"), line("R2"));
        assertEquals(List.of("24", "23", "22", "21", "20"), line("L2"));
        assertEquals(List.of("01", "02", "03"), line("R0"));
        assertEquals(List.of("43", "42", "41"), line("L4"));
    }

    private static List<String> line(String entry) {
        int index = Board.entryNamed(entry.charAt(0), entry.charAt(1) - '0');
        return IntStream.of(Board.ENTRY_LINE[index]).mapToObj(Board::squareName).toList();
    }
}
