package org.tabula.firmware.console;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.tabula.display.screen.Prompts;
import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Deck;
import org.tabula.firmware.cards.Decks;
import org.tabula.firmware.play.ConsoleGame;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.Lead;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.script.Player;
import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameType;
import org.tabula.rules.OptionSpec;
import org.tabula.rules.Refusal;
import org.tabula.rules.Series;
import org.tabula.rules.bots.BotKind;
import org.tabula.rules.bots.Bots;

/**
 * The menus before a game: which game (every game in {@link ConsoleGames#all()}), players, variants
 * (from the game's option specs), who plays each seat, the series, start; card enrolment and tag writing; and
 * the language the box speaks; the last games played ({@link LastGames}). The game choices are kept while the box runs, so the next game
 * starts from the last setup; the language is kept in the state folder.
 */
final class MainMenu {
    private final ConsoleContext context;
    private final Setup setup = Setup.first();
    private final MenuActivity main;
    private final LastGames lastGames;
    private final Learning learning;

    MainMenu(ConsoleContext context) {
        this.context = context;
        this.lastGames = new LastGames(context, java.time.ZoneId.systemDefault());
        // A card tapped with no game in play (the last card of a finished game slid over a reader again) is answered, not lost.
        this.main = new MenuActivity(() -> Text.of("console.title"), this::mainItems, null).onTap(tag -> Text.of("console.tapNoGame"));
        this.learning = new Learning(context, game -> {
            if (!setup.kind().equals(game.kind())) {
                setup.choose(game.kind());
            }
            return start(main);
        }, () -> main);
    }

    Activity activity() {
        return main;
    }

    private List<MenuActivity.Item> mainItems() {
        GameKind kind = setup.kind();
        List<MenuActivity.Item> items = new ArrayList<>();
        items.add(new MenuActivity.Item(() -> setting("menu.game", gameTitle(setup.kind())), menu -> {
            List<GameKind> all = ConsoleGames.all().stream().map(ConsoleGame::kind).toList();
            setup.choose(all.get((all.indexOf(setup.kind()) + 1) % all.size()));
            return menu;
        }));
        items.add(new MenuActivity.Item(() -> setting("menu.players", setup.players()), menu -> {
            if (kind.minPlayers() == kind.maxPlayers()) {
                return menu.refuse(Text.of("console.onlyPlayers", gameTitle(kind), kind.minPlayers()));
            }
            // The next count the game takes with the variants chosen (Spite and Malice: 2, or 4 and 6 in partnership).
            int count = setup.players();
            do {
                count = count == kind.maxPlayers() ? kind.minPlayers() : count + 1;
            } while (count != setup.players() && !setup.accepts(count));
            if (count == setup.players()) {
                return menu.refuse(Text.of("console.onlyPlayersWithVariants", gameTitle(kind), count));
            }
            setup.setPlayers(count);
            return menu;
        }));
        items.add(new MenuActivity.Item(() -> setting("console.variants",
                setup.options().isEmpty() ? Text.of("console.variantsNone") : Text.of("console.variantsSet", setup.options().size())),
                menu -> kind.optionSpecs().isEmpty() ? menu.refuse(Text.of("console.noVariants", gameTitle(kind))) : variants()));
        items.add(new MenuActivity.Item(() -> setting("console.seats", seatsSummary()), menu -> new SeatsMenu(context, setup).open(menu, () -> main)));
        if (ConsoleGames.of(kind).declaration().playersChooseLeader()) {
            items.add(new MenuActivity.Item(() -> setting("console.leads", leadText(setup.lead())), menu -> {
                setup.setLead(nextLead(setup.lead()));
                return menu;
            }));
        }
        if (kind.type().deals().contains(GameType.Deal.TABLE)) {
            items.add(new MenuActivity.Item(() -> setting("console.deal", Text.of(setup.tableDeal() ? "console.dealTable" : "console.dealBox")),
                    this::switchDeal));
        }
        items.add(new MenuActivity.Item(() -> setting("hint.setting", Text.of(setup.hints() ? "menu.on" : "menu.off")), menu -> {
            setup.setHints(!setup.hints());
            return menu;
        }));
        items.add(new MenuActivity.Item(() -> setting("console.series", goalText(setup.goal())), menu -> {
            List<Series.Goal> goals = Setup.GOALS;
            setup.setGoal(goals.get((goals.indexOf(setup.goal()) + 1) % goals.size()));
            return menu;
        }));
        items.add(new MenuActivity.Item(() -> Text.of("console.start"), this::start));
        ConsoleGames.of(kind).guide().ifPresent(guide -> items.add(new MenuActivity.Item(() -> Text.of("guide.learn", gameTitle(kind)),
                menu -> learning.open(ConsoleGames.of(kind), guide))));
        items.add(new MenuActivity.Item(() -> Text.of("console.enrolCards"), menu -> enrolMenu()));
        items.add(new MenuActivity.Item(() -> Text.of("console.lastGames"), menu -> lastGames.open(menu, main)));
        items.add(context.language().menuLine());
        return items;
    }

