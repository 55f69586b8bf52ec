package org.tabula.rules.spite;

/**
 * Card codes: {@code (rank - 1) * 4 + suit} for the 52 faces (ranks 1 = A .. 13 = K; suits
 * 0 = clubs, 1 = diamonds, 2 = hearts, 3 = spades, so a higher suit number is a stronger suit
 * when choosing who starts), and {@link #JOKER} = 52. Decks are multisets of these codes: two
 * cards with the same code are interchangeable.
 */
final class Cards {
    static final int JOKER = 52;
    /** Number of distinct codes. */
    static final int CODES = 53;
    /** Not a card: what an empty pile shows to code that reads tops without asking first. */
    static final int NONE = CODES;
    static final int ACE = 1;
    static final int KING = 13;
    /** Bits 2..13: the ranks a discard pile card may have (never an ace). */
    static final int DISCARDABLE_RANKS = 0x3FFC;

    private static final String[] RANK_NAMES = {"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
    private static final String SUITS = "CDHS";
    private static final String[] NAMES = new String[CODES];
    /** By code, {@link #NONE} included (14): a table, as the move lister asks for every card it looks at. */
    private static final int[] RANKS = new int[NONE + 1];

    static {
        for (int code = 0; code < JOKER; code++) {
            NAMES[code] = RANK_NAMES[code / 4 + 1] + SUITS.charAt(code % 4);
            RANKS[code] = code / 4 + 1;
        }
        NAMES[JOKER] = "*";
        RANKS[NONE] = KING + 1;
    }

    private Cards() {
    }

    static int of(int rank, int suit) {
        return (rank - 1) * 4 + suit;
    }

    /** 1 (A) .. 13 (K), or 0 for the joker, which has no rank of its own; 14 for {@link #NONE}. */
    static int rank(int code) {
        return RANKS[code];
    }

    static int suit(int code) {
        return code % 4;
    }

    static boolean isJoker(int code) {
        return code == JOKER;
    }

    /** {@code AS}, {@code 10H}, {@code QD}, {@code 7C}, or {@code *}. */
    static String name(int code) {
        return NAMES[code];
    }

    /** {@code A}, {@code 7}, {@code K}. */
    static String rankName(int rank) {
        return RANK_NAMES[rank];
    }

    /** "an A", "a 7", "an 8", "a K": a rank with its article, for sentences. */
    static String aRank(int rank) {
        return (rank == ACE || rank == 8 ? "an " : "a ") + RANK_NAMES[rank];
    }

    /** The code of a card name (case-insensitive), or -1 if the text names no card. */
    static int parse(String text) {
        String t = text.trim().toUpperCase(java.util.Locale.ROOT);
        if (t.equals("*")) {
            return JOKER;
        }
        if (t.length() < 2 || t.length() > 3) {
            return -1;
        }
        int suit = SUITS.indexOf(t.charAt(t.length() - 1));
        String rankText = t.substring(0, t.length() - 1);
        for (int rank = 1; rank <= KING; rank++) {
            if (RANK_NAMES[rank].equals(rankText) && suit >= 0) {
                return of(rank, suit);
            }
        }
        return -1;
    }

    /** Ranks in a bit mask, highest first, for sentences: "a J or a 10", "an 8, 7 or 6", "any card but an ace". */
    static String ranksList(int mask) {
        if ((mask & DISCARDABLE_RANKS) == DISCARDABLE_RANKS) {
            return "any card but an ace";
        }
        int count = Integer.bitCount(mask);
        StringBuilder text = new StringBuilder();
        int seen = 0;
        for (int rank = KING; rank >= ACE; rank--) {
            if ((mask & (1 << rank)) != 0) {
                String separator = seen == 0 ? "" : seen == count - 1 ? " or " : ", ";
                text.append(separator).append(seen == 0 || count == 2 ? aRank(rank) : RANK_NAMES[rank]);
                seen++;
            }
        }
        return text.toString();
    }

    /** Ranks in a bit mask, highest first, as symbols for any language: "J/10", "8/7/6". */
    static String rankSymbols(int mask) {
        StringBuilder text = new StringBuilder();
        for (int rank = KING; rank >= ACE; rank--) {
            if ((mask & (1 << rank)) != 0) {
                text.append(text.length() == 0 ? "" : "/").append(RANK_NAMES[rank]);
            }
        }
        return text.toString();
    }
}
