package org.tabula.firmware.command;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;

import org.tabula.display.text.Language;
import org.tabula.firmware.GameLogRecorder;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.cards.Deck;
import org.tabula.firmware.cards.Decks;
import org.tabula.firmware.club.Club;
import org.tabula.firmware.club.Roster;
import org.tabula.firmware.console.Activity;
import org.tabula.firmware.console.ConsoleContext;
import org.tabula.firmware.console.Activities;
import org.tabula.firmware.console.LanguageChoice;
import org.tabula.firmware.loop.OutputStage;
import org.tabula.firmware.service.ConsoleService;
import org.tabula.firmware.service.Devices;
import org.tabula.firmware.service.SystemdHeartbeat;
import org.tabula.firmware.service.SystemdNotifier;
import org.tabula.hal.config.ConfigException;
import org.tabula.hal.config.HardwareConfig;
import org.tabula.firmware.web.ArchivedGames;
import org.tabula.firmware.web.LiveTable;
import org.tabula.firmware.web.LivePage;

/**
 * {@code tabula run [--config FILE] [--state DIR] [--load SCRIPT]}: the service of the box
 * (continuing a saved game with {@code --load}), and
 * {@code tabula enrol DECK [--config FILE] [--state DIR] [--write [--overwrite]]}: the same service
 * starting in the enrolment of a deck (or, with {@code --write}, in writing its cards' texts onto
 * tags), leaving when it is done. Both tell systemd when they are ready and feed
 * its watchdog from the loop thread, so a stuck loop gets the service restarted.
 */
public final class RunCommand {
    public static final String DEFAULT_STATE = "/var/lib/tabula";
    private static final String ENROL_FLAGS = "[--config FILE] [--state DIR] [--write [--overwrite]]";

    /** Opens the devices a configuration describes. */
    @FunctionalInterface
    public interface Hardware {
        OpenDevices open(HardwareConfig config) throws IOException;
    }

    /** Devices that are open until closed (hal's device thread and the buses). */
    public interface OpenDevices extends AutoCloseable {
        Devices devices();

        /** Why no card can ever be tapped on these devices (off a Pi, no reader configured); empty when one may be. */
        Optional<String> whyNoCardCanBeTapped();

        @Override
        void close();
    }

    private RunCommand() {
    }

    public static int run(String[] args, Hardware hardware, PrintStream err) {
        return serve("run", args, Optional.empty(), hardware, err);
    }

    public static int enrol(String[] args, Hardware hardware, PrintStream err) {
        if (args.length == 0 || Decks.byKey(args[0]).isEmpty()) {
            err.println("usage: tabula enrol DECK " + ENROL_FLAGS + "   (DECK: " + String.join(" or ", Decks.all().stream().map(Deck::key).toList()) + ")");
            return Command.USAGE;
        }
        return serve("enrol", java.util.Arrays.copyOfRange(args, 1, args.length), Decks.byKey(args[0]), hardware, err);
    }

    private static int serve(String name, String[] args, Optional<Deck<?>> enrol, Hardware hardware, PrintStream err) {
        String usage = "usage: tabula " + name + (enrol.isPresent() ? " DECK " + ENROL_FLAGS
                : " [--config FILE] [--state DIR] [--load SCRIPT]");
        Map<String, String> flags;
        try {
            flags = enrol.isPresent() ? Flags.parse(args, Set.of("--config", "--state"), Set.of("--write", "--overwrite"))
                    : Flags.parse(args, Set.of("--config", "--state", "--load"));
            if (flags.containsKey("--overwrite") && !flags.containsKey("--write")) {
                throw new IllegalArgumentException("--overwrite goes with --write");
            }
        } catch (IllegalArgumentException e) {
            err.println("tabula " + name + ": " + e.getMessage() + "\n" + usage);
            return Command.USAGE;
        }
        return serve(name, flags, enrol.map(deck -> new Enrol(deck, flags.containsKey("--write"), flags.containsKey("--overwrite"))),
                hardware, err);
    }

