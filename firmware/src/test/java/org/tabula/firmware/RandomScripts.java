package org.tabula.firmware;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;


import org.tabula.firmware.command.ReplayCommand;
import org.tabula.firmware.json.Json;
import org.tabula.rules.EventSink;
import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.OptionSpec;
import org.tabula.rules.SeededRandom;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.script.MalformedScriptException;

/**
 * Random replay scripts over every game (random options, player counts, moves; cut short,
 * spoilt by a bad move, played as a series, or left to bots), and what the box makes of them:
 * a refactoring of the rules or the firmware must leave {@link #outcome} byte-identical.
 *
 * <p>{@code java -cp firmware/target/tabula.jar:firmware/target/test-classes
 * org.tabula.firmware.RandomScripts generate N SEED SCRIPTS} writes N scripts, one a line;
 * {@code ... replay SCRIPTS OUT} writes each script's outcome, one a line.
 */
final class RandomScripts {
    /** Longer random games are cut here: no game needs more moves to reach an end. */
    private static final int MOVE_CAP = 6_000;
    private static final String GARBLE = "0123456789@:#-+xSRDUCHKJAB ";

    private final SeededRandom rng;

    RandomScripts(long seed) {
        this.rng = new SeededRandom(seed);
    }

    /** One random script, as JSON text. */
    String next() {
        GameKind kind = ConsoleGames.kinds().get(rng.nextInt(ConsoleGames.kinds().size()));
        int players = kind.minPlayers() + rng.nextInt(kind.maxPlayers() - kind.minPlayers() + 1);
        Map<String, Object> options = options(kind);
        Game game = null;
        // One script in twenty keeps its first draw of options, possible or not: the box's
        // answer to an impossible combination is part of the contract too.
        boolean keepImpossible = rng.nextInt(20) == 0;
        for (int attempt = 0; game == null; attempt++) {
            try {
                game = kind.create(players, kind.parseOptions(options));
            } catch (GameConfigException impossible) {
                if (keepImpossible || attempt == 20) {
                    return write(script(kind, players, options, rng.nextLong() & 0xFFFF, List.of()));
                }
                options = options(kind);
            }
        }
        int shape = rng.nextInt(20);
        long seed = rng.nextLong() & 0xFFFFFF;
        if (shape < 2) {
            Map<String, Object> script = script(kind, players, options, null, null);
            script.remove("seed");
            script.remove("moves");
            List<Object> deals = new ArrayList<>();
            int count = 2 + rng.nextInt(2);
            for (int i = 0; i < count; i++) {
                long dealSeed = rng.nextLong() & 0xFFFFFF;
                deals.add(Map.of("seed", dealSeed, "moves", play(game.start(dealSeed), Integer.MAX_VALUE)));
            }
            script.put("series", Map.of("goal", Map.of("games", count), "games", deals));
            return write(script);
        }
        GameState state = game.start(seed);
        int cut = shape < 11 ? Integer.MAX_VALUE : rng.nextInt(200);
        List<String> moves = play(state, cut);
        Map<String, Object> script = script(kind, players, options, seed, moves);
        if (shape >= 15 && shape < 18 && !state.isOver()) {
            moves.add(badMove(state, game));
        } else if (shape >= 18 && !state.isOver()) {
            script.put("bots", bots(kind, players));
        }
        return write(script);
    }

    private Map<String, Object> options(GameKind kind) {
        Map<String, Object> options = new LinkedHashMap<>();
        for (OptionSpec spec : kind.optionSpecs()) {
            if (rng.nextInt(4) != 0) {
                continue;
            }
            switch (spec.type()) {
                case FLAG -> options.put(spec.name(), true);
                case NUMBER -> options.put(spec.name(), (Integer) spec.defaultValue() + rng.nextInt(7) - 2);
                case NUMBER_LIST -> {
                    List<Integer> values = new ArrayList<>();
                    for (int v = 0, n = 2 + rng.nextInt(6); v < n; v++) {
                        values.add(1 + rng.nextInt(9));
                    }
                    options.put(spec.name(), values);
                }
            }
        }
        return options;
    }

    private static Map<String, Object> script(GameKind kind, int players, Map<String, Object> options, Long seed, List<String> moves) {
        Map<String, Object> script = new LinkedHashMap<>();
        script.put("game", kind.name());
        script.put("players", players);
        script.put("options", options);
        script.put("seed", seed);
        script.put("moves", moves);
        return script;
    }

