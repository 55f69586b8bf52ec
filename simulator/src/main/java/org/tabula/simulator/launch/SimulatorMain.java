package org.tabula.simulator.launch;

import java.awt.GraphicsEnvironment;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

import org.tabula.firmware.GameLogRecorder;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.console.Activities;
import org.tabula.firmware.console.LanguageChoice;
import org.tabula.firmware.service.ConsoleService;
import org.tabula.hal.config.ConfigException;
import org.tabula.hal.config.HardwareConfig;
import org.tabula.rules.GameConfigException;
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
            "usage: tabula [sim] [--config FILE] [--state DIR]   the simulator window (a demo without a display)",
            "       tabula sim --script FILE|- [--seed N] [--config FILE]",
            "                                  run a simulator script headless (see ScriptRunner for the commands)",
            "       tabula demo [GAME] [--seed N]   play a game with bots headless, printing the screens",
            "       tabula COMMAND ...              the box's commands (replay, bench, ...): tabula help");

    private SimulatorMain() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 0 && (args[0].equals("help") || args[0].equals("--help"))) {
            System.err.println(USAGE + "\n");
        }
        if (args.length > 0 && !args[0].equals("sim") && !args[0].equals("demo") && !args[0].startsWith("--")) {
            org.tabula.firmware.Main.main(args);
            return;
        }
        System.exit(run(args, System.in, System.out, System.err));
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
            window(config, state);
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
        try (Reader reader = source.equals("-") ? new InputStreamReader(in, StandardCharsets.UTF_8)
                : Files.newBufferedReader(Path.of(source))) {
            new ScriptRunner(box, out, folder).run(reader);
            return 0;
        } catch (ScriptRunner.ScriptException e) {
            err.println("tabula sim: " + e.getMessage());
            return 1;
        }
    }

    private static void window(SimConfig config, Path state) throws IOException, InterruptedException {
        CardRegistry registry = CardRegistry.load(state);
        VirtualTags.enrolUnenrolledDecks(registry);
        SimDevices sim = new SimDevices(config);
        GameLogRecorder recorder = GameLogRecorder.open(state);
        LanguageChoice language = LanguageChoice.load(state, config.language());
        ConsoleService service = new ConsoleService(sim.devices(), registry, recorder, language,
                context -> recorder.unfinished(context.seeds()).map(match -> Activities.resume(context, match)).orElse(null), null);
        new BoxWindow(sim, service::screen, language.current()).show();
        service.start().awaitStop();
    }
}
