package org.tabula.firmware.script;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

import org.tabula.rules.Game;
import org.tabula.rules.Series;

/**
 * A replay script (docs/replay.md): the game with its players and options, who plays each seat,
 * the series' goal, and each game's deal. One game is a series of one ({@link Series.Goal#games}
 * 1); {@link ScriptReader} reads it and {@link ScriptWriter} writes it.
 */
public record Script(Game game, List<Player> players, Series.Goal goal, List<Deal> deals) {
    public Script {
        players = List.copyOf(players);
        deals = List.copyOf(deals);
        if (players.size() != game.players()) {
            throw new IllegalArgumentException(game.players() + " seats needed, " + players.size() + " given");
        }
        if (deals.isEmpty()) {
            throw new IllegalArgumentException("a script has at least one game");
        }
    }

    /** A script whose seats are all played by people. */
    public static List<Player> humans(Game game) {
        return Collections.nCopies(game.players(), Player.HUMAN);
    }

    /**
     * Whether a script counts as a series, with a {@code "series"} in its output and a
     * {@code "gameIndex"} in its errors: more than one game, or a goal other than one game.
     */
    public static boolean isSeries(Series.Goal goal, int games) {
        return games > 1 || goal.games() != 1;
    }

    public boolean isSeries() {
        return isSeries(goal, deals.size());
    }

    /** The seats bots play, lowest first. */
    public SortedMap<Integer, Player.Bot> bots() {
        SortedMap<Integer, Player.Bot> bots = new TreeMap<>();
        for (int seat = 0; seat < players.size(); seat++) {
            if (players.get(seat) instanceof Player.Bot bot) {
                bots.put(seat, bot);
            }
        }
        return Collections.unmodifiableSortedMap(bots);
    }

    /** The last game: the one in play, for a script of a match that is not over. */
    public Deal current() {
        return deals.get(deals.size() - 1);
    }

    /** The games before the last. */
    public List<Deal> finished() {
        return deals.subList(0, deals.size() - 1);
    }

    /** This script with the last game's moves replaced by {@code moves}. */
    public Script withCurrentMoves(List<Move> moves) {
        List<Deal> changed = new ArrayList<>(deals);
        Deal current = current();
        changed.set(changed.size() - 1, new Deal(current.seed(), current.setup(), moves));
        return new Script(game, players, goal, changed);
    }
}