    /** Random legal moves from the state until it is over or {@code cut} moves are made. */
    private List<String> play(GameState state, int cut) {
        List<String> moves = new ArrayList<>();
        while (!state.isOver() && moves.size() < Math.min(cut, MOVE_CAP)) {
            int[] toMove = state.toMove().toArray();
            int seat = toMove[rng.nextInt(toMove.length)];
            int[] legal = state.legalMoves(seat);
            int move = legal[rng.nextInt(legal.length)];
            moves.add(seat + ":" + state.formatMove(seat, move));
            state.apply(seat, move, EventSink.DISCARD);
        }
        return moves;
    }

    /** A move the box must refuse or fail to read: a seat out of turn, a move of another deal, or garbled text. */
    private String badMove(GameState state, Game game) {
        int kind = rng.nextInt(3);
        int[] toMove = state.toMove().toArray();
        int seat = toMove[rng.nextInt(toMove.length)];
        int[] legal = state.legalMoves(seat);
        String text = state.formatMove(seat, legal[rng.nextInt(legal.length)]);
        if (kind == 0) {
            int other = rng.nextInt(game.players());
            return other + ":" + text;
        }
        if (kind == 1) {
            GameState elsewhere = game.start(rng.nextLong());
            List<String> moves = play(elsewhere, rng.nextInt(30));
            return moves.isEmpty() ? seat + ":" + text : moves.get(moves.size() - 1);
        }
        StringBuilder garbled = new StringBuilder(text);
        int at = rng.nextInt(garbled.length() + 1);
        switch (rng.nextInt(3)) {
            case 0 -> garbled.insert(at, GARBLE.charAt(rng.nextInt(GARBLE.length())));
            case 1 -> garbled.deleteCharAt(Math.min(at, garbled.length() - 1));
            default -> garbled.setCharAt(Math.min(at, garbled.length() - 1), GARBLE.charAt(rng.nextInt(GARBLE.length())));
        }
        return seat + ":" + garbled;
    }

    /** Bots for some seats: the cheap kinds, or ISMCTS with a few iterations in the small games. */
    private Map<String, Object> bots(GameKind kind, int players) {
        Map<String, Object> bots = new LinkedHashMap<>();
        for (int seat = 0; seat < players; seat++) {
            if (rng.nextInt(3) == 0) {
                continue;
            }
            int which = rng.nextInt(kind.name().equals("spite") ? 2 : 3);
            bots.put(Integer.toString(seat), which == 0 ? "random" : which == 1 ? "rules"
                    : Map.of("kind", "ismcts", "iterations", 1 + rng.nextInt(30)));
        }
        return bots;
    }

    private static String write(Map<String, Object> script) {
        return Json.text(Json.tree(script));
    }

    /**
     * What the box makes of a script: {@code tabula replay}'s status, standard output and error,
     * then, when the script plays, every seat's view of where it ends and the notation of every
     * legal move there.
     */
    static String outcome(String script) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = ReplayCommand.run(new String[] {"-"}, new ByteArrayInputStream(script.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        StringBuilder result = new StringBuilder().append(status).append('\t')
                .append(out.toString(StandardCharsets.UTF_8).strip()).append('\t')
                .append(err.toString(StandardCharsets.UTF_8).strip());
        try {
            Replay.Outcome played = Replay.play(ConsoleGames.scriptReader().read(script), EventSink.DISCARD, true);
            GameState state = played.state();
            if (state != null) {
                for (int seat = 0; seat < state.game().players(); seat++) {
                    result.append('\t').append(Json.text(Json.tree(state.view(seat))));
                    for (int move : state.legalMoves(seat)) {
                        result.append(' ').append(state.formatMove(seat, move));
                    }
                }
            }
        } catch (MalformedScriptException e) {
            result.append('\t').append(e.getMessage());
        }
        return result.toString();
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 4 && args[0].equals("generate")) {
            RandomScripts scripts = new RandomScripts(Long.parseLong(args[2]));
            try (Writer writer = Files.newBufferedWriter(Path.of(args[3]))) {
                for (int i = 0, n = Integer.parseInt(args[1]); i < n; i++) {
                    writer.write(scripts.next());
                    writer.write('\n');
                }
            }
        } else if (args.length == 3 && args[0].equals("replay")) {
            try (Writer writer = Files.newBufferedWriter(Path.of(args[2]))) {
                for (String script : Files.readAllLines(Path.of(args[1]))) {
                    writer.write(outcome(script));
                    writer.write('\n');
                }
            }
        } else {
            System.err.println("usage: RandomScripts generate N SEED FILE | replay SCRIPTS OUT");
            System.exit(64);
        }
    }
}
