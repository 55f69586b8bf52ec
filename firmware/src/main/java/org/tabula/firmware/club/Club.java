package org.tabula.firmware.club;

import org.tabula.firmware.archive.ArchiveReader;

/**
 * The club at one box: its roster, the ratings, and the archive they are counted from; the page
 * shows them and adds to the roster, the console seats its people.
 */
public record Club(Roster roster, Ratings ratings, ArchiveReader archive) {
    /** A box that keeps no club: nobody named, no games (tests, benchmarks). */
    public static Club none() {
        return new Club(Roster.inMemory(), Ratings.inMemory(ArchiveReader.NONE), ArchiveReader.NONE);
    }

    /** The club's table of every game, or of {@code game} alone (null: every game). */
    public ClubTable table(String game) {
        return ClubTable.of(archive.entries(), ratings, game);
    }
}