    /** OK on the deal line: the other way to deal, unless a bot's seat rules out a table deal (then why). */
    private Activity switchDeal(MenuActivity menu) {
        if (setup.tableDeal()) {
            setup.setTableDeal(false);
            return menu;
        }
        int bot = setup.botSeatUnknownAtTable();
        if (bot >= 0) {
            return menu.refuse(Text.of("console.noTableDealBot", setup.kind().seatNames(setup.players()).seat(bot)));
        }
        setup.setTableDeal(true);
        return menu;
    }

    /** A setting's line: its name, then its value ("Game: Sumo"). */
    private Text setting(String key, Object value) {
        return Text.of("console.setting", Text.of(key), value);
    }

    /** The game's name, from its registration. */
    private static Text gameTitle(GameKind kind) {
        return ConsoleGames.of(kind).titles().name();
    }

    /** OK on the line of who leads: the first card, each seat in turn, the seed's draw, and round again. */
    private Lead nextLead(Lead now) {
        List<Lead> all = new ArrayList<>();
        all.add(Lead.FIRST_CARD);
        for (int seat = 0; seat < setup.players(); seat++) {
            all.add(new Lead.Seat(seat));
        }
        all.add(Lead.DRAWN);
        return all.get((all.indexOf(now) + 1) % all.size());
    }

    /** The seat's name in the game chosen, for as many players as chosen (or as the seat needs, when the count went down since). */
    private Text seatName(int seat) {
        return Text.name(setup.kind().seatNames(Math.max(setup.players(), seat + 1)).name(seat));
    }

    private Text leadText(Lead lead) {
        if (lead instanceof Lead.Seat seat) {
            return seatName(seat.seat());
        }
        return Text.of(lead.equals(Lead.FIRST_CARD) ? "console.leadsFirstCard" : "console.leadsDrawn");
    }

    private Text seatsSummary() {
        long bots = setup.seats().stream().filter(Player.Bot.class::isInstance).count();
        return bots == 0 ? Text.of("console.allPeople") : Text.of(bots == 1 ? "console.oneBot" : "console.bots", bots);
    }

    static Text goalText(Series.Goal goal) {
        if (goal.games() > 0) {
            return goal.games() == 1 ? Text.of("console.oneGame") : Text.of("console.games", goal.games());
        }
        return Text.of("console.toPoints", goal.points());
    }

    /** Why the choices make no game, as the menu says it. */
    private static Text why(GameConfigException e) {
        // Every choice the menu offers that the rules refuse comes with its reason; a script's setup has none.
        return e.refusal() == null ? Text.plain(e.getMessage()) : Prompts.refused(e.refusal());
    }

