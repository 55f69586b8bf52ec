package org.tabula.firmware.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.firmware.archive.Archive;
import org.tabula.firmware.archive.ArchiveEntry;
import org.tabula.rules.SeatName;
import org.tabula.rules.SeatNames;
import org.tabula.rules.spartacus.Spartacus;
import org.tabula.rules.sumo.Sumo;

/**
 * The page lists the box's own archive: newest first, by number, each with its seats named (the
 * people by their names) and its script; a game the box no longer plays, or not at that count, is left out.
 */
class ArchivedGamesTest {
    private static final Instant NIGHT = Instant.parse("2026-11-25T21:04:00Z");

    @TempDir
    Path state;

    @Test
    void theArchiveIsListedNewestFirstWithEachScript() throws Exception {
        try (Archive archive = Archive.open(state, 64)) {
            archive.add(NIGHT, "sumo", List.of(ArchiveEntry.PEOPLE, ArchiveEntry.PEOPLE), List.of(1, 0), List.of(0), 1, "{\"sumo\":1}");
            archive.add(NIGHT.plusSeconds(60), "gone", List.of(ArchiveEntry.PEOPLE, ArchiveEntry.PEOPLE), List.of(3, 4), List.of(1), 1,
                    "{\"gone\":2}");
            archive.add(NIGHT.plusSeconds(120), "spartacus", List.of(ArchiveEntry.PEOPLE, ArchiveEntry.PEOPLE, "random"),
                    List.of("Bartholomeus", "", ""), List.of(10, 20, 30), List.of(0), 1, "{\"spartacus\":3}");
            // Four seats in a record of Sumo, which has two: the page could not name them.
            archive.add(NIGHT.plusSeconds(180), "sumo", List.of(ArchiveEntry.PEOPLE, ArchiveEntry.PEOPLE, ArchiveEntry.PEOPLE, ArchiveEntry.PEOPLE),
                    List.of(1, 0, 0, 0), List.of(0), 1, "{\"sumo\":4}");
            ArchivedGames listing = new ArchivedGames(archive);
            // The person by the whole name, where the small screen calls them Bartho; the others as the game calls them.
            SeatNames spartacus = Spartacus.KIND.seatNames(3).seated(Arrays.asList(SeatName.person("Bartholomeus", "Bartho"), null, null));
            assertEquals(List.of(new ArchiveListing.Entry("3", Spartacus.KIND, NIGHT.plusSeconds(120), spartacus, List.of(10, 20, 30), List.of(0)),
                    new ArchiveListing.Entry("1", Sumo.KIND, NIGHT, Sumo.KIND.seatNames(2), List.of(1, 0), List.of(0))), listing.list());
            assertEquals(Optional.of("{\"sumo\":1}"), listing.scriptOf("1"));
            assertEquals(Optional.empty(), listing.scriptOf("9"));
            assertEquals(Optional.empty(), listing.scriptOf("../1"));
        }
    }
}
