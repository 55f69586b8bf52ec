package org.tabula.firmware;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.LongSupplier;

import com.fasterxml.jackson.databind.node.ObjectNode;

import org.tabula.firmware.json.Json;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.rules.EventSink;

/** Keeps the console's matches in the power-safe {@link GameLog} of the state directory. */
public final class GameLogRecorder implements MatchRecorder, AutoCloseable {
    private final GameLog log;

    private GameLogRecorder(GameLog log) {
        this.log = log;
    }

    public static GameLogRecorder open(Path stateDirectory) throws IOException {
        return new GameLogRecorder(GameLog.open(stateDirectory));
    }

    /** The match the journal holds unfinished (after a power cut), brought back to where it stood. */
    public Optional<Match> unfinished(LongSupplier seeds) {
        return log.unfinishedScript().flatMap(script -> Resume.match(script, seeds, this));
    }

    /**
     * Makes a saved game the one in play, to be continued at the box (bots included). Refused,
     * with the reason, while another game is unfinished, or when the script is malformed, does
     * not replay or is already over; nothing changes then.
     */
    public void load(String script) throws IOException {
        if (log.unfinishedScript().isPresent()) {
            throw new IllegalArgumentException("a game is already in play here (finish or abort it first)");
        }
        ReplayScript parsed;
        try {
            parsed = ReplayScript.parse(script);
        } catch (ReplayScript.MalformedException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        Replay.Outcome outcome = Replay.play(parsed, EventSink.DISCARD);
        if (!outcome.ok()) {
            throw new IllegalArgumentException("it does not replay: " + outcome.failure().error());
        }
        if (outcome.series().isOver()) {
            throw new IllegalArgumentException("the game is already over");
        }
        log.load((ObjectNode) Json.MAPPER.readTree(script));
    }

    @Override
    public void started(Match match) throws IOException {
        log.start(match.header());
    }

    @Override
    public void moved(Match match, String move) throws IOException {
        log.move(move);
    }

    @Override
    public void finished(Match match) throws IOException {
        log.finish();
    }

    @Override
    public void abandoned(Match match) throws IOException {
        log.abandon();
    }

    @Override
    public void close() throws IOException {
        log.close();
    }
}
