package org.tabula.firmware.play;

import java.io.IOException;

import org.tabula.firmware.archive.ArchiveReader;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.script.Move;

/**
 * Where a match's accepted moves are kept as they happen (the power-safe journal on the box).
 * Each call returns once what it records is safe: a move is recorded before it is made, so a
 * move the box shows as accepted is never lost.
 */
public interface MatchRecorder {
    MatchRecorder NONE = new MatchRecorder() {
        @Override
        public void started(Match match) {
        }

        @Override
        public void moved(Match match, Move move, Card card) {
        }

        @Override
        public void tookBack(Match match, int count) {
        }

        @Override
        public void finished(Match match) {
        }

        @Override
        public void abandoned(Match match) {
        }
    };

    /** A game of the match begins ({@link Match#header()} describes it, without moves). */
    void started(Match match) throws IOException;

    /** The move is about to be made, with the physical card tapped for it (null: made with the buttons). */
    void moved(Match match, Move move, Card card) throws IOException;

    /**
     * A seat asked for a hint and is shown this move ({@code "<seat>:<move>"}): for the record
     * only, never a move of the game. A recorder that keeps no such record ignores it.
     */
    default void hinted(Match match, String move) throws IOException {
    }

    /** The last {@code count} moves are about to be taken back: the game goes on without them. */
    void tookBack(Match match, int count) throws IOException;

    /** The match (its last game, or its series) is over, and its result kept (OK pressed on the end screen). */
    void finished(Match match) throws IOException;

    /** The match was abandoned before its end. */
    void abandoned(Match match) throws IOException;

    /** The finished games kept (none, unless the recorder keeps them). */
    default ArchiveReader finishedGames() {
        return ArchiveReader.NONE;
    }
}
