package org.tabula.firmware.command;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

import org.tabula.display.text.Language;
import org.tabula.firmware.cards.Deck;
import org.tabula.firmware.cards.Decks;
import org.tabula.firmware.club.Badge;
import org.tabula.firmware.club.Roster;
import org.tabula.firmware.club.RosterRefusal;
import org.tabula.firmware.console.Activities;
import org.tabula.firmware.console.Activity;
import org.tabula.firmware.console.BadgeWriting;
import org.tabula.firmware.console.ConsoleContext;
import org.tabula.firmware.cards.print.Pages;
import org.tabula.firmware.cards.print.Paper;
import org.tabula.firmware.cards.print.PrintedSheets;

/**
 * {@code tabula cards pdf [--deck roman|spite-labels] [--paper a4|letter] [--language en|ja] FILE}:
 * writes a print-ready PDF of what a deck prints (each registered deck says: the Roman deck's fronts
 * and backs for two-sided printing, copy marks for the faces of the Spite deck's cards). The file
 * appears whole or not at all.
 * {@code tabula cards badge NAME}: writes a person's badge at the box.
 */
public final class CardsCommand {
    /** What the decks print, in the order of the registry of decks: the first is the default. */
    private static final List<PrintedSheets> PRINTED = Decks.all().stream().map(Deck::printed).flatMap(Optional::stream).toList();
    static final String USAGE = "usage: tabula cards pdf [--deck " + String.join("|", PRINTED.stream().map(PrintedSheets::key).toList())
            + "] [--paper a4|letter] [--language en|ja] FILE";
    static final String BADGE_USAGE = "usage: tabula cards badge NAME [--config FILE] [--state DIR]";

    /** What to print, on what, in which language, to which file. */
    record Request(PrintedSheets deck, Paper paper, Language language, Path file) {
    }

    private CardsCommand() {
    }

    public static int run(String[] args, RunCommand.Hardware hardware, PrintStream out, PrintStream err) {
        if (args.length > 0 && args[0].equals("badge") && !List.of(args).contains("--help")) {
            return badge(Arrays.copyOfRange(args, 1, args.length), hardware, out, err);
        }
        if (List.of(args).contains("--help") || List.of(args).equals(List.of("help"))) {
            out.println(USAGE);
            out.println("       " + BADGE_USAGE.substring("usage: ".length()));
            for (PrintedSheets sheets : PRINTED) {
                out.printf("  --deck %-14s %s%s%n", sheets.key(), sheets.help(), sheets == PRINTED.get(0) ? " (default)" : "");
            }
            out.println("  --paper a4|letter     the paper (default a4); print at actual size");
            out.println("  --language en|ja      the words on the cards (default en)");
            out.println("  badge NAME            writes NAME's badge onto a tag tapped on the box's reader (NAME must be on the box's roster);"
                    + " off the box, prints its text for a phone's NFC app");
            return 0;
        }
        Request request;
        try {
            request = parse(args);
        } catch (IllegalArgumentException e) {
            err.println("tabula cards: " + e.getMessage() + "\n" + USAGE);
            return Command.USAGE;
        }
        Optional<String> missingFont = Pages.missingFont(request.language());
        if (missingFont.isPresent()) {
            err.println("tabula cards: " + missingFont.get() + "; nothing written");
            return 1;
        }
        Path file = request.file().toAbsolutePath();
        Path folder = file.getParent();
        if (Files.isDirectory(file) || !Files.isDirectory(folder)) {
            err.println("tabula cards: cannot write " + request.file() + ": "
                    + (Files.isDirectory(file) ? "it is a folder" : "the folder " + folder + " does not exist") + "; nothing written");
            return 1;
        }
        Path partial = null;
        try {
            partial = folder.resolve("." + file.getFileName() + ".part");
            int pages;
            try (OutputStream stream = Files.newOutputStream(partial)) {
                pages = Pages.write(request.deck(), request.paper(), request.language(), stream);
            }
            Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            out.println("wrote " + request.file() + ": " + request.deck().summary(pages, request.paper()));
            return 0;
        } catch (IOException e) {
            err.println("tabula cards: cannot write " + request.file() + ": "
                    + (e instanceof AccessDeniedException ? "permission denied" : e.getMessage()) + "; nothing written");
            deleteQuietly(partial);
            return 1;
        }
    }

