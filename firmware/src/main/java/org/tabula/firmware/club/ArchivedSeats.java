package org.tabula.firmware.club;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.tabula.firmware.archive.ArchiveEntry;
import org.tabula.rules.SeatNames;
import org.tabula.rules.games.Games;

/** What an archived game called its seats: the game's names with the people's where they had one (the one seat-name model). */
public final class ArchivedSeats {
    private ArchivedSeats() {
    }

    /** The seat names of the entry's game with its people's names, or empty for a game or player count this box does not know. */
    public static Optional<SeatNames> of(ArchiveEntry entry) {
        int seats = entry.seats().size();
        return Games.find(entry.game()).flatMap(kind -> {
            try {
                return Optional.of(kind.seatNames(seats));
            } catch (RuntimeException e) {
                return Optional.empty();
            }
        }).map(names -> {
            List<String> people = new ArrayList<>();
            for (int seat = 0; seat < seats; seat++) {
                people.add(entry.name(seat).isEmpty() ? null : entry.name(seat));
            }
            return names.seated(people);
        });
    }
}
