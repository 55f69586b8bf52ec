package org.tabula.rules.spite;

/**
 * What an observer can know about a hidden card, kept in the bits above its code in the zones
 * that hide cards (hands, stock, pay-off piles), so that {@link Determinizer} exchanges a hidden
 * card only with cards the observer cannot tell it apart from.
 *
 * <ul>
 *   <li>The <em>origin</em>: the unseen pool it was dealt from ({@link #PAYOFF_DECK} in the
 *       standard deal, {@link #DEAL} for hands and stock, or everything in a mixed deal), or
 *       {@link #OPEN}: it was seen by everyone before a shuffle hid it again (completed or all
 *       centre piles put under the stock; the open cards of a stalemate reshuffle).</li>
 *   <li>The <em>segment</em>: the last shuffle that hid it (0: the deal). All positions a shuffle
 *       filled, and the hands that drew from them, may hold any of its cards.</li>
 *   <li>The <em>knowers</em>: seats that held it in hand when a stalemate reshuffle hid it; to
 *       them it is as good as open.</li>
 * </ul>
 */
final class Provenance {
    static final int CODE_MASK = 0x3F;
    static final int PAYOFF_DECK = 0;
    static final int DEAL = 1;
    static final int OPEN = 2;

    private static final int ORIGIN_SHIFT = 6;
    private static final int KNOWERS_SHIFT = 8;
    private static final int SEGMENT_SHIFT = 14;
    /** Segment ids are recycled once no hidden card carries them, so at most one per hidden card (162) is alive. */
    static final int MAX_SEGMENTS = 256;

    private Provenance() {
    }

    static int tag(int code, int origin, int segment) {
        return code | origin << ORIGIN_SHIFT | segment << SEGMENT_SHIFT;
    }

    static int origin(int entry) {
        return (entry >>> ORIGIN_SHIFT) & 3;
    }

    static int segment(int entry) {
        return entry >>> SEGMENT_SHIFT;
    }

    static boolean knownTo(int entry, int seat) {
        return (entry & (1 << (KNOWERS_SHIFT + seat))) != 0;
    }

    /** The entry moved into a new segment, as a reshuffle does; {@code holder} (or -1) had it in hand. */
    static int reshuffled(int entry, int segment, int holder) {
        int knowers = entry & (0x3F << KNOWERS_SHIFT);
        if (holder >= 0) {
            knowers |= 1 << (KNOWERS_SHIFT + holder);
        }
        return (entry & ((1 << SEGMENT_SHIFT) - 1) & ~(0x3F << KNOWERS_SHIFT)) | knowers | segment << SEGMENT_SHIFT;
    }

    /** A card everyone saw, hidden by the shuffle of {@code segment}. */
    static int opened(int code, int segment) {
        return tag(code, OPEN, segment);
    }

    /**
     * The group of interchangeable hidden cards this entry belongs to, for {@code observer}: its
     * origin, unless the observer knew the card when it was hidden, which confines it to its segment.
     */
    static int group(int entry, int observer) {
        if (origin(entry) == OPEN || observer >= 0 && knownTo(entry, observer)) {
            return 3 + segment(entry);
        }
        return origin(entry);
    }

    /** The smallest segment id from 1 that no hidden entry carries; {@code used} is marked by the caller. */
    static int freshSegment(boolean[] used) {
        for (int id = 1; id < used.length; id++) {
            if (!used[id]) {
                return id;
            }
        }
        throw new IllegalStateException("more than " + used.length + " hidden shuffles at once");
    }
}
