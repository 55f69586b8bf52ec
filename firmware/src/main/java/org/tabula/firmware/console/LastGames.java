package org.tabula.firmware.console;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.tabula.display.text.Text;
import org.tabula.firmware.archive.ArchiveEntry;
import org.tabula.firmware.play.ConsoleGame;
import org.tabula.firmware.play.ConsoleGames;

/**
 * The main menu's last games: the newest finished games and series the box keeps, each with
 * its scores; OK on one says when it ended and who won. (Everything else is {@code tabula games}.)
 */
final class LastGames {
    /** As many as the menu scrolls through comfortably. */
    static final int SHOWN = 10;
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("MM-dd HH:mm");

    private final ConsoleContext context;
    private final ZoneId zone;

    LastGames(ConsoleContext context, ZoneId zone) {
        this.context = context;
        this.zone = zone;
    }

    /** The list of last games, BACK returning to {@code back}; a refusal under {@code from} while there are none. */
    Activity open(Menu from, Menu back) {
        if (context.recorder().finishedGames().entries().isEmpty()) {
            return from.refuse(context.words("console.noLastGames"));
        }
        return new Menu(() -> context.words("console.lastGames"), this::items, () -> back);
    }

    private List<Menu.Item> items() {
        List<Menu.Item> items = new ArrayList<>();
        for (ArchiveEntry entry : context.recorder().finishedGames().latest(SHOWN)) {
            items.add(new Menu.Item(() -> label(entry), menu -> menu.tell(context.words("console.lastGameWon",
                    WHEN.format(entry.finished().atZone(zone)), winners(entry)))));
        }
        return items;
    }

    /** "Sumo 3:1", or for a series "Sumo 12:9 (3 games)". */
    private String label(ArchiveEntry entry) {
        String scores = entry.scores().stream().map(String::valueOf).collect(Collectors.joining(":"));
        return entry.series() ? context.words("console.lastSeries", gameName(entry.game()), scores, entry.games())
                : context.words("console.lastGame", gameName(entry.game()), scores);
    }

    private Text gameName(String game) {
        String key = "game." + game + ".short";
        return context.language().current().catalogue().has(key) ? Text.of(key) : Text.plain(game);
    }

    private String winners(ArchiveEntry entry) {
        ConsoleGame game = ConsoleGames.all().stream().filter(each -> each.kind().name().equals(entry.game())).findFirst().orElse(null);
        return entry.winners().stream()
                .map(seat -> game == null ? Integer.toString(seat + 1) : context.words(game.adapter().seatName(seat)))
                .collect(Collectors.joining(", "));
    }
}
