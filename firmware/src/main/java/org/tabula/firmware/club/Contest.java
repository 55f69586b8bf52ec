package org.tabula.firmware.club;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;

import org.tabula.firmware.archive.ArchiveEntry;
import org.tabula.rules.SeatNames;

/**
 * An archived game as the ratings see it: its sides (partners together, anyone else alone), who
 * played on each (a named person, a bot, or a guest: people without a name, who take part with a
 * newcomer's rating that is not kept), and each side's place: the winners first, tied, and
 * everyone else after them, tied. Only who won is used: not every game's score orders the others
 * (a Sumo bout has none), and a series counts once, by its winners.
 *
 * @param number the archive's number of the game
 * @param game   the game's name in scripts
 * @param sides  the sides in seat order of their first seat
 */
public record Contest(int number, String game, List<Side> sides) {
    /** One side: its place (1 for the winners, 2 for the rest) and who played on it, each seat's rater or empty for a guest. */
    public record Side(int place, List<Optional<Rater>> players) {
        public Side {
            players = List.copyOf(players);
        }
    }

    public Contest {
        sides = List.copyOf(sides);
    }

    /**
     * The contest of an archive entry, its sides as {@code seatNames} declares them, or empty when it
     * is no club game: nobody sat there by name, or fewer than two sides.
     */
    public static Optional<Contest> of(ArchiveEntry entry, SeatNames seatNames) {
        int seats = entry.seats().size();
        if (seatNames.count() != seats || seats < 2) {
            return Optional.empty();
        }
        TreeMap<Integer, List<Optional<Rater>>> players = new TreeMap<>();
        TreeMap<Integer, Boolean> won = new TreeMap<>();
        boolean named = false;
        for (int seat = 0; seat < seats; seat++) {
            int side = seatNames.side(seat);
            String name = entry.name(seat);
            named |= !name.isEmpty();
            Optional<Rater> rater = !name.isEmpty() ? Optional.of(Rater.person(name))
                    : ArchiveEntry.PEOPLE.equals(entry.seats().get(seat)) ? Optional.empty() : Optional.of(Rater.botOf(entry.seats().get(seat)));
            players.computeIfAbsent(side, s -> new ArrayList<>()).add(rater);
            won.merge(side, entry.winners().contains(seat), Boolean::logicalOr);
        }
        if (!named || players.size() < 2) {
            return Optional.empty();
        }
        List<Side> sides = new ArrayList<>();
        players.forEach((side, who) -> sides.add(new Side(won.get(side) ? 1 : 2, who)));
        return Optional.of(new Contest(entry.number(), entry.game(), sides));
    }
}
