package org.tabula.simulator.launch;

import java.awt.GraphicsEnvironment;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.Reader;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

import org.tabula.firmware.GameLogRecorder;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.club.Club;
import org.tabula.firmware.club.Roster;
import org.tabula.firmware.console.Activities;
import org.tabula.firmware.console.LanguageChoice;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.service.ConsoleService;
import org.tabula.firmware.web.ArchivedGames;
import org.tabula.firmware.web.LivePage;
import org.tabula.firmware.web.LiveTable;
import org.tabula.hal.config.ConfigException;
import org.tabula.hal.config.HardwareConfig;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.SeatNames;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.simulator.SimConfig;
import org.tabula.simulator.SimDevices;
import org.tabula.simulator.devices.VirtualTags;
import org.tabula.simulator.headless.Demo;
import org.tabula.simulator.headless.HeadlessBox;
import org.tabula.simulator.headless.ScriptRunner;
import org.tabula.simulator.window.BoxWindow;

/**
 * The desktop {@code tabula}: {@code sim} (the default) opens the simulator window, or, without a
 * display, plays a demo game with bots; {@code sim --script FILE|-} runs a headless script;
 * {@code demo [GAME]} plays a demo; every other command is the box's own command line.
 */
public final class SimulatorMain {
    private static final String USAGE = String.join("\n",
            "usage: tabula [sim] [--config FILE] [--state DIR] [--page-port N]",
            "                                  the simulator window (a demo without a display), serving the live",
            "                                  table page on http://localhost:N/ (8080; 0 turns it off)",
            "       tabula sim --script FILE|- [--seed N] [--config FILE]",
            "                                  run a simulator script headless (its commands: docs/playing.md)",
            "       tabula demo [GAME] [--seed N]   play a game with bots headless, printing the screens",
            "       tabula COMMAND ...              the box's commands (replay, bench, ...): tabula help");

    private SimulatorMain() {
    }

    public static void main(String[] args) throws Exception {
        System.exit(launch(args, System.in, System.out, System.err));
    }

    /** Help, the simulator and the demo here; every other command is the box's own. */
    static int launch(String[] args, java.io.InputStream in, PrintStream out, PrintStream err) throws Exception {
        if (args.length > 0 && org.tabula.firmware.command.Main.HELP.contains(args[0])) {
            out.println(USAGE + "\n");
            return org.tabula.firmware.command.Main.run(new String[] {"help"}, out, err);
        }
        if (args.length > 0 && !args[0].equals("sim") && !args[0].equals("demo") && !args[0].startsWith("--")) {
            return org.tabula.firmware.command.Main.run(args, out, err);
        }
        return run(args, in, out, err);
    }

    static int run(String[] args, java.io.InputStream in, PrintStream out, PrintStream err) throws Exception {
        boolean demo = args.length > 0 && args[0].equals("demo");
        String[] rest = args.length > 0 && !args[0].startsWith("--") ? Arrays.copyOfRange(args, 1, args.length) : args;
        String game = null;
        if (demo && rest.length % 2 == 1) {
            game = rest[0];
            rest = Arrays.copyOfRange(rest, 1, rest.length);
        }
        Map<String, String> flags = new LinkedHashMap<>();
        for (int i = 0; i < rest.length; i++) {
            if (!rest[i].startsWith("--") || i + 1 >= rest.length) {
                err.println("tabula: cannot read '" + rest[i] + "'\n" + USAGE);
                return 64;
            }
            flags.put(rest[i], rest[++i]);
        }
        try {
            // The box's own configuration file: readers and LEDs as configured there.
            SimConfig config = SimConfig.load(Path.of(flags.getOrDefault("--config", HardwareConfig.DEFAULT_PATH.toString())),
                    flags.containsKey("--config"));
            long seed = Long.parseLong(flags.getOrDefault("--seed", "1"));
            if (demo) {
                Demo.run(game == null ? ConsoleGames.kinds().get(0) : ConsoleGames.named(game).kind(), seed, out);
                return 0;
            }
            if (flags.containsKey("--script")) {
                return script(flags.get("--script"), config, seed, in, out, err);
            }
            if (GraphicsEnvironment.isHeadless()) {
                out.println("No display here: playing a demo game with bots instead of opening the window.\n");
                Demo.run(ConsoleGames.kinds().get(0), seed, out);
                return 0;
            }
            Path state = Path.of(flags.getOrDefault("--state", System.getProperty("user.home") + "/.tabula-sim"));
            int pagePort = Integer.parseInt(flags.getOrDefault("--page-port", "8080"));
            window(config, state, pagePort, err);
            return 0;
        } catch (NumberFormatException | GameConfigException | ConfigException e) {
            err.println("tabula: " + e.getMessage() + "\n" + USAGE);
            return 64;
        }
    }

