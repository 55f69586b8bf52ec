package org.tabula.rules.spite;

/**
 * The moves of the mover's last listing, kept per source as the bit mask of its targets, valid
 * until the next move: {@code apply} trusts a move found here instead of checking it again, which
 * the playouts of the bots do millions of times. A scratch object each state owns; a copy starts
 * with nothing listed.
 */
final class Listing {
    private final int[] targets = new int[Moves.SOURCES];
    /** Which listing wrote {@code targets[source]}: older entries are stale. */
    private final int[] stamps = new int[Moves.SOURCES];
    private int stamp;
    private boolean valid;
    private boolean end;

    /** Starts a new listing, forgetting the last. */
    void begin() {
        stamp++;
        valid = true;
        end = false;
    }

    /** Records the targets (bits) listed for one source; each source is listed once. */
    void add(int source, int targetBits) {
        targets[source] = targetBits;
        stamps[source] = stamp;
    }

    void addEnd() {
        end = true;
    }

    /** Forgets the listing: the position has changed. */
    void clear() {
        valid = false;
    }

    boolean contains(int move) {
        if (!valid || !Moves.isValid(move)) {
            return false;
        }
        if (move == Moves.END) {
            return end;
        }
        int source = Moves.source(move);
        return stamps[source] == stamp && (targets[source] >>> Moves.target(move) & 1) != 0;
    }
}
