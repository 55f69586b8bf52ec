package org.tabula.firmware.console;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

import org.tabula.display.screen.Prompts;
import org.tabula.display.text.Text;
import org.tabula.firmware.club.Badge;
import org.tabula.firmware.club.PlayerName;
import org.tabula.firmware.club.RosterRefusal;
import org.tabula.firmware.script.Player;
import org.tabula.hal.TagEvent;
import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.bots.BotKind;
import org.tabula.rules.bots.Bots;

/**
 * The menu's seats: each seat's line cycles with OK through people without a name, the people of
 * the roster not seated elsewhere, and the kinds of bot that play this game under the options
 * chosen; a badge tapped on a seat's reader sits its person there (on a box with one reader, at
 * the highlighted seat). Refused with the reason while the choices make no game: which bots can
 * play it depends on the game.
 */
final class SeatsMenu {
    /** One choice for a seat: people (by name, or without one), or a bot. */
    private record Choice(Player player, PlayerName name) {
        boolean is(Player seated, Optional<PlayerName> sitting) {
            if (player instanceof Player.Bot bot) {
                return seated instanceof Player.Bot chosen && chosen.kind() == bot.kind();
            }
            return seated.equals(player) && (name == null ? sitting.isEmpty() : sitting.filter(name::sameAs).isPresent());
        }
    }

    private final ConsoleContext context;
    private final Setup setup;

    SeatsMenu(ConsoleContext context, Setup setup) {
        this.context = context;
        this.setup = setup;
    }

    Activity open(MenuActivity from, Supplier<Activity> back) {
        Game game;
        try {
            game = setup.game();
        } catch (GameConfigException e) {
            return from.refuse(e.refusal() == null ? Text.plain(e.getMessage()) : Prompts.refused(e.refusal()));
        }
        List<Player> bots = new ArrayList<>();
        for (BotKind kind : Bots.all()) {
            if (kind.refusal(game) == null) {
                bots.add(Player.bot(kind, game));
            }
        }
        MenuActivity menu = new MenuActivity(() -> Text.of("console.seats"), () -> {
            List<MenuActivity.Item> items = new ArrayList<>();
            for (int seat = 0; seat < setup.players(); seat++) {
                int s = seat;
                items.add(new MenuActivity.Item(() -> Text.of("console.setting", seatName(s), player(s)), here -> {
                    List<Choice> choices = choices(s, bots);
                    int now = 0;
                    for (int i = 0; i < choices.size(); i++) {
                        if (choices.get(i).is(setup.seats().get(s), setup.people().at(s))) {
                            now = i;
                        }
                    }
                    Choice next = choices.get((now + 1) % choices.size());
                    if (next.player() instanceof Player.Bot) {
                        setup.setSeat(s, next.player());
                    } else {
                        setup.sit(s, next.name());
                    }
                    return here;
                }));
            }
            return items;
        }, back);
        return menu.onTap(this::badge);
    }

    /** People without a name, each roster name not seated at another seat, then the bots. */
    private List<Choice> choices(int seat, List<Player> bots) {
        List<Choice> choices = new ArrayList<>();
        choices.add(new Choice(Player.HUMAN, null));
        for (PlayerName member : context.roster().members()) {
            int at = setup.people().seatOf(member);
            if (at < 0 || at == seat) {
                choices.add(new Choice(Player.HUMAN, member));
            }
        }
        bots.forEach(bot -> choices.add(new Choice(bot, null)));
        return choices;
    }

    /** A badge tapped here sits its person at the reader's seat; anything else is answered with why not. */
    private void badge(MenuActivity menu, TagEvent tag) {
        Optional<Badge> badge = Badge.of(tag);
        if (badge.isEmpty()) {
            menu.refuse(Text.of("roster.notBadge"));
            return;
        }
        try {
            PlayerName member = context.roster().holder(badge.get());
            int seat = context.readers() > 1 && tag.reader() < setup.players() ? tag.reader() : menu.cursor();
            setup.sit(seat, member);
            menu.tell(Text.of("roster.seated", member.text(), setup.kind().seatNames(setup.players()).seat(seat)));
        } catch (RosterRefusal e) {
            menu.refuse(e.text());
        }
    }

    /** The seat's name in the game chosen. */
    private Text seatName(int seat) {
        return Text.name(setup.kind().seatNames(setup.players()).name(seat));
    }

    /** Who plays the seat as the menu names them: the person's name, people, or the bot's kind (its name in the rules). */
    private Text player(int seat) {
        Player player = setup.seats().get(seat);
        if (player instanceof Player.Bot bot) {
            return Text.plain(bot.kind().name());
        }
        return setup.people().at(seat).map(name -> Text.plain(name.text())).orElse(Text.of("menu.person"));
    }
}
