package org.tabula.rules.spite;

import org.tabula.rules.MoveSyntaxException;
import org.tabula.rules.Refusal;
import org.tabula.rules.SeededRandom;

/**
 * A Spite and Malice deal the players dealt with real cards. The box knows a card once it is
 * face up; the hands, the stock and the face-down pay-off cards it knows by count only. It keeps
 * a guess of them in the state's zones (drawn from the seed) so that every rule about what is
 * face up runs unchanged; when the table names a card (a reveal of a pay-off top, a play or
 * discard from a hand) the named card is exchanged into its place with the card guessed there,
 * from wherever it is guessed to lie face down. Cards the box has not seen are interchangeable,
 * so any guess that keeps the counts is as good as another.
 *
 * <p>Also records which pay-off tops wait to be turned up and revealed, and, until the deal
 * starts, which seats still compare their tops for the first turn.
 */
final class TableDeal {
    /** Seats whose pay-off top is to be revealed, as bits. */
    private int revealDue;
    /** Seats still comparing pay-off tops for the first turn, as bits; 0 once the deal has started. */
    private int startCandidates;
    /** Whether tied seats reshuffled their pay-off piles and turned up their tops again. */
    private boolean reshuffled;

    TableDeal(int players) {
        this.revealDue = (1 << players) - 1;
        this.startCandidates = revealDue;
    }

    private TableDeal(TableDeal other) {
        this.revealDue = other.revealDue;
        this.startCandidates = other.startCandidates;
        this.reshuffled = other.reshuffled;
    }

    TableDeal copy() {
        return new TableDeal(this);
    }

    boolean revealDue() {
        return revealDue != 0;
    }

    boolean revealDue(int seat) {
        return (revealDue & (1 << seat)) != 0;
    }

    /** The seat whose pay-off top the next reveal turns up: the lowest waiting. */
    int nextToReveal() {
        return Integer.numberOfTrailingZeros(revealDue);
    }

    void awaitReveal(int seat) {
        revealDue |= 1 << seat;
    }

    void revealed(int seat) {
        revealDue &= ~(1 << seat);
    }

    boolean startPending() {
        return startCandidates != 0;
    }

    int startCandidates() {
        return startCandidates;
    }

    void tiedAgain(int tied) {
        startCandidates = tied;
        reshuffled = true;
    }

    boolean reshuffled() {
        return reshuffled;
    }

    void started() {
        startCandidates = 0;
    }

    /** The table's reveal of a card: its name, such as {@code 7H} or {@code *}. */
    static int parseReveal(String text) {
        int code = Cards.parse(text);
        if (code < 0) {
            throw new MoveSyntaxException("'" + text + "' is not a Spite and Malice card: the table reveals a rank"
                    + " (A, 2-10, J, Q, K) and a suit (C, D, H, S), or * for a joker, such as reveal:7H");
        }
        return code;
    }

    Refusal whyNotReveal(SpiteState state, int code) {
        if (revealDue == 0) {
            return Refusal.of(org.tabula.rules.CommonRefusal.NO_REVEAL_DUE, state.current());
        }
        if (code < 0 || code >= Cards.CODES) {
            return Refusal.of(SpiteRefusal.NO_SUCH_MOVE, code);
        }
        return isUnseen(state, code) ? null : Refusal.of(SpiteRefusal.CARD_SEEN, Cards.name(code));
    }

    /** The reveals the table may make now: every card it has not shown yet, by code. */
    int reveals(SpiteState state, int[] out) {
        if (revealDue == 0) {
            return 0;
        }
        int n = 0;
        for (long rest = unseenCodes(state); rest != 0; rest &= rest - 1) {
            out[n++] = Long.numberOfTrailingZeros(rest);
        }
        return n;
    }

    /** Whether a card with this code may still lie face down: in a hand, the stock or a pay-off pile. */
    boolean isUnseen(SpiteState state, int code) {
        return (unseenCodes(state) & (1L << code)) != 0;
    }

    /** The codes of the cards not face up, as bits. */
    long unseenCodes(SpiteState state) {
        Variant variant = state.variant();
        long codes = 0;
        for (int seat = 0; seat < variant.players; seat++) {
            codes |= state.hand(seat).held();
            CardStack payoff = state.payoff(seat);
            for (int i = 0; i < faceDown(payoff, seat); i++) {
                codes |= 1L << payoff.get(i);
            }
        }
        CardStack stock = state.stock();
        for (int i = 0; i < stock.size(); i++) {
            codes |= 1L << stock.get(i);
        }
        return codes;
    }

