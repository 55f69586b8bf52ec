package org.tabula.firmware.console;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.tabula.firmware.club.People;
import org.tabula.firmware.club.PlayerName;
import org.tabula.firmware.play.Lead;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.script.GameSetup;
import org.tabula.firmware.script.Player;
import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameType;
import org.tabula.rules.OptionSpec;
import org.tabula.rules.Series;

/**
 * The game being set up in the menu: which game, how many players, the options that differ
 * from their defaults, who plays each seat (people or a kind of bot), the series, and
 * who deals (the box, or the players at the table: docs/table-deal.md), and whether hints are offered.
 */
public final class Setup {
    /** The series lengths the menu offers, in the order OK cycles through them. */
    static final List<Series.Goal> GOALS = List.of(Series.Goal.games(1), Series.Goal.games(3), Series.Goal.games(5),
            Series.Goal.points(50), Series.Goal.points(100));

    private GameKind kind;
    private int players;
    private final Map<String, Object> options = new LinkedHashMap<>();
    private final List<Player> seats = new ArrayList<>();
    /** Who sits at each seat by name, where a person of the roster sits (people's seats only). */
    private People people = People.none(0);
    private Series.Goal goal = GOALS.get(0);
    /** Who leads where the players decide it (Spartacus); null until chosen. */
    private Lead lead;
    /** Whether the buttons' hint gesture is answered, for this game; on until turned off. */
    private boolean hints = true;
    /** Whether the players deal at the table, once chosen; null: {@link #tableDeal()}'s default. */
    private Boolean tableDealChosen;

    public Setup(GameKind kind) {
        choose(kind);
    }

    public static Setup first() {
        return new Setup(ConsoleGames.all().get(0).kind());
    }

    public GameKind kind() {
        return kind;
    }

    public int players() {
        return players;
    }

    public Series.Goal goal() {
        return goal;
    }

    /** The option values chosen so far, defaults left out. */
    public Map<String, Object> options() {
        return Map.copyOf(options);
    }

    /** Who plays each seat, as chosen. */
    public List<Player> seats() {
        return List.copyOf(seats);
    }

    /** Who sits at each seat by name. */
    public People people() {
        return people;
    }

    /**
     * Sits a person of the roster at a seat (people play it then), moving them from any other seat
     * they held; null: the seat's people have no name.
     */
    public void sit(int seat, PlayerName name) {
        seats.set(seat, Player.HUMAN);
        people = people.with(seat, name);
    }

    /**
     * Who plays each seat of {@code game}: people, or the bot chosen with its usual budget for this
     * game (the game or its options may have changed since the bot was chosen).
     */
    public List<Player> players(Game game) {
        return seats.stream().map(seat -> seat instanceof Player.Bot bot ? Player.bot(bot.kind(), game) : seat).toList();
    }

    /** Another game: its own options, the player count kept where the game takes it, else its fewest. */
    public void choose(GameKind next) {
        kind = next;
        options.clear();
        lead = null;
        tableDealChosen = null;
        hints = true;
        int kept = Math.max(next.minPlayers(), Math.min(players, next.maxPlayers()));
        setPlayers(accepts(kept) ? kept : next.minPlayers());
    }

    /** Whether the game takes this many players under the options chosen now. */
    boolean accepts(int count) {
        try {
            kind.create(count, kind.parseOptions(options));
            return true;
        } catch (GameConfigException e) {
            return false;
        }
    }

    public void setPlayers(int count) {
        if (count < kind.minPlayers() || count > kind.maxPlayers()) {
            throw new IllegalArgumentException(kind.title() + " is for " + kind.minPlayers() + "-" + kind.maxPlayers() + " players");
        }
        players = count;
        while (seats.size() < count) {
            seats.add(Player.HUMAN);
        }
        while (seats.size() > count) {
            seats.remove(seats.size() - 1);
        }
        people = people.resized(count);
    }

    /** Who plays the seat: people (without a name, {@link #sit} names them) or a bot. */
    public void setSeat(int seat, Player player) {
        seats.set(seat, player);
        people = people.with(seat, null);
        if (Boolean.TRUE.equals(tableDealChosen) && botSeatUnknownAtTable() >= 0) {
            tableDealChosen = null;
        }
    }

    /**
     * Whether the players deal at the table: as chosen, else by default whenever a person plays
     * (people with real cards expect to deal them) and every bot can play a table deal; never
     * for a game the box cannot take from the table.
     */
    public boolean tableDeal() {
        if (!kind.type().deals().contains(GameType.Deal.TABLE)) {
            return false;
        }
        return tableDealChosen != null ? tableDealChosen : seats.contains(Player.HUMAN) && botSeatUnknownAtTable() < 0;
    }

    public void setTableDeal(boolean table) {
        tableDealChosen = table;
    }

    /** The setup every game of the match is dealt with: {@link GameSetup#TABLE_DEAL}, or {@link GameSetup#SEED} when the box deals. */
    public GameSetup dealSetup() {
        return tableDeal() ? GameSetup.TABLE_DEAL : GameSetup.SEED;
    }

    /**
     * The first bot seat whose cards the box could not know at a table deal (Spite and Malice: the
     * players deal the hands), or -1: a bot never plays cards the box cannot see.
     */
    int botSeatUnknownAtTable() {
        if (kind.type().knowsHandsAfterTableDeal()) {
            return -1;
        }
        for (int seat = 0; seat < seats.size(); seat++) {
            if (seats.get(seat) instanceof Player.Bot) {
                return seat;
            }
        }
        return -1;
    }

    /**
     * Who leads where the players decide it: as chosen, else the first card tapped when people
     * play, and the seed's draw when bots hold every seat (no one at the table to tap).
     */
    public Lead lead() {
        if (lead != null) {
            return lead;
        }
        return seats.contains(Player.HUMAN) ? Lead.FIRST_CARD : Lead.DRAWN;
    }

    public void setLead(Lead chosen) {
        lead = chosen;
    }

    /** Whether a person may ask for a hint in the match (docs/playing.md, "A hint"). */
    public boolean hints() {
        return hints;
    }

    public void setHints(boolean on) {
        hints = on;
    }

    public void setGoal(Series.Goal next) {
        goal = next;
    }

    /** The option's value now (its default unless chosen). */
    public Object option(OptionSpec spec) {
        return options.getOrDefault(spec.name(), spec.defaultValue());
    }

    /** Sets an option; setting it back to its default removes it. */
    public void setOption(OptionSpec spec, Object value) {
        if (value.equals(spec.defaultValue())) {
            options.remove(spec.name());
        } else {
            options.put(spec.name(), value);
        }
    }

    /**
     * The game these choices describe.
     *
     * @throws GameConfigException naming what does not fit together
     */
    public Game game() {
        return kind.create(players, kind.parseOptions(options));
    }
}
