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
 * newcomer's rating that is not kept), and each side's place in the game's final standing: the
 * winners first, then the others by their scores, higher first, equal scores tied (a shared place,
 * the next place counting them all: 1, 2, 2, 4). Partners score together, so a side's score is
 * theirs (the best of its seats', should they differ). A series counts once, by its standing at
 * its end: the totals the archive keeps for it, as its winners are the best totals.
 *
 * @param number the archive's number of the game
 * @param game   the game's name in scripts
 * @param sides  the sides in seat order of their first seat
 */
public record Contest(int number, String game, List<Side> sides) {
    /** One side: its place (1 for the winners, then 2 and on by the standing) and who played on it, each seat's rater or empty for a guest. */
    public record Side(int place, List<Optional<Rater>> players) {
        public Side {
            players = List.copyOf(players);
        }
    }

    public Contest {
        sides = List.copyOf(sides);
    }

    /** A side's standing as the game left it: whether it won, and its score. */
    private record Standing(boolean won, int score) implements Comparable<Standing> {
        Standing with(boolean alsoWon, int alsoScore) {
            return new Standing(won || alsoWon, Math.max(score, alsoScore));
        }

        /** Better first: the winners, then the higher score. */
        @Override
        public int compareTo(Standing other) {
            return won != other.won ? (won ? -1 : 1) : Integer.compare(other.score, score);
        }
    }

    /**
     * The contest of an archive entry, its sides as {@code seatNames} declares them, or empty when it
     * is no club game: nobody sat there by name, or fewer than two sides.
     */
    public static Optional<Contest> of(ArchiveEntry entry, SeatNames seatNames) {
        int seats = entry.seats().size();
        if (seatNames.count() != seats || seats < 2 || entry.scores().size() != seats) {
            return Optional.empty();
        }
        TreeMap<Integer, List<Optional<Rater>>> players = new TreeMap<>();
        TreeMap<Integer, Standing> standings = new TreeMap<>();
        boolean named = false;
        for (int seat = 0; seat < seats; seat++) {
            int side = seatNames.side(seat);
            String name = entry.name(seat);
            named |= !name.isEmpty();
            Optional<Rater> rater = !name.isEmpty() ? Optional.of(Rater.person(name))
                    : ArchiveEntry.PEOPLE.equals(entry.seats().get(seat)) ? Optional.empty() : Optional.of(Rater.botOf(entry.seats().get(seat)));
            players.computeIfAbsent(side, s -> new ArrayList<>()).add(rater);
            Standing own = new Standing(entry.winners().contains(seat), entry.scores().get(seat));
            standings.merge(side, own, (before, more) -> before.with(more.won(), more.score()));
        }
        if (!named || players.size() < 2) {
            return Optional.empty();
        }
        List<Side> sides = new ArrayList<>();
        players.forEach((side, who) -> {
            Standing standing = standings.get(side);
            int ahead = (int) standings.values().stream().filter(other -> other.compareTo(standing) < 0).count();
            sides.add(new Side(1 + ahead, who));
        });
        return Optional.of(new Contest(entry.number(), entry.game(), sides));
    }
}