    private static int script(String source, SimConfig config, long seed, java.io.InputStream in, PrintStream out,
            PrintStream err) throws IOException {
        CardRegistry registry = CardRegistry.inMemory();
        VirtualTags.enrolUnenrolledDecks(registry);
        HeadlessBox box = new HeadlessBox(config, registry, seed);
        Path folder = source.equals("-") ? Path.of(".") : Path.of(source).toAbsolutePath().getParent();
        Optional<String> unreadable = source.equals("-") ? Optional.empty() : unreadable(Path.of(source));
        if (unreadable.isPresent()) {
            err.println("tabula sim: cannot read the script " + source + ": " + unreadable.get());
            return 1;
        }
        try (Reader reader = source.equals("-") ? new InputStreamReader(in, StandardCharsets.UTF_8)
                : Files.newBufferedReader(Path.of(source))) {
            new ScriptRunner(box, out, folder).run(reader);
            return 0;
        } catch (ScriptRunner.ScriptException e) {
            err.println("tabula sim: " + e.getMessage());
            return 1;
        }
    }

    /** Why a script file cannot be read, in a sentence; empty when it can. */
    private static Optional<String> unreadable(Path file) {
        if (!Files.exists(file)) {
            return Optional.of("there is no such file");
        }
        if (Files.isDirectory(file)) {
            return Optional.of("it is a folder");
        }
        return Files.isReadable(file) ? Optional.empty() : Optional.of("it is not readable");
    }

    private static void window(SimConfig config, Path state, int pagePort, PrintStream err) throws IOException, InterruptedException {
        CardRegistry registry = CardRegistry.load(state);
        VirtualTags.enrolUnenrolledDecks(registry);
        SimDevices sim = new SimDevices(config);
        GameLogRecorder recorder = GameLogRecorder.open(state);
        Roster roster = Roster.load(state);
        LanguageChoice language = LanguageChoice.load(state, config.language());
        // The desktop's page answers this computer alone: the box's page is for the room, not the simulator's.
        LivePage page = pagePort == 0 ? LivePage.off()
                : LivePage.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), pagePort), "localhost",
                        new ArchivedGames(recorder.finishedGames(), new Club(roster, recorder.ratings(), recorder.finishedGames())), err);
        if (page.port() != 0) {
            err.println("tabula: the live table page: http://localhost:" + page.port() + "/");
        }
        // The seats of the match at the table, also while its pause menu or the take-back question is open: the pads keep their names.
        AtomicReference<SeatNames> seated = new AtomicReference<>();
        LiveTable live = page.live();
        LiveTable watched = new LiveTable(live.feed().andThen(playing -> seated.set(playing.map(Match::seatNames).orElse(null))),
                live.phones(), live.badges());
        ConsoleService service = new ConsoleService(sim.devices(), registry, recorder, language,
                context -> recorder.unfinished(context.seeds()).map(match -> Activities.resume(context, match)).orElse(null), null,
                watched, roster);
        new BoxWindow(sim, service::screen, seated::get, language.current()).show();
        service.start().awaitStop();
        page.close();
    }
}