    /**
     * The service, with its live page, or for an errand without it, started in the errand's
     * activity and leaving when it is done. {@code flags}: {@code --config}, {@code --state},
     * {@code --load} (run only).
     */
    static int serve(String name, Map<String, String> flags, Optional<Errand> errand, Hardware hardware, PrintStream err) {
        Path state = Path.of(flags.getOrDefault("--state", DEFAULT_STATE));
        HardwareConfig config;
        Language configured;
        try {
            config = ConfigFile.read(Optional.ofNullable(flags.get("--config")).map(Path::of), err);
            configured = LanguageChoice.configured(config);
        } catch (ConfigException e) {
            err.println("tabula " + name + ": " + e.getMessage());
            return 1;
        }
        try (GameLogRecorder recorder = GameLogRecorder.open(state, config.archiveKb())) {
            Roster roster = Roster.load(state);
            if (flags.containsKey("--load")) {
                Path script = Path.of(flags.get("--load"));
                try {
                    recorder.load(Files.readString(script));
                } catch (CharacterCodingException e) {
                    err.println("tabula " + name + ": cannot continue " + script + ": not UTF-8 text");
                    return 1;
                } catch (IOException | IllegalArgumentException e) {
                    err.println("tabula " + name + ": cannot continue " + script + ": " + e.getMessage());
                    return 1;
                }
            }
            try (SystemdNotifier systemd = SystemdNotifier.fromEnvironment(); OpenDevices open = hardware.open(config);
                    LivePage page = errand.isPresent() ? LivePage.off()
                            : LivePage.start(config.page(), "tabula.local",
                                    new ArchivedGames(recorder.finishedGames(), new Club(roster, recorder.ratings(), recorder.finishedGames())), err)) {
                Optional<String> noTaps = open.whyNoCardCanBeTapped();
                if (errand.isPresent() && noTaps.isPresent()) {
                    return errand.get().withoutTaps(noTaps.get(), err);
                }
                return serve(errand, open.devices(), CardRegistry.load(state), roster, LanguageChoice.load(state, configured), recorder,
                        page.live(), systemd, err);
            }
        } catch (IOException e) {
            err.println("tabula " + name + ": " + e.getMessage());
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
    }

    /** What a command other than {@code run} does at the box before the service leaves. */
    interface Errand {
        /** The activity the service starts in; it runs {@code whenDone} when the person is done. */
        Activity start(ConsoleContext context, Runnable whenDone);

        /** Says on {@code err} why nothing can be tapped here ({@code why}: off a Pi, no reader) and what to do instead; the exit status. */
        int withoutTaps(String why, PrintStream err);
    }

    /** What {@code tabula enrol} does: enrol the deck's tags, or write its cards' texts onto tags. */
    private record Enrol(Deck<?> deck, boolean write, boolean overwrite) implements Errand {
        @Override
        public Activity start(ConsoleContext context, Runnable whenDone) {
            return write ? Activities.tagWriting(context, deck, overwrite, whenDone) : Activities.enrolment(context, deck, whenDone);
        }

        @Override
        public int withoutTaps(String why, PrintStream err) {
            err.println("tabula enrol: " + why + ", so no card can be tapped here: enrol on the box");
            return 1;
        }
    }

    private static int serve(Optional<Errand> errand, Devices devices, CardRegistry registry, Roster roster, LanguageChoice language,
            GameLogRecorder recorder, LiveTable live, SystemdNotifier systemd, PrintStream err) throws IOException, InterruptedException {
        ConsoleService[] service = new ConsoleService[1];
        Function<ConsoleContext, Activity> first = errand.<Function<ConsoleContext, Activity>>map(
                what -> context -> what.start(context, () -> service[0].loop().stop()))
                .orElse(context -> recorder.unfinished(context.seeds()).map(match -> Activities.resume(context, match)).orElse(null));
        service[0] = new ConsoleService(devices, registry, recorder, language, first, firstFrameReport(err), live, roster)
                .heartbeat(new SystemdHeartbeat(systemd, System::nanoTime, err));
        service[0].start();
        service[0].awaitStop();
        systemd.stopping();
        service[0].close();
        return 0;
    }

    /** Says once how long after the process started the first frame reached the drivers (start-up time). */
    private static OutputStage.Written firstFrameReport(PrintStream err) {
        AtomicBoolean told = new AtomicBoolean();
        return caused -> {
            if (!told.getAndSet(true)) {
                ProcessHandle.current().info().startInstant().ifPresent(start -> err.println(
                        "tabula: first frame " + Duration.between(start, Instant.now()).toMillis() + " ms after the process started"));
            }
        };
    }
}
