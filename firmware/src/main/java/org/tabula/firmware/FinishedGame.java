package org.tabula.firmware;

import java.io.IOException;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.tabula.firmware.archive.Archive;
import org.tabula.firmware.archive.ArchiveEntry;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.script.MalformedScriptException;
import org.tabula.firmware.script.Player;
import org.tabula.firmware.script.Script;
import org.tabula.rules.EventSink;
import org.tabula.rules.Series;

/** A replay script of a game (or series) that is over, replayed for what the archive says of it. */
record FinishedGame(String text, Script script, Series series, int[] gameScores, int[] gameWinners) {
    /** The script's finished game, or empty if it is malformed, does not replay or is not over. */
    static Optional<FinishedGame> of(String text) {
        try {
            Script script = ConsoleGames.scriptReader().read(text);
            Replay.Outcome outcome = Replay.play(script, EventSink.DISCARD);
            // A single game is a series of one, so this holds for both.
            if (!outcome.ok() || !outcome.series().isOver()) {
                return Optional.empty();
            }
            return Optional.of(new FinishedGame(text, script, outcome.series(), outcome.state().scores(),
                    outcome.state().winners().toArray()));
        } catch (MalformedScriptException e) {
            return Optional.empty();
        }
    }

    /**
     * Keeps it in the archive as finished at {@code when}, with the names of the people at the seats
     * ("" for a seat without one; an empty list, or one that does not fit the seats, for none).
     */
    ArchiveEntry archiveIn(Archive archive, Instant when, List<String> names) throws IOException {
        boolean isSeries = script.isSeries();
        List<String> seats = script.players().stream()
                .map(player -> player instanceof Player.Bot bot ? bot.kind().name() : ArchiveEntry.PEOPLE).toList();
        return archive.add(when, script.game().kind().name(), seats, names.size() == seats.size() ? names : List.of(),
                list(isSeries ? series.totals() : gameScores),
                list(isSeries ? series.winners().toArray() : gameWinners), series.gamesPlayed(), text);
    }

    private static List<Integer> list(int[] values) {
        return Arrays.stream(values).boxed().toList();
    }
}
