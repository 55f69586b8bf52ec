package org.tabula.firmware.command;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;


/** The {@code tabula} command line: one sub-command per job of the console. */
public final class Main {
    /** What asks for the usage, as the first argument. */
    public static final java.util.Set<String> HELP = java.util.Set.of("help", "--help", "-h");

    static final Map<String, Command> COMMANDS = Map.ofEntries(
            Map.entry("replay", args -> ReplayCommand.run(args, System.in, System.out, System.err)),
            Map.entry("bench", args -> BenchCommand.run(args, System.out, System.err)),
            Map.entry("bench-console", args -> BenchConsoleCommand.run(args, System.out, System.err)),
            Map.entry("bench-bots", args -> BenchBotsCommand.run(args, System.out, System.err)),
            Map.entry("run", args -> RunCommand.run(args, BoxHardware::open, System.err)),
            Map.entry("enrol", args -> RunCommand.enrol(args, BoxHardware::open, System.err)),
            Map.entry("bench-hal", args -> BenchHalCommand.run(args, System.out, System.err)),
            Map.entry("selftest", args -> SelftestCommand.run(args, System.out, System.err)),
            Map.entry("solve", args -> SolveCommand.run(args, System.out, System.err)),
            Map.entry("tournament", args -> TournamentCommand.run(args, System.out, System.err)),
            Map.entry("tap-reach", args -> TapReachCommand.run(args, System.out, System.err)),
            Map.entry("wiring", args -> WiringCommand.run(args, System.out, System.err)),
            Map.entry("cards", args -> CardsCommand.run(args, BoxHardware::open, System.out, System.err)),
            Map.entry("games", args -> GamesCommand.run(args, java.time.ZoneId.systemDefault(), System.out, System.err)),
            Map.entry("ratings", args -> RatingsCommand.run(args, System.out, System.err)),
            Map.entry("bench-club", args -> BenchClubCommand.run(args, System.out, System.err)));

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs a command; {@code tabula COMMAND --help} prints that command's entry of the usage. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0 || HELP.contains(args[0])) {
            (args.length == 0 ? err : out).println(usage());
            return args.length == 0 ? Command.USAGE : 0;
        }
        Command command = COMMANDS.get(args[0]);
        if (command == null) {
            err.println("tabula: unknown command '" + args[0] + "'\n" + usage());
            return Command.USAGE;
        }
        if (args.length == 2 && args[1].equals("--help")) {
            out.println("usage: tabula " + USAGES.stream().filter(usage -> usage.command().equals(args[0])).findFirst().orElseThrow());
            return 0;
        }
        return command.run(Arrays.copyOfRange(args, 1, args.length));
    }

    /** The commands, as {@code tabula help} lists them. */
    static String usage() {
        return "usage: tabula COMMAND [ARGS]\n" + USAGES.stream().map(usage -> "  " + usage).collect(Collectors.joining("\n"));
    }

    /**
     * One command's entry of the usage, the same as its entry in the manual page (tabula.1).
     *
     * @param synopsis the command and its arguments
     * @param what     what it does, in lines of at most 70 characters
     */
    record Usage(String command, String synopsis, String what) {
        @Override
        public String toString() {
            String indent = " ".repeat(32);
            String lines = what.replace("\n", "\n" + indent);
            return synopsis.length() < 30 ? String.format("%-30s%s", synopsis, lines) : synopsis + "\n" + indent + lines;
        }
    }

    static final List<Usage> USAGES = List.of(
            new Usage("replay", "replay FILE|-", "check a replay script and print the game's result as JSON"),
            new Usage("bench", "bench GAME [--players N (default: the fewest)] [--options JSON] [--seconds S]",
                    "random-playout throughput of whole games on one core"),
            new Usage("bench-console", "bench-console [--events N] [--journal DIR] [--game NAME (default: sumo)] [--page-clients N]",
                    "latency from a tap or press to the frames handed to the drivers"),
            new Usage("bench-bots", "bench-bots GAME [--players N (default: the most)] [--options JSON] [--warm-up N] [--games N] [--moves N] [--seed S]"
                    + " [--asks bots|hints]",
                    "how long the box's bots take a move (or a hint), cold and warm"),
            new Usage("tap-reach", "tap-reach [--deals N] [--seed S]",
                    "moves per tapped card and presses per pick, over random games"),
            new Usage("run", "run [--config FILE] [--state DIR] [--load SCRIPT]",
                    "the console service (default configuration " + org.tabula.hal.config.HardwareConfig.DEFAULT_PATH
                            + "\nor the reference box without it; state in " + RunCommand.DEFAULT_STATE
                            + ");\n--load continues a saved replay script at the box"),
            new Usage("enrol", "enrol roman|spite [--config FILE] [--state DIR] [--write [--overwrite]]",
                    "walk through a deck on the display, tapping each card it names;\n"
                            + "--write writes each card's text onto its tag, so any box knows it\n"
                            + "(--overwrite: over another card's text without asking)"),
            new Usage("bench-hal", "bench-hal [--leds N]", "I2C bytes per screen change and LED frame encoding time"),
            new Usage("selftest", "selftest [--config FILE] [--probe-only] [--timeout S]",
                    "check every configured device, then walk the LEDs, draw a test\n"
                            + "pattern and ask for a tap on each reader and a press of each button"),
            new Usage("solve", "solve sumo [--options JSON]", "solve Sumo exactly: the game's value and first-round equilibrium"),
            new Usage("tournament", "tournament GAME --bots A[@BUDGET],B[,...] [--players N] [--games N] [--options JSON]"
                    + " [--budget box|N|Nms|N/Mms] [--seed S]",
                    "bots against each other, seats rotated: win rates with 95% intervals;\n"
                            + "by default with the box's budget (its iterations and deadline);\n"
                            + "random+hint[:N] is a random player taking the box's hint on N% of its moves"),
            new Usage("wiring", "wiring [--config FILE] FILE.svg|-",
                    "a picture of what to wire for the configuration, as SVG"),
            new Usage("cards", "cards pdf [--deck roman|spite-labels] [--paper a4|letter] [--language en|ja] FILE | badge NAME [--config FILE] [--state DIR]",
                    "a print-ready PDF of the Roman deck, or copy marks for the Spite deck's faces;\n"
                            + "badge: writes the badge of a person on the roster onto a tag tapped on the box's reader\n"
                            + "(off the box, prints its text for a phone's NFC app)"),
            new Usage("games", "games [list|show N|export N FILE|export --all DIR|export --csv] [--state DIR]",
                    "the finished games the box keeps: list them, show one with its\nreplay script, export replay scripts, or a CSV table of them all"),
            new Usage("ratings", "ratings [--game G] [--recompute] [--state DIR]",
                    "the club's ratings per game, games won and head to head;\n--recompute rates every archived game again"),
            new Usage("bench-club", "bench-club [--games N] [--people N] [--rounds N] [--state DIR]",
                    "the club's table served by the page for N archived games of named players:\n"
                            + "ratings recomputed, and the page's answer, median and slowest"));
}
