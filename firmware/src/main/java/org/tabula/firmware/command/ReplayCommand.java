package org.tabula.firmware.command;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.tabula.firmware.Replay;
import org.tabula.firmware.json.Json;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.script.MalformedScriptException;
import org.tabula.firmware.script.Move;
import org.tabula.firmware.script.Script;
import org.tabula.firmware.script.ScriptReader;
import org.tabula.rules.EventSink;
import org.tabula.rules.GameState;
import org.tabula.rules.Seats;
import org.tabula.rules.Series;

/**
 * {@code tabula replay FILE|-}: plays a replay script and prints exactly one JSON object, as
 * docs/replay.md specifies. Exit status 0 for a legal script; 2 for an illegal move or a malformed
 * script, with the reason in the JSON and a sentence on standard error.
 */
public final class ReplayCommand {
    public static final int BAD_SCRIPT = 2;

    private ReplayCommand() {
    }

    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        if (args.length != 1) {
            err.println("usage: tabula replay FILE   (or - to read the script from standard input)");
            return Command.USAGE;
        }
        String text;
        try {
            text = read(args[0], in);
        } catch (NoSuchFileException e) {
            return fail(out, err, null, null, "no such file: " + args[0]);
        } catch (IOException e) {
            return fail(out, err, null, null, "cannot read " + args[0] + ": " + e.getMessage());
        }
        Script script;
        try {
            script = ConsoleGames.scriptReader().read(text);
        } catch (MalformedScriptException e) {
            return fail(out, err, e.gameIndex(), e.moveIndex(), e.getMessage());
        }
        Replay.Outcome outcome = Replay.play(script, EventSink.DISCARD, true);
        boolean isSeries = script.isSeries();
        if (!outcome.ok()) {
            Replay.Failure failure = outcome.failure();
            return fail(out, err, isSeries ? failure.gameIndex() : null, failure.moveIndex(), failure.error());
        }
        out.println(Json.text(success(outcome, isSeries, !script.bots().isEmpty())));
        return 0;
    }

    /**
     * The script's text, read no further than one byte past {@link ScriptReader#MAX_LENGTH}
     * characters' worth, so an endless input cannot fill the memory.
     */
    private static String read(String source, InputStream in) throws IOException {
        int limit = 4 * ScriptReader.MAX_LENGTH + 1;
        if (source.equals("-")) {
            return new String(in.readNBytes(limit), StandardCharsets.UTF_8);
        }
        try (InputStream file = Files.newInputStream(Path.of(source))) {
            return new String(file.readNBytes(limit), StandardCharsets.UTF_8);
        }
    }

    private static ObjectNode success(Replay.Outcome outcome, boolean isSeries, boolean hasBots) {
        GameState state = outcome.state();
        ObjectNode result = Json.object();
        result.put("ok", true);
        result.put("over", state.isOver());
        result.set("scores", numbers(state.scores()));
        result.set("winners", numbers(state.winners().toArray()));
        result.set("toMove", toMove(state.toMove()));
        result.set("state", Json.tree(state.view(GameState.TABLE)));
        if (isSeries) {
            Series series = outcome.series();
            ObjectNode node = result.putObject("series");
            node.put("gamesPlayed", series.gamesPlayed());
            node.set("totals", numbers(series.totals()));
            node.put("over", series.isOver());
            Seats winners = series.winners();
            node.set("winners", numbers(winners.toArray()));
        }
        if (hasBots) {
            // Only scripts with bots get this key, so the output of every other script is unchanged.
            List<List<String>> botMoves = outcome.botMoves().stream().map(moves -> moves.stream().map(Move::text).toList()).toList();
            result.set("botMoves", Json.tree(isSeries ? botMoves : botMoves.get(0)));
        }
        return result;
    }

    /** The seats to move as numbers, or {@code ["reveal"]} while the table is to reveal a card. */
    private static ArrayNode toMove(Seats seats) {
        if (seats.equals(Seats.CHANCE)) {
            return Json.array().add(Move.seatNotation(GameState.CHANCE));
        }
        return numbers(seats.toArray());
    }

    private static ArrayNode numbers(int[] values) {
        ArrayNode array = Json.array();
        Arrays.stream(values).forEach(array::add);
        return array;
    }

    private static int fail(PrintStream out, PrintStream err, Integer gameIndex, Integer moveIndex, String error) {
        ObjectNode result = Json.object();
        result.put("ok", false);
        if (gameIndex != null) {
            result.put("gameIndex", gameIndex);
        }
        if (moveIndex == null) {
            result.putNull("moveIndex");
        } else {
            result.put("moveIndex", moveIndex);
        }
        result.put("error", error);
        out.println(Json.text(result));
        String where = gameIndex == null ? "" : "game " + gameIndex + (moveIndex == null ? ": " : ", ");
        where += moveIndex == null ? "" : "move " + moveIndex + ": ";
        err.println("tabula replay: " + where + error);
        return BAD_SCRIPT;
    }

}
