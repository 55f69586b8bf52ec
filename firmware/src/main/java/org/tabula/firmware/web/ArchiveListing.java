package org.tabula.firmware.web;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import org.tabula.firmware.club.Club;
import org.tabula.rules.GameKind;
import org.tabula.rules.SeatNames;

/**
 * The finished games the page lists, each with its replay script to download. The archive of the
 * state folder provides it; {@link #NONE} is a box that keeps no archive.
 */
public interface ArchiveListing {
    /** No finished games. */
    ArchiveListing NONE = new ArchiveListing() {
        @Override
        public List<Entry> list() {
            return List.of();
        }

        @Override
        public Optional<String> scriptOf(String id) {
            return Optional.empty();
        }
    };

    /**
     * One finished game or series.
     *
     * @param id       how the archive names it: letters, digits, {@code -} and {@code _} only
     * @param kind     the game
     * @param finished when it ended
     * @param seats    what the game called its seats, the people by their names where they had one
     * @param scores   each seat's final score (the series' totals for a series)
     * @param winners  the seats that won (the game, or the series)
     */
    record Entry(String id, GameKind kind, Instant finished, SeatNames seats, List<Integer> scores, List<Integer> winners) {
        public Entry {
            scores = List.copyOf(scores);
            winners = List.copyOf(winners);
        }
    }

    /** The finished games, newest first. */
    List<Entry> list();

    /** The replay script of the game {@code id}, or empty if there is none of that name. */
    Optional<String> scriptOf(String id);

    /** The club the games were played by: its roster and ratings (none for a box without a state folder). */
    default Club club() {
        return Club.none();
    }
}
