package org.tabula.firmware.web;

import java.util.List;
import java.util.Optional;

import org.tabula.firmware.archive.ArchiveReader;
import org.tabula.firmware.club.ArchivedSeats;
import org.tabula.firmware.club.Club;
import org.tabula.firmware.play.ConsoleGames;

/**
 * The page's listing of the box's archive: the newest {@value #LISTED} games or series by their
 * numbers, newest first (older ones stay in the archive, for {@code tabula games}), each with its
 * seats named as the game called them, the people by their names. A game the box no longer plays
 * (a service-loaded game since removed), or no longer at that player count, is left out of the
 * list, since the page could not name it or its seats.
 */
public final class ArchivedGames implements ArchiveListing {
    /** As many as a phone scrolls through; each costs the decoding of its entry. */
    static final int LISTED = 100;

    private final ArchiveReader archive;
    private final Club club;

    public ArchivedGames(ArchiveReader archive) {
        this(archive, Club.none());
    }

    /** The archive of a club: its roster and ratings beside the games. */
    public ArchivedGames(ArchiveReader archive, Club club) {
        this.archive = archive;
        this.club = club;
    }

    @Override
    public Club club() {
        return club;
    }

    @Override
    public List<Entry> list() {
        return archive.latest(LISTED).stream()
                .flatMap(entry -> ConsoleGames.find(entry.game()).flatMap(game -> ArchivedSeats.of(entry).map(seats -> new Entry(
                        Integer.toString(entry.number()), game.kind(), entry.finished(), seats, entry.scores(), entry.winners()))).stream())
                .toList();
    }

    @Override
    public Optional<String> scriptOf(String id) {
        if (!id.matches("[0-9]{1,9}")) {
            return Optional.empty();
        }
        return archive.script(Integer.parseInt(id));
    }
}
