package org.tabula.firmware;

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
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;

import org.tabula.display.text.Language;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.cards.Deck;
import org.tabula.firmware.console.Activity;
import org.tabula.firmware.console.ConsoleContext;
import org.tabula.firmware.console.Activities;
import org.tabula.firmware.console.LanguageChoice;
import org.tabula.firmware.loop.OutputStage;
import org.tabula.firmware.service.ConsoleService;
import org.tabula.firmware.service.Devices;
import org.tabula.firmware.service.SystemdNotifier;
import org.tabula.hal.config.ConfigException;
import org.tabula.hal.config.HardwareConfig;

/**
 * {@code tabula run [--config FILE] [--state DIR] [--load SCRIPT]}: the service of the box
 * (continuing a saved game with {@code --load}), and
 * {@code tabula enrol DECK [--config FILE] [--state DIR]}: the same service starting in the
 * enrolment of a deck, leaving when it is done. Both tell systemd when they are ready and feed
 * its watchdog from the loop thread, so a stuck loop gets the service restarted.
 */
final class RunCommand {
    static final String DEFAULT_STATE = "/var/lib/tabula";
    private static final long WATCHDOG_NANOS = TimeUnit.SECONDS.toNanos(5);

    /** Opens the devices a configuration describes. */
    @FunctionalInterface
    interface Hardware {
        OpenDevices open(HardwareConfig config) throws IOException;
    }

    /** Devices that are open until closed (hal's device thread and the buses). */
    interface OpenDevices extends AutoCloseable {
        Devices devices();

        @Override
        void close();
    }

    private RunCommand() {
    }

    static int run(String[] args, Hardware hardware, PrintStream err) {
        return serve("run", args, Optional.empty(), hardware, err);
    }

    static int enrol(String[] args, Hardware hardware, PrintStream err) {
        if (args.length == 0 || Deck.byKey(args[0]).isEmpty()) {
            err.println("usage: tabula enrol DECK [--config FILE] [--state DIR]   (DECK: roman or spite)");
            return Main.USAGE;
        }
        return serve("enrol", java.util.Arrays.copyOfRange(args, 1, args.length), Deck.byKey(args[0]), hardware, err);
    }

    private static int serve(String name, String[] args, Optional<Deck> enrol, Hardware hardware, PrintStream err) {
        String usage = "usage: tabula " + name + (enrol.isPresent() ? " DECK [--config FILE] [--state DIR]"
                : " [--config FILE] [--state DIR] [--load SCRIPT]");
        Map<String, String> flags;
        try {
            flags = Flags.parse(args, enrol.isPresent() ? Set.of("--config", "--state") : Set.of("--config", "--state", "--load"));
        } catch (IllegalArgumentException e) {
            err.println("tabula " + name + ": " + e.getMessage() + "\n" + usage);
            return Main.USAGE;
        }
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
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
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
            try (SystemdNotifier systemd = SystemdNotifier.fromEnvironment(); OpenDevices open = hardware.open(config)) {
                return serve(enrol, open.devices(), CardRegistry.load(state), LanguageChoice.load(state, configured), recorder, systemd, err);
            }
        } catch (IOException e) {
            err.println("tabula " + name + ": " + e.getMessage());
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
    }

    private static int serve(Optional<Deck> enrol, Devices devices, CardRegistry registry, LanguageChoice language,
            GameLogRecorder recorder, SystemdNotifier systemd, PrintStream err) throws IOException, InterruptedException {
        ConsoleService[] service = new ConsoleService[1];
        Function<ConsoleContext, Activity> first = enrol.<Function<ConsoleContext, Activity>>map(
                deck -> context -> Activities.enrolment(context, deck, () -> service[0].loop().stop()))
                .orElse(context -> recorder.unfinished(context.seeds()).map(match -> Activities.resume(context, match)).orElse(null));
        service[0] = new ConsoleService(devices, registry, recorder, language, first, firstFrameReport(err)).heartbeat(watchdog(systemd));
        service[0].start();
        systemd.ready();
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

    /** Feeds the watchdog at most every 5 s (WatchdogSec is 15 s). */
    private static Runnable watchdog(SystemdNotifier systemd) {
        long[] last = {System.nanoTime() - WATCHDOG_NANOS};
        return () -> {
            long now = System.nanoTime();
            if (now - last[0] >= WATCHDOG_NANOS) {
                last[0] = now;
                try {
                    systemd.watchdog();
                } catch (IOException e) {
                    System.err.println("tabula: cannot reach systemd: " + e.getMessage());
                }
            }
        };
    }
}
