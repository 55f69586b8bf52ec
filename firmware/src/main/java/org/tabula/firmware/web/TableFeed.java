package org.tabula.firmware.web;

import java.security.SecureRandom;
import java.util.Optional;
import java.util.function.Consumer;

import org.tabula.firmware.play.Match;

/**
 * Where the loop hands the table to the page. After every event the loop tells the feed what it
 * plays; only when the table changed (another match, game, move or leader) does the feed take the
 * views and publish them, so an idle tick costs a few comparisons, and tells the page's sender,
 * which never makes the loop wait.
 */
public final class TableFeed implements Consumer<Optional<Match>> {
    private final SecureRandom ids = new SecureRandom();
    private volatile TablePosition position = TablePosition.IDLE;
    private volatile Runnable onChange = () -> { };
    // What the last published position was made from, read only on the loop thread.
    private Match shownMatch;
    private long shownMatchId;
    private int shownGame;
    private int shownMoves = -1;
    private boolean shownLeaderOpen;

    /** On the loop thread: the match at the table now, if any. */
    @Override
    public void accept(Optional<Match> playing) {
        Match match = playing.orElse(null);
        if (match == null) {
            if (shownMatch != null) {
                shownMatch = null;
                publish(idle());
            }
            return;
        }
        int moveCount = match.moves().size();
        if (match == shownMatch && match.gameNumber() == shownGame && moveCount == shownMoves
                && match.leaderOpen() == shownLeaderOpen) {
            return;
        }
        if (match != shownMatch) {
            shownMatch = match;
            shownMatchId = ids.nextLong() | 1; // never 0, which means no match
        }
        shownGame = match.gameNumber();
        shownMoves = moveCount;
        shownLeaderOpen = match.leaderOpen();
        TablePosition before = position;
        publish(TablePosition.of(before.version() + 1, shownMatchId, match, before));
    }

    private TablePosition idle() {
        shownMoves = -1;
        return TablePosition.idle(position.version() + 1);
    }

    private void publish(TablePosition next) {
        position = next;
        onChange.run();
    }

    /** Who to tell, on the loop thread, when a new position is published: it must return at once. */
    void onChange(Runnable listener) {
        onChange = listener;
    }

    /** The table now. */
    public TablePosition position() {
        return position;
    }
}
