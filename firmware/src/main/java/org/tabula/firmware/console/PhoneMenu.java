package org.tabula.firmware.console;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

import org.tabula.display.screen.Players;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.web.SeatPairing;
import org.tabula.rules.Seats;

/**
 * The pause menu's lines that pair a phone with a seat of the live page: one per seat people play,
 * each showing a one-time code, the page's address and how long the code lasts.
 */
final class PhoneMenu {
    private PhoneMenu() {
    }

    /** The lines, none when the page is off; {@code back} is where the code screen returns. */
    static List<Menu.Item> items(ConsoleContext context, Match match, Supplier<Activity> back) {
        List<Menu.Item> items = new ArrayList<>();
        if (context.phones().address().isEmpty()) {
            return items;
        }
        Players names = Players.standard(match.game().kind(), match.game().players(), Seats.NONE);
        for (int seat = 0; seat < match.game().players(); seat++) {
            if (match.isBot(seat)) {
                continue;
            }
            int chosen = seat;
            Supplier<String> name = () -> context.words(names.name(chosen));
            items.add(new Menu.Item(() -> context.words("console.phone", name.get()), menu -> {
                Optional<SeatPairing.Code> code = context.phones().offer(chosen);
                if (code.isEmpty()) {
                    return menu.refuse(context.words("console.phoneNoGame"));
                }
                return new Menu(() -> context.words("console.phone", name.get()), () -> List.of(
                        Menu.Item.of(context.words("console.phoneCode", code.get().digits()), shown -> back.get()),
                        Menu.Item.of(context.phones().address(), shown -> back.get()),
                        Menu.Item.of(context.words("console.phoneOnce", SeatPairing.CODE_LIFETIME_NANOS / 60_000_000_000L),
                                shown -> back.get())),
                        back);
            }));
        }
        return items;
    }
}