    /**
     * {@code tabula cards badge NAME [--config FILE] [--state DIR]}: writes the badge of a person
     * on the roster onto a tag tapped on the box's reader (the service's errand, as {@code tabula
     * enrol --write} is), read back, and says what was written. Where no tag can be tapped (off a
     * Pi, no reader), it says so and prints the text to write with a phone's NFC app.
     */
    private static int badge(String[] args, RunCommand.Hardware hardware, PrintStream out, PrintStream err) {
        Map<String, String> flags;
        try {
            flags = Flags.parse(Arrays.copyOfRange(args, Math.min(1, args.length), args.length), Set.of("--config", "--state"));
        } catch (IllegalArgumentException e) {
            err.println("tabula cards: " + e.getMessage() + "\n" + BADGE_USAGE);
            return Command.USAGE;
        }
        if (args.length == 0 || args[0].startsWith("--")) {
            err.println("tabula cards: name the person whose badge to write\n" + BADGE_USAGE);
            return Command.USAGE;
        }
        Path state = Path.of(flags.getOrDefault("--state", RunCommand.DEFAULT_STATE));
        Badge badge;
        try {
            badge = Roster.load(state).badge(args[0]);
        } catch (RosterRefusal e) {
            err.println("tabula cards: " + Language.english().format(e.text()) + "; nothing written");
            return 1;
        } catch (IOException e) {
            err.println("tabula cards: cannot read the roster in " + state + ": " + e.getMessage());
            return 1;
        }
        BadgeErrand errand = new BadgeErrand(badge, out);
        int status = RunCommand.serve("cards", flags, Optional.of(errand), hardware, err);
        if (status != 0 || errand.printedForAPhone) {
            return status;
        }
        Optional<BadgeWriting.Written> written = errand.written.get();
        if (written.isEmpty()) {
            err.println("tabula cards: no badge written: left before a tag took it");
            return 1;
        }
        out.println((written.get().alreadyThere() ? "the tag " + written.get().uidHex() + " is " + badge.name() + "'s badge already ("
                + badge.ndefText() + "); nothing written" : "wrote " + badge.ndefText() + " onto the tag " + written.get().uidHex()
                + " and read it back") + "; tapped on a seat's reader at the menu's Seats, it sits " + badge.name() + " there");
        return 0;
    }

    /** Writing one badge at the box; where nothing can be tapped, the text for a phone instead. */
    private static final class BadgeErrand implements RunCommand.Errand {
        private final Badge badge;
        private final PrintStream out;
        /** What the box wrote, set on the loop thread before the service stops. */
        final AtomicReference<Optional<BadgeWriting.Written>> written = new AtomicReference<>(Optional.empty());
        /** Whether the text was printed for a phone instead of written. */
        boolean printedForAPhone;

        BadgeErrand(Badge badge, PrintStream out) {
            this.badge = badge;
            this.out = out;
        }

        @Override
        public Activity start(ConsoleContext context, Runnable whenDone) {
            return Activities.badgeWriting(context, badge, outcome -> {
                written.set(outcome);
                whenDone.run();
            });
        }

        @Override
        public int withoutTaps(String why, PrintStream err) {
            printedForAPhone = true;
            out.println(badge.ndefText());
            err.println("tabula cards: " + why + ", so no tag can be written here: write the text above as an NFC text record (NTAG)"
                    + " with a phone app that writes NFC text, or run this on the box; tapped on a seat's reader at the menu's Seats,"
                    + " it sits " + badge.name() + " there");
            return 0;
        }
    }

    static Request parse(String[] args) {
        if (args.length == 0 || !args[0].equals("pdf")) {
            throw new IllegalArgumentException(args.length == 0 ? "say what to make: pdf or badge"
                    : "unknown cards command '" + args[0] + "' (known: pdf, badge)");
        }
        List<String> flagArgs = new ArrayList<>();
        List<String> files = new ArrayList<>();
        String[] rest = Arrays.copyOfRange(args, 1, args.length);
        for (int i = 0; i < rest.length; i++) {
            if (rest[i].startsWith("--")) {
                flagArgs.add(rest[i]);
                if (i + 1 < rest.length) {
                    flagArgs.add(rest[++i]);
                }
            } else {
                files.add(rest[i]);
            }
        }
        Map<String, String> flags = Flags.parse(flagArgs.toArray(String[]::new), Set.of("--deck", "--paper", "--language"));
        if (files.size() != 1) {
            throw new IllegalArgumentException(files.isEmpty() ? "name the PDF file to write" : "one PDF file at a time, not " + files.size());
        }
        PrintedSheets deck = choice(PRINTED.toArray(PrintedSheets[]::new), PrintedSheets::key, flags.getOrDefault("--deck", PRINTED.get(0).key()),
                "--deck");
        Paper paper = choice(Paper.values(), Paper::key, flags.getOrDefault("--paper", "a4"), "--paper");
        String tag = flags.getOrDefault("--language", "en");
        Language language = choice(Language.all().toArray(Language[]::new), Language::code, tag, "--language");
        return new Request(deck, paper, language, Path.of(files.get(0)));
    }

    private static <T> T choice(T[] values, java.util.function.Function<T, String> key, String given, String flag) {
        for (T value : values) {
            if (key.apply(value).equals(given)) {
                return value;
            }
        }
        throw new IllegalArgumentException(flag + " is one of " + String.join(", ", Arrays.stream(values).map(key).toList()) + ", not '"
                + given + "'");
    }

    private static void deleteQuietly(Path partial) {
        if (partial != null) {
            try {
                Files.deleteIfExists(partial);
            } catch (IOException ignored) {
                // the partial file's name starts with a dot: a leftover is hidden and harmless
            }
        }
    }
}
