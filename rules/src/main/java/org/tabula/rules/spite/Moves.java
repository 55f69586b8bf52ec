package org.tabula.rules.spite;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.tabula.rules.MoveSyntaxException;

/**
 * Move numbers and their notation. A move is {@code source * TARGETS + target}, or {@link #END}:
 * sources are the mover's pay-off top (P), discard piles (D1-D4), the partner's pay-off top and
 * discard piles, then the hand cards by code; targets are the mover's discard piles (D1-D4), a
 * new centre pile (C+) and the open centre piles (C1..). Listing sources and then targets in
 * that order gives the legal moves sorted.
 *
 * <p>Notation (docs/replay.md): {@code P>C1}, {@code H7S>C+}, {@code D2>C3}, {@code H9D>D1},
 * {@code end}. Partnership games name a partner's piles by the partner's seat number:
 * {@code 2P>C1} (seat 2's pay-off top), {@code 2D3>C+} (seat 2's discard pile 3).
 */
final class Moves {
    static final int DISCARD_SLOTS = 4;

    static final int PAYOFF = 0;
    static final int OWN_DISCARD = 1;
    static final int PARTNER_PAYOFF = 5;
    static final int PARTNER_DISCARD = 6;
    static final int HAND = 10;
    static final int SOURCES = HAND + Cards.CODES;

    static final int TO_DISCARD = 0;
    static final int TO_NEW_PILE = 4;
    static final int TO_CENTRE = 5;
    static final int TARGETS = TO_CENTRE + CentrePiles.MAX_OPEN;

    /** Declaring the end of the turn without a discard. */
    static final int END = SOURCES * TARGETS;
    static final int COUNT = END + 1;

    private static final Pattern MOVE = Pattern.compile("(\\d*)(P|D\\d+|H[^>]*)>(C\\+|C\\d+|D\\d+)");

    private Moves() {
    }

    static int of(int source, int target) {
        return source * TARGETS + target;
    }

    static int source(int move) {
        return move / TARGETS;
    }

    static int target(int move) {
        return move % TARGETS;
    }

    static boolean isValid(int move) {
        return move >= 0 && move < COUNT;
    }

    static boolean isHand(int source) {
        return source >= HAND;
    }

    static boolean isPartner(int source) {
        return source >= PARTNER_PAYOFF && source < HAND;
    }

    static boolean isPayoff(int source) {
        return source == PAYOFF || source == PARTNER_PAYOFF;
    }

    /** The discard slot (0-3) of a discard-pile source, own or partner's. */
    static int discardSlot(int source) {
        return isPartner(source) ? source - PARTNER_DISCARD : source - OWN_DISCARD;
    }

    static boolean isDiscardTarget(int target) {
        return target < TO_NEW_PILE;
    }

    /** The open centre pile (from 0) of a target, or -1 for a new pile or a discard. */
    static int centrePile(int target) {
        return target >= TO_CENTRE ? target - TO_CENTRE : -1;
    }

    /** The move as its typed record; {@code partner} is the mover's partner seat, or -1. */
    static SpiteMove typed(int move, int seat, int partner) {
        if (move == END) {
            return new SpiteMove.End();
        }
        int source = source(move);
        int target = target(move);
        SpiteMove.Target to = isDiscardTarget(target) ? new SpiteMove.Discard(target)
                : target == TO_NEW_PILE ? new SpiteMove.NewPile() : new SpiteMove.Centre(centrePile(target));
        return new SpiteMove.Play(typedSource(source), isPartner(source) ? partner : seat, to);
    }

    /** A move's source as its typed record; whose pile it is, the move's owner says. */
    static SpiteMove.Source typedSource(int source) {
        return isHand(source) ? new SpiteMove.Hand(SpiteCard.of(source - HAND))
                : isPayoff(source) ? new SpiteMove.Payoff() : new SpiteMove.Discard(discardSlot(source));
    }

    /** @throws IllegalArgumentException if the move names no card, pile or seat the mover may play from or to */
    static int number(SpiteMove move, int seat, int partner) {
        if (move instanceof SpiteMove.End) {
            return END;
        }
        SpiteMove.Play play = (SpiteMove.Play) move;
        boolean partners = play.owner() != seat;
        if (partners && (play.owner() != partner || partner < 0 || play.source() instanceof SpiteMove.Hand)) {
            throw new IllegalArgumentException(move + ": seat " + seat + " may not play from seat " + play.owner() + "'s piles");
        }
        if (play.source() instanceof SpiteMove.Discard discard) {
            slot(move, discard.pile(), DISCARD_SLOTS);
        }
        int source = sourceNumber(play.source(), partners);
        int target;
        if (play.target() instanceof SpiteMove.Discard discard) {
            target = TO_DISCARD + slot(move, discard.pile(), DISCARD_SLOTS);
        } else if (play.target() instanceof SpiteMove.Centre centre) {
            target = TO_CENTRE + slot(move, centre.pile(), CentrePiles.MAX_OPEN);
        } else {
            target = TO_NEW_PILE;
        }
        return of(source, target);
    }

