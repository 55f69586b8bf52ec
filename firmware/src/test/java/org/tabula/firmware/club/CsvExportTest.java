package org.tabula.firmware.club;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import org.tabula.display.text.Language;
import org.tabula.firmware.archive.ArchiveEntry;

class CsvExportTest {
    private static final Instant NIGHT = Instant.parse("2026-11-25T21:04:00Z");

    @Test
    void aRowPerSeatQuotedAsRfc4180SaysAndNoFormulaLeftToRun() {
        ArchiveEntry sumo = new ArchiveEntry(7, NIGHT, "sumo", List.of(ArchiveEntry.PEOPLE, "ismcts"), List.of(0, 0), List.of(0), 1,
                List.of("=SUM(1,\"x\")", ""));
        ArchiveEntry spartacus = new ArchiveEntry(8, NIGHT, "spartacus", List.of(ArchiveEntry.PEOPLE, ArchiveEntry.PEOPLE, ArchiveEntry.PEOPLE),
                List.of(12, -3, 9), List.of(0), 1, List.of("Aki, Jr", "", "ミナミ"));
        String csv = CsvExport.of(List.of(sumo, spartacus), Language.english());
        List<String> lines = List.of(csv.split("\r\n", -1));
        assertEquals(List.of(
                CsvExport.HEADER,
                "7,2026-11-25T21:04:00Z,sumo,1,1,East,\"'=SUM(1,\"\"x\"\")\",no,0,yes",
                "7,2026-11-25T21:04:00Z,sumo,1,2,West,ismcts,yes,0,no",
                "8,2026-11-25T21:04:00Z,spartacus,1,1,Red,\"Aki, Jr\",no,12,yes",
                "8,2026-11-25T21:04:00Z,spartacus,1,2,Blue,,no,-3,no",
                "8,2026-11-25T21:04:00Z,spartacus,1,3,Green,ミナミ,no,9,no",
                ""), lines);
    }

    @Test
    void everyFormulaStartIsDefused() {
        for (String start : List.of("=", "+", "-", "@", "\t", "\r")) {
            String field = CsvExport.text(start + "1+1");
            assertEquals('\'', field.charAt(field.startsWith("\"") ? 1 : 0), start);
        }
        assertEquals("Aki", CsvExport.text("Aki"));
        assertEquals("\"a\nb\"", CsvExport.text("a\nb"));
    }
}
