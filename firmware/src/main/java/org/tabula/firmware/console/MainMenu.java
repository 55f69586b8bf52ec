package org.tabula.firmware.console;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.tabula.firmware.cards.Deck;
import org.tabula.firmware.play.Adapters;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.Match;
import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameKind;
import org.tabula.rules.Games;
import org.tabula.rules.OptionSpec;
import org.tabula.rules.Series;
import org.tabula.rules.bots.BotKind;
import org.tabula.rules.bots.Bots;

/**
 * The menus before a game: which game (every game in {@link Games#all()}), players, variants
 * (from the game's option specs), who plays each seat, the series, start; and card enrolment.
 * The choices are kept while the box runs, so the next game starts from the last setup.
 */
final class MainMenu {
    private final ConsoleContext context;
    private final Setup setup = Setup.first();
    private final Menu main;

    MainMenu(ConsoleContext context) {
        this.context = context;
        this.main = new Menu("Tabula", this::mainItems, null);
    }

    Activity activity() {
        return main;
    }

    private List<Menu.Item> mainItems() {
        GameKind kind = setup.kind();
        List<Menu.Item> items = new ArrayList<>();
        items.add(new Menu.Item(() -> "Game: " + setup.kind().title(), menu -> {
            List<GameKind> all = Games.all();
            setup.choose(all.get((all.indexOf(setup.kind()) + 1) % all.size()));
            return menu;
        }));
        items.add(new Menu.Item(() -> "Players: " + setup.players(), menu -> {
            if (kind.minPlayers() == kind.maxPlayers()) {
                return menu.refuse(kind.title() + " is for " + kind.minPlayers() + " players");
            }
            // The next count the game takes with the variants chosen (Spite and Malice: 2, or 4 and 6 in partnership).
            int count = setup.players();
            do {
                count = count == kind.maxPlayers() ? kind.minPlayers() : count + 1;
            } while (count != setup.players() && !setup.accepts(count));
            if (count == setup.players()) {
                return menu.refuse(kind.title() + " takes only " + count + " players with these variants");
            }
            setup.setPlayers(count);
            return menu;
        }));
        items.add(new Menu.Item(() -> "Variants: " + (setup.options().isEmpty() ? "none" : setup.options().size() + " set"),
                menu -> kind.optionSpecs().isEmpty() ? menu.refuse(kind.title() + " has no variants") : variants()));
        items.add(new Menu.Item(() -> "Seats: " + seatsSummary(), menu -> seats()));
        items.add(new Menu.Item(() -> "Series: " + goalText(setup.goal()), menu -> {
            List<Series.Goal> goals = Setup.GOALS;
            setup.setGoal(goals.get((goals.indexOf(setup.goal()) + 1) % goals.size()));
            return menu;
        }));
        items.add(Menu.Item.of("Start", this::start));
        items.add(Menu.Item.of("Enrol cards", menu -> enrolMenu()));
        return items;
    }

    private String seatsSummary() {
        long bots = setup.seats().stream().filter(player -> !player.equals(Setup.HUMAN)).count();
        return bots == 0 ? "all people" : bots + (bots == 1 ? " bot" : " bots");
    }

    static String goalText(Series.Goal goal) {
        if (goal.games() > 0) {
            return goal.games() == 1 ? "1 game" : goal.games() + " games";
        }
        return "to " + goal.points() + " pts";
    }

    private Game gameOrNull() {
        try {
            return setup.game();
        } catch (GameConfigException e) {
            return null;
        }
    }

    private Activity start(Menu menu) {
        Game game;
        try {
            game = setup.game();
            for (String player : setup.seats()) {
                String why = player.equals(Setup.HUMAN) ? null : Bots.named(player).whyUnsupported(game);
                if (why != null) {
                    return menu.refuse(why);
                }
            }
        } catch (GameConfigException e) {
            return menu.refuse(e.getMessage());
        }
        GameAdapter adapter = Adapters.of(setup.kind());
        Match match;
        try {
            match = new Match(game, setup.seats(), setup.goal(), context.seeds(), context.recorder());
        } catch (IOException e) {
            return menu.refuse("Cannot save the game: " + e.getMessage());
        }
        return new PlayActivity(context, match, adapter, () -> main, context.clock().nanos());
    }

    private Activity variants() {
        return new Menu(setup.kind().title() + " variants", () -> setup.kind().optionSpecs().stream()
                .map(this::optionItem).toList(), () -> main);
    }

    private Menu.Item optionItem(OptionSpec spec) {
        return new Menu.Item(() -> spec.name() + ": " + valueText(setup.option(spec)), menu -> switch (spec.type()) {
            case FLAG -> {
                setup.setOption(spec, !(Boolean) setup.option(spec));
                yield menu;
            }
            case NUMBER -> new NumberEditor(spec.name(), spec.help(), (Integer) setup.option(spec),
                    value -> setup.setOption(spec, value), menu);
            case NUMBER_LIST -> new ListEditor(spec.name(), toInts(setup.option(spec)),
                    values -> setup.setOption(spec, values), menu);
        });
    }

    private static List<Integer> toInts(Object value) {
        List<Integer> ints = new ArrayList<>();
        for (Object item : (List<?>) value) {
            ints.add((Integer) item);
        }
        return ints;
    }

    static String valueText(Object value) {
        if (value instanceof Boolean flag) {
            return flag ? "on" : "off";
        }
        if (value instanceof List<?> list) {
            return String.join(",", list.stream().map(String::valueOf).toList());
        }
        return String.valueOf(value);
    }

    /**
     * Each seat: a person, or a bot of a kind that plays this game under the options chosen
     * (random, rule-based, ISMCTS, the exact Sumo solver), cycled with OK.
     */
    private Activity seats() {
        GameAdapter adapter = Adapters.of(setup.kind());
        List<String> players = new ArrayList<>();
        players.add(Setup.HUMAN);
        Game game = gameOrNull();
        for (BotKind kind : Bots.all()) {
            if (game == null || kind.whyUnsupported(game) == null) {
                players.add(kind.name());
            }
        }
        return new Menu("Seats", () -> {
            List<Menu.Item> items = new ArrayList<>();
            for (int seat = 0; seat < setup.players(); seat++) {
                int s = seat;
                items.add(new Menu.Item(() -> adapter.seatName(s) + ": " + setup.seats().get(s), menu -> {
                    setup.setSeat(s, players.get((players.indexOf(setup.seats().get(s)) + 1) % players.size()));
                    return menu;
                }));
            }
            return items;
        }, () -> main);
    }

    private Activity enrolMenu() {
        return new Menu("Enrol cards", () -> {
            List<Menu.Item> items = new ArrayList<>();
            for (Deck deck : Deck.values()) {
                items.add(new Menu.Item(() -> deck.title() + " " + context.registry().enrolledCount(deck) + "/" + deck.cards().size(),
                        menu -> new Enrolment(context, deck, () -> menu)));
            }
            for (Deck deck : Deck.values()) {
                items.add(Menu.Item.of("Forget " + deck.title(), menu -> forget(deck, menu)));
            }
            return items;
        }, () -> main);
    }

    private Activity forget(Deck deck, Menu enrol) {
        return new Menu("Forget " + context.registry().enrolledCount(deck) + " tags?", () -> List.of(
                Menu.Item.of("No, keep them", menu -> enrol),
                Menu.Item.of("Yes, forget " + deck.key(), menu -> {
                    try {
                        context.registry().forget(deck);
                        return enrol;
                    } catch (IOException e) {
                        return menu.refuse("Cannot save: " + e.getMessage());
                    }
                })), () -> enrol);
    }
}
