package org.tabula.rules.spite;

/**
 * The moves of the mover's last listing, kept per source as the bit mask of its targets, valid
 * until the next move: {@code apply} trusts a move found here instead of checking it again, which
 * the playouts of the bots do millions of times. A scratch object each state owns; a copy starts
 * with nothing listed.
 */
final class Listing {
    /**
     * Per source: the listing's number above bit {@value #STAMP_SHIFT}, its target bits below;
     * entries with an older number are stale. One array, so listing a source is one store.
     */
    private final long[] entries = new long[Moves.SOURCES];
    private static final int STAMP_SHIFT = 24;
    private static final long TARGET_BITS = (1L << STAMP_SHIFT) - 1;

    /** Room for 2^40 listings in one state's life, which nothing comes near. */
    private long stamp;
    private boolean valid;
    private boolean end;

    /** Starts a new listing, forgetting the last. */
    void begin() {
        stamp += 1L << STAMP_SHIFT;
        valid = true;
        end = false;
    }

    /** Records the targets (bits) listed for one source; each source is listed once. */
    void add(int source, int targetBits) {
        entries[source] = stamp | targetBits;
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
        long entry = entries[Moves.source(move)];
        return (entry & ~TARGET_BITS) == stamp && (entry >>> Moves.target(move) & 1) != 0;
    }
}
