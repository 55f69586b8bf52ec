package org.tabula.firmware.archive;

import java.time.Instant;
import java.util.List;

/**
 * What the archive says of one finished game or series, its replay script aside
 * ({@link ArchiveReader#script}).
 *
 * @param number   counts the games archived in this state folder, from 1; it stays with the game
 * @param finished when the game (the series' last game) ended
 * @param game     the game's name in replay scripts ({@code "sumo"})
 * @param seats    who played each seat: {@link #PEOPLE}, or the bot's kind ({@code "ismcts"})
 * @param scores   each seat's score: the series' totals for a series
 * @param winners  the seats that won (the game, or the series)
 * @param games    the games played: 1, or the series' count
 * @param names    the name of the person at each seat as the roster had it, "" where nobody named
 *                 sat; empty for a game archived before the box knew names
 */
public record ArchiveEntry(int number, Instant finished, String game, List<String> seats, List<Integer> scores,
        List<Integer> winners, int games, List<String> names) {
    /** A seat people played. */
    public static final String PEOPLE = "people";

    public ArchiveEntry {
        seats = List.copyOf(seats);
        scores = List.copyOf(scores);
        winners = List.copyOf(winners);
        names = List.copyOf(names);
        if (!names.isEmpty() && names.size() != seats.size()) {
            throw new IllegalArgumentException(names.size() + " names for " + seats.size() + " seats");
        }
    }

    /** An entry without names. */
    public ArchiveEntry(int number, Instant finished, String game, List<String> seats, List<Integer> scores, List<Integer> winners,
            int games) {
        this(number, finished, game, seats, scores, winners, games, List.of());
    }

    /** The name of the person who played the seat, or "" (a bot, or people without a name). */
    public String name(int seat) {
        return names.isEmpty() ? "" : names.get(seat);
    }

    /** Whether it was a series of games rather than one game. */
    public boolean series() {
        return games > 1;
    }
}
