package org.tabula.firmware.club;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.tabula.firmware.archive.ArchiveEntry;
import org.tabula.rules.SeatName;
import org.tabula.rules.SeatNames;
import org.tabula.rules.games.Games;

/** What an archived game called its seats: the game's names with the people's where they had one (the one seat-name model). */
public final class ArchivedSeats {
    private ArchivedSeats() {
    }

    /** The seat names the entry's game declares, or empty for a game or player count this box does not know. */
    public static Optional<SeatNames> ofGame(ArchiveEntry entry) {
        return Games.find(entry.game()).flatMap(kind -> {
            try {
                return Optional.of(kind.seatNames(entry.seats().size()));
            } catch (RuntimeException e) {
                // A record of a player count the game no longer takes.
                return Optional.empty();
            }
        });
    }

    /** The seat names of the entry's game with its people's names, or empty for a game or player count this box does not know. */
    public static Optional<SeatNames> of(ArchiveEntry entry) {
        int seats = entry.seats().size();
        return ofGame(entry).map(names -> {
            List<SeatName> people = new ArrayList<>();
            People.of(entry.names().isEmpty() ? java.util.Collections.nCopies(seats, "") : entry.names()).seats()
                    .forEach(name -> people.add(name.map(PlayerName::seatName).orElse(null)));
            return names.seated(people);
        });
    }
}
