package org.tabula.firmware;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.Map;
import java.util.function.Function;

/** The {@code tabula} command line: one sub-command per job of the console. */
public final class Main {
    /** Exit status for a bad command line. */
    static final int USAGE = 64;

    private static final Map<String, Function<String[], Integer>> COMMANDS = Map.ofEntries(
            Map.entry("replay", args -> ReplayCommand.run(args, System.in, System.out, System.err)),
            Map.entry("bench", args -> BenchCommand.run(args, System.out, System.err)),
            Map.entry("bench-console", args -> BenchConsoleCommand.run(args, System.out, System.err)),
            Map.entry("run", args -> RunCommand.run(args, BoxHardware::open, System.err)),
            Map.entry("enrol", args -> RunCommand.enrol(args, BoxHardware::open, System.err)),
            Map.entry("bench-hal", args -> BenchHalCommand.run(args, System.out, System.err)),
            Map.entry("selftest", args -> SelftestCommand.run(args, System.out, System.err)),
            Map.entry("solve", args -> SolveCommand.run(args, System.out, System.err)),
            Map.entry("tournament", args -> TournamentCommand.run(args, System.out, System.err)),
            Map.entry("tap-reach", args -> TapReachCommand.run(args, System.out, System.err)),
            Map.entry("cards", args -> CardsCommand.run(args, System.out, System.err)));

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.err));
    }

    static int run(String[] args, PrintStream err) {
        if (args.length == 0 || args[0].equals("help") || args[0].equals("--help")) {
            err.println(usage());
            return args.length == 0 ? USAGE : 0;
        }
        Function<String[], Integer> command = COMMANDS.get(args[0]);
        if (command == null) {
            err.println("tabula: unknown command '" + args[0] + "'\n" + usage());
            return USAGE;
        }
        return command.apply(Arrays.copyOfRange(args, 1, args.length));
    }

    static String usage() {
        return String.join("\n",
                "usage: tabula COMMAND [ARGS]",
                "  replay FILE|-                 check a replay script and print the game's result as JSON",
                "  bench GAME [--players N (default: the fewest)] [--options JSON] [--seconds S]",
                "                                random-playout throughput of whole games on one core",
                "  bench-console [--events N] [--journal DIR] [--game sumo|senator]",
                "                                latency from a tap or press to the frames handed to the drivers",
                "  tap-reach [--deals N] [--seed S]",
                "                                moves per tapped card and presses per pick, over random games",
                "  run [--config FILE] [--state DIR] [--load SCRIPT]",
                "                                the console service (default configuration " + org.tabula.hal.config.HardwareConfig.DEFAULT_PATH,
                "                                or the reference box without it; state in " + RunCommand.DEFAULT_STATE + ");",
                "                                --load continues a saved replay script at the box",
                "  enrol roman|spite [--config FILE] [--state DIR]",
                "                                walk through a deck on the display, tapping each card it names",
                "  bench-hal [--leds N]          I2C bytes per screen change and LED frame encoding time",
                "  selftest [--config FILE] [--probe-only] [--timeout S]",
                "                                check every configured device, then walk the LEDs, draw a test",
                "                                pattern and ask for a tap on each reader and a press of each button",
                "  solve sumo [--options JSON]   solve Sumo exactly: the game's value and first-round equilibrium",
                "  tournament GAME --bots A,B[,...] [--players N] [--games N] [--options JSON] [--budget N|Nms] [--seed S]",
                "                                bots against each other, seats rotated: win rates with 95% intervals",
                "  cards pdf [--deck roman|spite-labels] [--paper a4|letter] [--language en|ja] FILE",
                "                                a print-ready PDF of the Roman deck, or labels for the Spite deck's stickers");
    }
}
