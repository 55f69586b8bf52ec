package org.tabula.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A series of games of one kind with running totals: a fixed number of games, or until a seat
 * reaches a target score (Wheel of History to 50, Spite and Malice to 100). Immutable.
 */
public final class Series {
    /** When a series ends: after {@code games} games (0: no limit) or once a total reaches {@code points} (0: none). */
    public record Goal(int games, int points) {
        public Goal {
            if (games < 0 || points < 0 || (games == 0 && points == 0)) {
                throw new GameConfigException("a series needs a number of games or a target score of at least 1 (the other 0), not "
                        + games + " games and " + points + " points");
            }
        }

        public static Goal games(int games) {
            return new Goal(games, 0);
        }

        public static Goal points(int points) {
            return new Goal(0, points);
        }
    }

    private final Goal goal;
    private final int[] totals;
    private final List<int[]> results;

    private Series(Goal goal, int[] totals, List<int[]> results) {
        this.goal = goal;
        this.totals = totals;
        this.results = results;
    }

    public static Series start(Goal goal, int players) {
        return new Series(goal, new int[players], List.of());
    }

    public Goal goal() {
        return goal;
    }

    /** The series after one more finished game with these scores. */
    public Series record(int[] scores) {
        if (isOver()) {
            throw new IllegalStateException("the series is already over");
        }
        if (scores.length != totals.length) {
            throw new IllegalArgumentException("expected " + totals.length + " scores, got " + scores.length);
        }
        int[] newTotals = totals.clone();
        for (int i = 0; i < scores.length; i++) {
            newTotals[i] += scores[i];
        }
        List<int[]> newResults = new ArrayList<>(results);
        newResults.add(scores.clone());
        return new Series(goal, newTotals, List.copyOf(newResults));
    }

    public int gamesPlayed() {
        return results.size();
    }

    /** The scores of game {@code index} (from 0). */
    public int[] result(int index) {
        return results.get(index).clone();
    }

    public int[] totals() {
        return totals.clone();
    }

    public boolean isOver() {
        if (goal.games() > 0 && results.size() >= goal.games()) {
            return true;
        }
        return goal.points() > 0 && Arrays.stream(totals).anyMatch(total -> total >= goal.points());
    }

    /** The seats with the best total once the series is over (all tied seats); none before. */
    public Seats winners() {
        if (!isOver()) {
            return Seats.NONE;
        }
        return Seats.withHighest(totals);
    }
}