    private Activity start(MenuActivity menu) {
        Lead lead = ConsoleGames.of(setup.kind()).declaration().playersChooseLeader() ? setup.lead() : Lead.DRAWN;
        if (lead instanceof Lead.Seat seat && seat.seat() >= setup.players()) {
            // The player count went down after the seat was chosen.
            return menu.refuse(Text.of("console.leaderNotSeated", seatName(seat.seat()), setup.players()));
        }
        Game game;
        try {
            game = setup.game();
            for (Player player : setup.seats()) {
                Refusal why = player instanceof Player.Bot bot ? bot.kind().refusal(game) : null;
                if (why != null) {
                    return menu.refuse(Prompts.refused(why));
                }
            }
        } catch (GameConfigException e) {
            return menu.refuse(why(e));
        }
        Match match;
        try {
            match = new Match(game, setup.players(game), setup.people(), setup.goal(), lead, setup.dealSetup(), setup.hints(), context.seeds(),
                    context.recorder());
        } catch (IOException e) {
            return menu.refuse(Text.of("console.cannotSaveGame", e.getMessage()));
        }
        return new PlayActivity(context, match, ConsoleGames.of(setup.kind()).adapter(), () -> main, context.clock().nanos());
    }

    private Activity variants() {
        // The short name: the title bar also holds the cursor's place.
        Text shortName = ConsoleGames.of(setup.kind()).titles().shortName();
        return new MenuActivity(() -> Text.of("console.variantsOf", shortName), () -> setup.kind().optionSpecs().stream()
                .map(this::optionItem).toList(), () -> main);
    }

    private MenuActivity.Item optionItem(OptionSpec spec) {
        Text name = Text.of(spec.label());
        return new MenuActivity.Item(() -> Text.of("console.setting", name, valueText(spec, setup.option(spec))), menu -> switch (spec.type()) {
            case FLAG -> {
                setup.setOption(spec, !(Boolean) setup.option(spec));
                yield menu;
            }
            case NUMBER -> new NumberEditor(context, name, Text.of(spec.hint()),
                    (Integer) setup.option(spec), value -> valueText(spec, value), value -> setup.setOption(spec, value), menu);
            case NUMBER_LIST -> new ListEditor(context, name, toInts(setup.option(spec)), values -> setup.setOption(spec, values), menu);
        });
    }

    private static List<Integer> toInts(Object value) {
        List<Integer> ints = new ArrayList<>();
        for (Object item : (List<?>) value) {
            ints.add((Integer) item);
        }
        return ints;
    }

    /** An option's value in words: 0 as "usual" where the option says 0 stands for the game's usual value. */
    static Text valueText(OptionSpec spec, Object value) {
        return spec.zeroIsUsual() && Integer.valueOf(0).equals(value) ? Text.of("menu.usual") : valueText(value);
    }

    static Text valueText(Object value) {
        if (value instanceof Boolean flag) {
            return Text.of(flag ? "menu.on" : "menu.off");
        }
        if (value instanceof List<?> list) {
            return Text.plain(String.join(",", list.stream().map(String::valueOf).toList()));
        }
        return Text.plain(String.valueOf(value));
    }

    private Activity enrolMenu() {
        return new MenuActivity(() -> Text.of("console.enrolCards"), () -> {
            List<MenuActivity.Item> items = new ArrayList<>();
            for (Deck<?> deck : Decks.all()) {
                items.add(new MenuActivity.Item(() -> Text.of("console.deckCount", deck.title(), context.registry().enrolledCount(deck),
                        deck.cards().size()), menu -> new Enrolment(context, deck, () -> menu)));
            }
            for (Deck<?> deck : Decks.all()) {
                items.add(new MenuActivity.Item(() -> Text.of("console.writeTags", deck.title()),
                        menu -> new TagWriting(context, deck, false, () -> menu)));
            }
            for (Deck<?> deck : Decks.all()) {
                items.add(new MenuActivity.Item(() -> Text.of("console.forgetDeck", deck.title()), menu -> forget(deck, menu)));
            }
            return items;
        }, () -> main);
    }

    private Activity forget(Deck<?> deck, MenuActivity enrol) {
        return new MenuActivity(() -> Text.of("console.forgetTags", context.registry().enrolledCount(deck)), () -> List.of(
                new MenuActivity.Item(() -> Text.of("console.keepThem"), menu -> enrol),
                new MenuActivity.Item(() -> Text.of("console.forgetThem", deck.title()), menu -> {
                    try {
                        context.registry().forget(deck);
                        return enrol;
                    } catch (IOException e) {
                        return menu.refuse(Text.of("console.cannotSave", e.getMessage()));
                    }
                })), () -> enrol);
    }
}
