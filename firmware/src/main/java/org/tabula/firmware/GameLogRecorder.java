package org.tabula.firmware;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.LongSupplier;

import org.tabula.firmware.play.Match;
import org.tabula.firmware.play.MatchRecorder;

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