    /** How many cards of the pile, from the bottom, are face down: all but the top once it is revealed. */
    private int faceDown(CardStack payoff, int seat) {
        return revealDue(seat) ? payoff.size() : payoff.size() - 1;
    }

    /** Makes the hand hold the named card, exchanging it with a card of the hand where the card was guessed. */
    void bringToHand(SpiteState state, int seat, int code) {
        Hand hand = state.hand(seat);
        if (hand.contains(code)) {
            return;
        }
        int given = Long.numberOfTrailingZeros(hand.held());
        hand.remove(given);
        hand.add(code);
        replaceFaceDown(state, code, given, seat);
    }

    /** Makes the named card the seat's pay-off top, exchanging it with the card guessed there. */
    void bringToPayoffTop(SpiteState state, int seat, int code) {
        CardStack payoff = state.payoff(seat);
        int given = payoff.top();
        if (given == code) {
            return;
        }
        payoff.set(payoff.size() - 1, code);
        // Not in this pile's top, which now holds the named card: the search skips it.
        revealed(seat);
        replaceFaceDown(state, code, given, -1);
        awaitReveal(seat);
    }

    /** Puts {@code given} where a face-down {@code code} was guessed, outside {@code exceptHand}'s hand. */
    private void replaceFaceDown(SpiteState state, int code, int given, int exceptHand) {
        Variant variant = state.variant();
        for (int seat = 0; seat < variant.players; seat++) {
            Hand hand = state.hand(seat);
            if (seat != exceptHand && hand.contains(code)) {
                hand.remove(code);
                hand.add(given);
                return;
            }
        }
        if (replaceIn(state.stock(), state.stock().size(), code, given)) {
            return;
        }
        for (int seat = 0; seat < variant.players; seat++) {
            CardStack payoff = state.payoff(seat);
            if (replaceIn(payoff, faceDown(payoff, seat), code, given)) {
                return;
            }
        }
        throw new IllegalStateException("no face-down " + Cards.name(code) + " to exchange, though the checks found one");
    }

    private static boolean replaceIn(CardStack stack, int below, int code, int given) {
        for (int i = 0; i < below; i++) {
            if (stack.get(i) == code) {
                stack.set(i, given);
                return true;
            }
        }
        return false;
    }

    /**
     * Redraws every face-down card, the hands too (the box sees none of them): the cards not
     * face up, in code order, shuffled into the same places. A sample so depends only on what
     * the table sees and on {@code rng}.
     */
    void resample(SpiteState state, SeededRandom rng) {
        Variant variant = state.variant();
        int[] counts = new int[Cards.CODES];
        int total = 0;
        for (int seat = 0; seat < variant.players; seat++) {
            int[] held = new int[Hand.CAPACITY];
            int size = state.hand(seat).copyInto(held, 0);
            for (int i = 0; i < size; i++) {
                counts[held[i]]++;
            }
            total += size;
            CardStack payoff = state.payoff(seat);
            for (int i = 0; i < faceDown(payoff, seat); i++) {
                counts[payoff.get(i)]++;
                total++;
            }
        }
        CardStack stock = state.stock();
        for (int i = 0; i < stock.size(); i++) {
            counts[stock.get(i)]++;
            total++;
        }
        int[] cards = new int[total];
        int n = 0;
        for (int code = 0; code < Cards.CODES; code++) {
            for (int k = 0; k < counts[code]; k++) {
                cards[n++] = code;
            }
        }
        rng.shuffle(cards);
        n = 0;
        for (int seat = 0; seat < variant.players; seat++) {
            Hand hand = state.hand(seat);
            int size = hand.size();
            hand.clear();
            for (int i = 0; i < size; i++) {
                hand.add(cards[n++]);
            }
            CardStack payoff = state.payoff(seat);
            for (int i = 0; i < faceDown(payoff, seat); i++) {
                payoff.set(i, cards[n++]);
            }
        }
        for (int i = 0; i < stock.size(); i++) {
            stock.set(i, cards[n++]);
        }
        state.reseed(new SeededRandom(rng.nextLong()));
    }
}
