package org.tabula.firmware.club;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import org.tabula.firmware.archive.ArchiveEntry;

/**
 * The club's table, per game: each rated player (people by name, bots by kind) with the games
 * they played, the games they won and their rating; and head to head, for each two players who
 * met on different sides, how often each came out ahead. Counted from the archive's club games
 * (those where somebody sat by name, {@link Contest}); rated by {@link Ratings}.
 */
public record ClubTable(List<GameTable> games) {
    /** One player's line: games played and won in this game, and the rating (a newcomer's if none is kept). */
    public record Row(Rater rater, int played, int won, Rating rating) {
    }

    /** Two players who met: the games they played on different sides, and how often each was on the winning side and the other not. */
    public record HeadToHead(Rater first, Rater second, int met, int firstAhead, int secondAhead) {
    }

    /** A game's table: rows by rating (its conservative {@link Rating#ordinal()}, best first), and head to head. */
    public record GameTable(String game, List<Row> rows, List<HeadToHead> headToHead) {
        public GameTable {
            rows = List.copyOf(rows);
            headToHead = List.copyOf(headToHead);
        }
    }

    public ClubTable {
        games = List.copyOf(games);
    }

    /** The table of the entries (oldest first), rated as {@code ratings} has them; {@code game} limits it to one game (null: every game). */
    public static ClubTable of(List<ArchiveEntry> entries, Ratings ratings, String game) {
        Map<String, Map<Rater, int[]>> counts = new TreeMap<>();
        Map<String, Map<List<Rater>, int[]>> meetings = new TreeMap<>();
        for (ArchiveEntry entry : entries) {
            if (game != null && !game.equals(entry.game())) {
                continue;
            }
            ArchivedSeats.ofGame(entry).flatMap(names -> Contest.of(entry, names)).ifPresent(contest -> count(contest,
                    counts.computeIfAbsent(entry.game(), g -> new HashMap<>()), meetings.computeIfAbsent(entry.game(), g -> new HashMap<>())));
        }
        List<GameTable> tables = new ArrayList<>();
        counts.forEach((name, byRater) -> {
            Map<Rater, Rating> rated = ratings.of(name);
            List<Row> rows = new ArrayList<>();
            byRater.forEach((rater, playedWon) -> rows.add(new Row(rater, playedWon[0], playedWon[1], rated.getOrDefault(rater, Rating.NEWCOMER))));
            rows.sort(Comparator.comparingDouble((Row row) -> -row.rating().ordinal()).thenComparing(Row::rater));
            List<HeadToHead> pairs = new ArrayList<>();
            meetings.get(name).forEach((pair, tally) -> pairs.add(new HeadToHead(pair.get(0), pair.get(1), tally[0], tally[1], tally[2])));
            pairs.sort(Comparator.comparing(HeadToHead::first).thenComparing(HeadToHead::second));
            tables.add(new GameTable(name, rows, pairs));
        });
        return new ClubTable(tables);
    }

    /** Counts a contest once for each rater in it (a bot may hold two seats), and once for each two who met on different sides. */
    private static void count(Contest contest, Map<Rater, int[]> counts, Map<List<Rater>, int[]> meetings) {
        Map<Rater, Integer> best = new HashMap<>();
        for (Contest.Side side : contest.sides()) {
            side.players().forEach(player -> player.ifPresent(rater -> best.merge(rater, side.place(), Math::min)));
        }
        best.forEach((rater, place) -> {
            int[] playedWon = counts.computeIfAbsent(rater, r -> new int[2]);
            playedWon[0]++;
            playedWon[1] += place == 1 ? 1 : 0;
        });
        java.util.Set<List<Rater>> met = new java.util.HashSet<>();
        List<Contest.Side> sides = contest.sides();
        for (int i = 0; i < sides.size(); i++) {
            for (int j = i + 1; j < sides.size(); j++) {
                for (Optional<Rater> a : sides.get(i).players()) {
                    for (Optional<Rater> b : sides.get(j).players()) {
                        if (a.isPresent() && b.isPresent() && !a.get().equals(b.get())
                                && met.add(a.get().compareTo(b.get()) < 0 ? List.of(a.get(), b.get()) : List.of(b.get(), a.get()))) {
                            meet(meetings, a.get(), best.get(a.get()), b.get(), best.get(b.get()));
                        }
                    }
                }
            }
        }
    }

    private static void meet(Map<List<Rater>, int[]> meetings, Rater a, int aPlace, Rater b, int bPlace) {
        boolean aFirst = a.compareTo(b) < 0;
        int[] tally = meetings.computeIfAbsent(aFirst ? List.of(a, b) : List.of(b, a), pair -> new int[3]);
        tally[0]++;
        if (aPlace != bPlace) {
            boolean aAhead = aPlace < bPlace;
            tally[aAhead == aFirst ? 1 : 2]++;
        }
    }
}