    /** The number of a typed source, a pile of the mover's or ({@code partners}) of its partner's. */
    static int sourceNumber(SpiteMove.Source source, boolean partners) {
        if (source instanceof SpiteMove.Hand hand) {
            return HAND + hand.card().code();
        }
        if (source instanceof SpiteMove.Discard discard) {
            return (partners ? PARTNER_DISCARD : OWN_DISCARD) + discard.pile();
        }
        return partners ? PARTNER_PAYOFF : PAYOFF;
    }

    private static int slot(SpiteMove move, int pile, int piles) {
        if (pile < 0 || pile >= piles) {
            throw new IllegalArgumentException(move + " names no pile " + pile);
        }
        return pile;
    }

    static String format(int move, int partner) {
        if (move == END) {
            return "end";
        }
        return sourceName(source(move), partner) + ">" + targetName(target(move));
    }

    static String sourceName(int source, int partner) {
        if (isHand(source)) {
            return "H" + Cards.name(source - HAND);
        }
        String prefix = isPartner(source) ? Integer.toString(partner) : "";
        return prefix + (isPayoff(source) ? "P" : "D" + (discardSlot(source) + 1));
    }

    static String targetName(int target) {
        if (isDiscardTarget(target)) {
            return "D" + (target + 1);
        }
        return target == TO_NEW_PILE ? "C+" : "C" + (centrePile(target) + 1);
    }

    /**
     * Reads a move. {@code partner} is the mover's partner seat, or -1 outside partnership games.
     *
     * @throws MoveSyntaxException if the text is no move, or names piles that do not exist
     */
    static int parse(String text, int seat, int partner) {
        String t = text.trim().toUpperCase(Locale.ROOT);
        if (t.equals("END")) {
            return END;
        }
        Matcher m = MOVE.matcher(t);
        if (!m.matches()) {
            throw new MoveSyntaxException("'" + text + "' is not a Spite and Malice move: write source>target,"
                    + " such as P>C1, H7S>C+, D2>C3 or H9D>D1, or end");
        }
        boolean partnerPile = !m.group(1).isEmpty();
        if (partnerPile) {
            checkPartner(text, Integer.parseInt(m.group(1)), seat, partner);
        }
        int source = source(text, m.group(2), partnerPile);
        return of(source, target(text, m.group(3)));
    }

    private static void checkPartner(String text, int named, int seat, int partner) {
        if (partner < 0) {
            throw new MoveSyntaxException("'" + text + "': only partnership games let you play from another seat's piles");
        }
        if (named == seat) {
            throw new MoveSyntaxException("'" + text + "': write your own piles without a seat number (P, D1-D4)");
        }
        if (named != partner) {
            throw new MoveSyntaxException("'" + text + "': seat " + named + " is not your partner (seat " + partner + " is)");
        }
    }

    private static int source(String text, String name, boolean partnerPile) {
        if (name.equals("P")) {
            return partnerPile ? PARTNER_PAYOFF : PAYOFF;
        }
        if (name.startsWith("D")) {
            return (partnerPile ? PARTNER_DISCARD : OWN_DISCARD) + discardNumber(text, name) - 1;
        }
        if (partnerPile) {
            throw new MoveSyntaxException("'" + text + "': you can play only from your own hand");
        }
        int code = Cards.parse(name.substring(1));
        if (code < 0) {
            throw new MoveSyntaxException("'" + text + "': '" + name.substring(1) + "' is not a card"
                    + " (write rank and suit such as AS, 7C, 10H, QD, or * for a joker)");
        }
        return HAND + code;
    }

    private static int target(String text, String name) {
        if (name.equals("C+")) {
            return TO_NEW_PILE;
        }
        if (name.startsWith("D")) {
            return TO_DISCARD + discardNumber(text, name) - 1;
        }
        int pile = number(name.substring(1));
        if (pile < 1 || pile > CentrePiles.MAX_OPEN) {
            throw new MoveSyntaxException("'" + text + "': there is no centre pile " + name.substring(1)
                    + " (they are C1 to C" + CentrePiles.MAX_OPEN + " at most, and C+ starts a new one)");
        }
        return TO_CENTRE + pile - 1;
    }

    private static int discardNumber(String text, String name) {
        int slot = number(name.substring(1));
        if (slot < 1 || slot > DISCARD_SLOTS) {
            throw new MoveSyntaxException("'" + text + "': there is no discard pile " + name.substring(1) + " (they are D1 to D4)");
        }
        return slot;
    }

    private static int number(String digits) {
        return digits.length() > 3 ? Integer.MAX_VALUE : Integer.parseInt(digits);
    }
}
