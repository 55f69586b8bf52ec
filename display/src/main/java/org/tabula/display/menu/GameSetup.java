package org.tabula.display.menu;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.tabula.display.screen.Menu;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameKind;
import org.tabula.rules.OptionSpec;
import org.tabula.rules.Options;
import org.tabula.rules.Seats;

/**
 * The new-game menu's settings: the game, the number of players, its variants, which seats
 * the console plays, and the language the box speaks. Immutable; {@link #adjust} gives the setup after LEFT or RIGHT on a line,
 * and only ever a setup the game accepts.
 *
 * @param games   the games to choose from, in menu order
 * @param kind    the chosen game
 * @param players how many seats
 * @param options the chosen variants, checked against the game
 * @param bots     the seats the console plays
 * @param language what the screens are shown in; it stays as chosen when the game changes
 */
public record GameSetup(List<GameKind> games, GameKind kind, int players, Options options, Seats bots, Language language) {
    /** Number options are tried this many steps on when the next value is refused (even ring sizes). */
    private static final int NUMBER_SEARCH = 16;

    public GameSetup {
        games = List.copyOf(games);
        if (!games.contains(kind)) {
            throw new IllegalArgumentException(kind.name() + " is not among the menu's games");
        }
        kind.create(players, options);
        if (language == null) {
            throw new IllegalArgumentException("a setup needs a language");
        }
        if (bots.bits() >>> players != 0) {
            throw new IllegalArgumentException("bot seats " + bots + " beyond " + players + " players");
        }
    }

    /** The first game with its fewest players, default options and no bots, in English. */
    public static GameSetup first(List<GameKind> games) {
        return defaults(games, games.get(0), Language.english());
    }

    private static GameSetup defaults(List<GameKind> games, GameKind kind, Language language) {
        return new GameSetup(games, kind, kind.minPlayers(), kind.parseOptions(Map.of()), Seats.NONE, language);
    }

    /** These settings in another language (the one the configuration names, at start-up). */
    public GameSetup withLanguage(Language chosen) {
        return new GameSetup(games, kind, players, options, bots, chosen);
    }

    /**
     * The menu's lines in order: game, players, each option the menu can set, each seat, start,
     * and last the language, so UP from the first line reaches it at once whatever the game.
     */
    public List<SetupLine> lines() {
        List<SetupLine> lines = new ArrayList<>();
        lines.add(SetupLine.GAME);
        lines.add(SetupLine.PLAYERS);
        for (OptionSpec spec : kind.optionSpecs()) {
            lines.add(SetupLine.option(spec.name()));
        }
        for (int seat = 0; seat < players; seat++) {
            lines.add(SetupLine.seat(seat));
        }
        lines.add(SetupLine.START);
        lines.add(SetupLine.LANGUAGE);
        return lines;
    }

    /** The menu for these settings with the cursor on line {@code cursor}. */
    public Menu menu(int cursor) {
        Players names = Players.standard(kind.name(), players, bots);
        List<Menu.Item> items = new ArrayList<>();
        for (SetupLine line : lines()) {
            items.add(switch (line.kind()) {
                case GAME -> Menu.Item.setting(Text.of("menu.game"), Text.of("game." + kind.name()));
                case PLAYERS -> Menu.Item.setting(Text.of("menu.players"), Text.number(players));
                case OPTION -> Menu.Item.setting(Text.of("option." + kind.name() + "." + line.option()), value(line.option()));
                case SEAT -> new Menu.Item(names.name(line.seat()),
                        Text.of(bots.contains(line.seat()) ? "menu.bot" : "menu.person"), bots.contains(line.seat()));
                case START -> Menu.Item.action(Text.of("menu.start"));
                case LANGUAGE -> Menu.Item.setting(Text.of("menu.language"), Text.plain(language.name()));
            });
        }
        return new Menu(Text.of("menu.title"), items, cursor);
    }

    private Text value(String option) {
        Object value = options.values().get(option);
        if (value instanceof Boolean flag) {
            return Text.of(flag ? "menu.on" : "menu.off");
        }
        if (value instanceof List<?> list) {
            return Text.plain(list.stream().map(String::valueOf).collect(Collectors.joining(",")));
        }
        return Text.plain(String.valueOf(value));
    }

    /**
     * The setup after LEFT ({@code -1}) or RIGHT ({@code +1}) on a line. A change the game would
     * refuse is skipped over (an even ring size) or, if no value works, not made. Lists of numbers
     * (a custom Sumo hand) come from the configuration, not the buttons, and do not change here.
     */
    public GameSetup adjust(SetupLine line, int delta) {
        return switch (line.kind()) {
            case GAME -> defaults(games, games.get(Math.floorMod(games.indexOf(kind) + delta, games.size())), language);
            case PLAYERS -> orThis(tryWith(kind.minPlayers()
                    + Math.floorMod(players - kind.minPlayers() + delta, kind.maxPlayers() - kind.minPlayers() + 1), options));
            case OPTION -> adjustOption(line.option(), delta);
            case SEAT -> new GameSetup(games, kind, players, options,
                    bots.contains(line.seat()) ? bots.without(line.seat()) : bots.with(line.seat()), language);
            case START -> this;
            case LANGUAGE -> withLanguage(Language.all().get(Math.floorMod(Language.all().indexOf(language) + delta, Language.all().size())));
        };
    }

    private GameSetup orThis(GameSetup changed) {
        return changed == null ? this : changed;
    }

    private GameSetup adjustOption(String name, int delta) {
        OptionSpec spec = kind.optionSpecs().stream().filter(s -> s.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(kind.name() + " has no option " + name));
        Object current = options.values().get(name);
        switch (spec.type()) {
            case FLAG -> {
                return orThis(tryWith(players, with(name, !(Boolean) current)));
            }
            case NUMBER -> {
                int value = (Integer) current;
                for (int step = 1; step <= NUMBER_SEARCH; step++) {
                    GameSetup changed = tryWith(players, with(name, value + step * Integer.signum(delta)));
                    if (changed != null) {
                        return changed;
                    }
                }
                return this;
            }
            default -> {
                return this;
            }
        }
    }

    private Map<String, Object> with(String name, Object value) {
        Map<String, Object> raw = new LinkedHashMap<>(options.explicitValues());
        raw.put(name, value);
        return raw;
    }

    /** The setup with these players and options, or null if the game refuses them. */
    private GameSetup tryWith(int count, Map<String, Object> raw) {
        try {
            return tryWith(count, kind.parseOptions(raw));
        } catch (GameConfigException e) {
            return null;
        }
    }

    private GameSetup tryWith(int count, Options chosen) {
        try {
            return new GameSetup(games, kind, count, chosen, Seats.ofBits(bots.bits() & ((1 << count) - 1)), language);
        } catch (GameConfigException e) {
            return null;
        }
    }
}
