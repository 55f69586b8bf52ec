package org.tabula.firmware.web;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Consumer;

import org.tabula.display.text.Text;
import org.tabula.firmware.loop.ConsoleClock;
import org.tabula.firmware.play.Match;

/**
 * Where the loop hands the table to the page. After every event the loop tells the feed what it
 * plays; only when the table changed (another match, game, move, leader or hint) does the feed take the
 * views and publish them, so an idle tick costs a few comparisons, and tells the page's sender,
 * which never makes the loop wait. Phones hand the loop their hint asks and their moves here, and
 * the loop tells each phone why its move was refused; the club's page hands in its badge asks at
 * the feed's {@link #badges() desk}.
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
    /** Why each seat's phone's last move was refused, for the position it was made at (cleared by the next move). */
    private List<Optional<Text>> refusals = List.of();
    private boolean refusalsChanged;
    /** Seats whose phones asked for a hint, from the page's thread, for the loop to take. */
    private final ConcurrentLinkedQueue<Integer> hintAsks = new ConcurrentLinkedQueue<>();
    /** Moves phones sent, from the page's thread, for the loop to take; at most {@link #PENDING_MOVES} wait. */
    private final ConcurrentLinkedQueue<PhoneMove> phoneMoves = new ConcurrentLinkedQueue<>();
    static final int PENDING_MOVES = 16;
    /** The club page's asks for a badge, which the loop takes as it takes the phones' moves. */
    private final BadgeDesk badges = new BadgeDesk(ConsoleClock.SYSTEM);

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
                && match.leaderOpen() == shownLeaderOpen && hints == shownHints && !refusalsChanged) {
            return;
        }
        if (match != shownMatch || match.gameNumber() != shownGame || moveCount != shownMoves) {
            // A refusal answers the position it was made at: a move, a take-back or another game ends it.
            refusals = refusalsChanged && match == shownMatch ? refusals : Collections.nCopies(match.game().players(), Optional.empty());
        }
        refusalsChanged = false;
        if (match != shownMatch) {
            shownMatch = match;
            shownMatchId = ids.nextLong() | 1; // never 0, which means no match
        }
        shownGame = match.gameNumber();
        shownMoves = moveCount;
        shownLeaderOpen = match.leaderOpen();
        shownHints = hints;
        TablePosition before = position;
        publish(TablePosition.of(before.version() + 1, shownMatchId, match, refusals));
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

    /** A move a seat's phone sent, at the position of {@code version}, in the replay's notation. */
    public record PhoneMove(int seat, long version, String move) {
    }

    /**
     * From the page's thread: the phone paired with the seat sends a move, made at the position of
     * {@code version}; false when {@link #PENDING_MOVES} wait already (the loop is behind).
     */
    boolean askMove(PhoneMove move) {
        if (phoneMoves.size() >= PENDING_MOVES) {
            return false;
        }
        return phoneMoves.add(move);
    }

    /**
     * On the loop thread: the next move a phone sent at the position the table still shows; one
     * sent at an older position (the table moved on meanwhile, or the same request came twice) is dropped.
     */
    Optional<PhoneMove> nextMove() {
        for (PhoneMove move = phoneMoves.poll(); move != null; move = phoneMoves.poll()) {
            if (move.version() == position.version()) {
                return Optional.of(move);
            }
        }
        return Optional.empty();
    }

    /** On the loop thread: the seat's phone's move was refused, and why (the box's words); its page shows it at the next publish. */
    void refused(int seat, Text why) {
        if (shownMatch == null || seat < 0 || seat >= refusals.size()) {
            return;
        }
        List<Optional<Text>> next = new ArrayList<>(refusals);
        next.set(seat, Optional.of(why));
        refusals = List.copyOf(next);
        refusalsChanged = true;
    }

    /** The table now. */
    public TablePosition position() {
        return position;
    }

    /** Where the club's page asks for badges and the loop takes the asks. */
    public BadgeDesk badges() {
        return badges;
    }
}
