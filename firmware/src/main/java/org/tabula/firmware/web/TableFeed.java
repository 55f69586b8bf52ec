package org.tabula.firmware.web;

import java.security.SecureRandom;
import java.util.Optional;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Consumer;

import org.tabula.firmware.play.Match;

/**
 * Where the loop hands the table to the page. After every event the loop tells the feed what it
 * plays; only when the table changed (another match, game, move, leader or hint) does the feed take the
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
    private int shownHints;
    /** Seats whose phones asked for a hint, from the page's thread, for the loop to take. */
    private final ConcurrentLinkedQueue<Integer> hintAsks = new ConcurrentLinkedQueue<>();

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
        int hints = match.hintsAsked().size();
        if (match == shownMatch && match.gameNumber() == shownGame && moveCount == shownMoves
                && match.leaderOpen() == shownLeaderOpen && hints == shownHints) {
            return;
        }
        if (match != shownMatch) {
            shownMatch = match;
            shownMatchId = ids.nextLong() | 1; // never 0, which means no match
        }
        shownGame = match.gameNumber();
        shownMoves = moveCount;
        shownLeaderOpen = match.leaderOpen();
        shownHints = hints;
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

    /** From the page's thread: the phone paired with {@code seat} asks for a hint. */
    void askHint(int seat) {
        hintAsks.add(seat);
    }

    /** On the loop thread: the next seat whose phone asked for a hint, or -1. */
    int nextHintAsk() {
        Integer seat = hintAsks.poll();
        return seat == null ? -1 : seat;
    }

    /** The table now. */
    public TablePosition position() {
        return position;
    }
}
