package org.tabula.firmware.console;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

import org.tabula.display.text.Text;
import org.tabula.firmware.archive.ArchiveEntry;
import org.tabula.firmware.club.ArchivedSeats;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.rules.SeatNames;

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
    Activity open(MenuActivity from, MenuActivity back) {
        if (context.recorder().finishedGames().entries().isEmpty()) {
            return from.refuse(Text.of("console.noLastGames"));
        }
        return new MenuActivity(() -> Text.of("console.lastGames"), this::items, () -> back);
    }

    private List<MenuActivity.Item> items() {
        List<MenuActivity.Item> items = new ArrayList<>();
        for (ArchiveEntry entry : context.recorder().finishedGames().latest(SHOWN)) {
            items.add(new MenuActivity.Item(() -> label(entry), menu -> menu.tell(Text.of("console.lastGameWon",
                    WHEN.format(entry.finished().atZone(zone)), winners(entry)))));
        }
        return items;
    }

    /** "Sumo 3:1", or for a series "Sumo 12:9 (3 games)". */
    private Text label(ArchiveEntry entry) {
        String scores = entry.scores().stream().map(String::valueOf).collect(Collectors.joining(":"));
        Text name = ConsoleGames.find(entry.game()).map(game -> game.titles().shortName()).orElse(Text.plain(entry.game()));
        return entry.series() ? Text.of("console.lastSeries", name, scores, entry.games()) : Text.of("console.lastGame", name, scores);
    }

    /** The winners' seat names, or the people's where they sat by name, joined ("East", "P1, P3", "Aki"). */
    private Text winners(ArchiveEntry entry) {
        Optional<SeatNames> names = ArchivedSeats.of(entry);
        Text joined = null;
        for (int seat : entry.winners()) {
            Text name = names.isPresent() ? Text.name(names.get().name(seat)) : Text.number(seat + 1);
            joined = joined == null ? name : Text.of("console.listMore", joined, name);
        }
        return joined == null ? Text.plain("") : joined;
    }
}
