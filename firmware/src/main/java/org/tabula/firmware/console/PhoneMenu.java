package org.tabula.firmware.console;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

import org.tabula.display.text.Text;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.web.SeatPairing;
import org.tabula.rules.SeatNames;

/**
 * The pause menu's lines that pair a phone with a seat of the live page: one per seat people play,
 * each showing a one-time code, the page's address and how long the code lasts.
 */
final class PhoneMenu {
    private PhoneMenu() {
    }

    /** The lines, none when the page is off; {@code back} is where the code screen returns. */
    static List<MenuActivity.Item> items(ConsoleContext context, Match match, Supplier<Activity> back) {
        List<MenuActivity.Item> items = new ArrayList<>();
        if (context.phones().address().isEmpty()) {
            return items;
        }
        SeatNames names = match.seatNames();
        for (int seat = 0; seat < match.game().players(); seat++) {
            if (match.isBot(seat)) {
                continue;
            }
            int chosen = seat;
            Text name = Text.name(names.name(chosen));
            items.add(new MenuActivity.Item(() -> Text.of("console.phone", name), menu -> {
                Optional<SeatPairing.Code> code = context.phones().offer(chosen);
                if (code.isEmpty()) {
                    return menu.refuse(Text.of("console.phoneNoGame"));
                }
                return new MenuActivity(() -> Text.of("console.phone", name), () -> List.of(
                        MenuActivity.Item.of(Text.of("console.phoneCode", code.get().digits()), shown -> back.get()),
                        MenuActivity.Item.of(Text.plain(context.phones().address()), shown -> back.get()),
                        MenuActivity.Item.of(Text.of("console.phoneOnce", SeatPairing.CODE_LIFETIME_NANOS / 60_000_000_000L),
                                shown -> back.get())),
                        back);
            }));
        }
        return items;
    }
}
