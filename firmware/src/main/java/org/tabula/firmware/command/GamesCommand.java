package org.tabula.firmware.command;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.tabula.display.text.Language;
import org.tabula.display.text.NameForm;
import org.tabula.display.text.Text;
import org.tabula.firmware.archive.ArchiveEntry;
import org.tabula.firmware.archive.ArchiveReader;
import org.tabula.firmware.club.ArchivedSeats;
import org.tabula.firmware.club.CsvExport;

/**
 * {@code tabula games [list|show N|export N FILE|export --all DIR|export --csv] [--state DIR]}: the
 * finished games the box keeps (docs/playing.md), listed, shown with their replay script, exported
 * as replay scripts, or as one CSV table for a spreadsheet. It reads the archive without changing
 * it, so it may run beside the service.
 */
public final class GamesCommand {
    static final String USAGE = "usage: tabula games [list|show N|export N FILE|export --all DIR|export --csv] [--state DIR]";
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");

    private GamesCommand() {
    }

    public static int run(String[] args, ZoneId zone, PrintStream out, PrintStream err) {
        int words = 0;
        while (words < args.length && !args[words].startsWith("--")) {
            words++;
        }
        List<String> what = Arrays.asList(args).subList(0, words);
        Map<String, String> flags;
        try {
            flags = Flags.parse(Arrays.copyOfRange(args, words, args.length), Set.of("--state", "--all"), Set.of("--csv"));
        } catch (IllegalArgumentException e) {
            err.println("tabula games: " + e.getMessage() + "\n" + USAGE);
            return Command.USAGE;
        }
        String verb = what.isEmpty() ? "list" : what.get(0);
        boolean all = flags.containsKey("--all");
        boolean csv = flags.containsKey("--csv");
        boolean fits = switch (verb) {
            case "list" -> what.size() <= 1 && !all && !csv;
            case "show" -> what.size() == 2 && !all && !csv;
            case "export" -> all || csv ? what.size() == 1 && !(all && csv) : what.size() == 3;
            default -> false;
        };
        if (!fits) {
            err.println(USAGE);
            return Command.USAGE;
        }
        Path state = Path.of(flags.getOrDefault("--state", RunCommand.DEFAULT_STATE));
        Optional<ArchiveReader> snapshot = ArchiveSnapshot.read(state, "games", err);
        if (snapshot.isEmpty()) {
            return 1;
        }
        ArchiveReader archive = snapshot.get();
        try {
            return switch (verb) {
                case "list" -> list(archive, zone, state, out);
                case "show" -> show(archive, what.get(1), zone, out, err);
                default -> csv ? csv(archive, out) : all ? exportAll(archive, Path.of(flags.get("--all")), out)
                        : export(archive, what.get(1), Path.of(what.get(2)), err);
            };
        } catch (IOException e) {
            err.println("tabula games: " + e.getMessage());
            return 1;
        }
    }

    private static int list(ArchiveReader archive, ZoneId zone, Path state, PrintStream out) {
        if (archive.entries().isEmpty()) {
            out.println("no games archived in " + state + " yet");
            return 0;
        }
        out.printf("%5s  %-16s  %-10s  %5s  %-14s  %-12s  %s%n", "N", "FINISHED", "GAME", "GAMES", "SCORES", "WINNERS", "SEATS");
        for (ArchiveEntry entry : archive.entries()) {
            out.printf("%5d  %-16s  %-10s  %5d  %-14s  %-12s  %s%n", entry.number(), WHEN.format(entry.finished().atZone(zone)),
                    entry.game(), entry.games(), numbers(entry.scores()), winners(entry), String.join(", ", entry.seats()));
        }
        return 0;
    }

    private static int show(ArchiveReader archive, String number, ZoneId zone, PrintStream out, PrintStream err) {
        Optional<ArchiveEntry> entry = entry(archive, number, err);
        if (entry.isEmpty()) {
            return 1;
        }
        ArchiveEntry game = entry.get();
        out.println("game " + game.number() + ": " + game.game() + (game.series() ? ", a series of " + game.games() + " games" : "")
                + ", finished " + WHEN.format(game.finished().atZone(zone)));
        out.println("seats: " + IntStream.range(0, game.seats().size()).mapToObj(seat -> seatName(game, seat) + " " + game.seats().get(seat))
                .collect(Collectors.joining(", ")));
        out.println((game.series() ? "totals: " : "scores: ") + numbers(game.scores()));
        out.println("won by " + winners(game));
        out.println(archive.script(game.number()).orElseThrow());
        return 0;
    }

    private static int export(ArchiveReader archive, String number, Path file, PrintStream err) throws IOException {
        Optional<ArchiveEntry> entry = entry(archive, number, err);
        if (entry.isEmpty()) {
            return 1;
        }
        write(file, archive.script(entry.get().number()).orElseThrow());
        return 0;
    }

    /** Every game kept, a row per seat, as CSV on standard output (redirect it to a file). */
    private static int csv(ArchiveReader archive, PrintStream out) {
        out.print(CsvExport.of(archive.entries(), Language.english()));
        out.flush();
        return 0;
    }

    private static int exportAll(ArchiveReader archive, Path folder, PrintStream out) throws IOException {
        Files.createDirectories(folder);
        for (ArchiveEntry entry : archive.entries()) {
            write(folder.resolve(String.format("%04d-%s.json", entry.number(), entry.game())), archive.script(entry.number()).orElseThrow());
        }
        out.println("exported " + archive.entries().size() + (archive.entries().size() == 1 ? " game" : " games") + " to " + folder);
        return 0;
    }

    private static void write(Path file, String script) throws IOException {
        try {
            Files.writeString(file, script + "\n", StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    /** The game numbered {@code number}, or empty with the reason told. */
    private static Optional<ArchiveEntry> entry(ArchiveReader archive, String number, PrintStream err) {
        List<ArchiveEntry> entries = archive.entries();
        String kept = entries.isEmpty() ? "the archive holds no games yet"
                : "the archive holds games " + entries.get(0).number() + " to " + entries.get(entries.size() - 1).number();
        if (!number.matches("\\d{1,9}")) {
            err.println("tabula games: '" + number + "' is not a game number (" + kept + ")");
            return Optional.empty();
        }
        Optional<ArchiveEntry> entry = archive.entry(Integer.parseInt(number));
        if (entry.isEmpty()) {
            err.println("tabula games: there is no game " + number + " (" + kept + ")");
        }
        return entry;
    }

    private static String numbers(List<Integer> values) {
        return values.stream().map(String::valueOf).collect(Collectors.joining(" "));
    }

    private static String winners(ArchiveEntry entry) {
        return entry.winners().isEmpty() ? "-" : entry.winners().stream().map(seat -> seatName(entry, seat)).collect(Collectors.joining(" "));
    }

    /** The seat as the game calls it ("East", "Red", "P2") or the name of the person who sat there; its number from 1 for a game this box does not know. */
    private static String seatName(ArchiveEntry entry, int seat) {
        return ArchivedSeats.of(entry).map(names -> Language.english().naming(NameForm.WHOLE).format(Text.name(names.name(seat)))).orElse(Integer.toString(seat + 1));
    }
}
