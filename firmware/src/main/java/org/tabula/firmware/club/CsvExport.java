package org.tabula.firmware.club;

import java.util.List;
import java.util.Optional;

import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.firmware.archive.ArchiveEntry;
import org.tabula.rules.SeatNames;

/**
 * The archive as a spreadsheet: one row per seat of each game (the seat as the game calls it, and
 * who played it: the person's whole name, the bot's kind, or nothing for people without a name), in RFC 4180's CSV (CRLF line
 * ends; a field with a comma, quote or line break quoted, its quotes doubled). A text field that a
 * spreadsheet would take for a formula (it starts with =, +, -, @, a tab or a carriage return) is
 * written with an apostrophe before it, as OWASP advises against formula injection: a name is
 * typed by anyone on the page.
 */
public final class CsvExport {
    static final String HEADER = "game_number,finished_utc,game,games_in_series,seat,seat_name,player,bot,score,won";

    private CsvExport() {
    }

    /** The entries as CSV, the header first, seats named in {@code language}. */
    public static String of(List<ArchiveEntry> entries, Language language) {
        StringBuilder csv = new StringBuilder(HEADER).append("\r\n");
        for (ArchiveEntry entry : entries) {
            // The seat as the game calls it: the player's column names the person.
            Optional<SeatNames> names = ArchivedSeats.ofGame(entry);
            for (int seat = 0; seat < entry.seats().size(); seat++) {
                int s = seat;
                String seatName = names.map(n -> language.format(Text.name(n.name(s)))).orElse(Integer.toString(seat + 1));
                boolean bot = !ArchiveEntry.PEOPLE.equals(entry.seats().get(seat));
                String player = bot ? entry.seats().get(seat) : entry.name(seat);
                csv.append(entry.number()).append(',')
                        .append(entry.finished()).append(',')
                        .append(text(entry.game())).append(',')
                        .append(entry.games()).append(',')
                        .append(seat + 1).append(',')
                        .append(text(seatName)).append(',')
                        .append(text(player)).append(',')
                        .append(bot ? "yes" : "no").append(',')
                        .append(seat < entry.scores().size() ? entry.scores().get(seat) : "").append(',')
                        .append(entry.winners().contains(seat) ? "yes" : "no").append("\r\n");
            }
        }
        return csv.toString();
    }

    /** A text field: defused if a spreadsheet would read it as a formula, then quoted if it must be. */
    static String text(String value) {
        String safe = !value.isEmpty() && "=+-@\t\r".indexOf(value.charAt(0)) >= 0 ? "'" + value : value;
        boolean quote = safe.chars().anyMatch(c -> c == ',' || c == '"' || c == '\r' || c == '\n');
        return quote ? '"' + safe.replace("\"", "\"\"") + '"' : safe;
    }
}
