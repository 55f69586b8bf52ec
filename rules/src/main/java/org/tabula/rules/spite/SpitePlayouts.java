package org.tabula.rules.spite;

import org.tabula.rules.GameState;
import org.tabula.rules.PlayoutPolicy;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Seats;

/**
 * Spite and Malice played out as people play it rather than at random: of the legal moves, one
 * of the most urgent kind - a pay-off card, then centre plays from the discard piles, then from
 * the hand, then jokers to the centre, then discards (jokers last), ending the turn last of all;
 * a centre play that readies a pile for an opponent's pay-off card counts as a joker discard - with
 * an occasional random move so every line is tried. Play-outs stop after a turn or two and are
 * scored by the pay-off cards each side has left, which is what decides the game; a finished deal
 * is scored by who won, both partners of a winning side alike.
 */
final class SpitePlayouts implements PlayoutPolicy {
    /** The chance of a uniformly random legal move instead of the most urgent kind. */
    static final double WANDER = 0.1;
    /**
     * Moves in a play-out: a turn or two. Short play-outs, many of them, measured best against the
     * rule-based bot (85% of 20 games, against 80% with 30 moves and fewer wins with 60 or 120).
     */
    static final int HORIZON = 20;
    /** Pay-off cards that make one side e (2.7) times likelier to win than another. */
    static final double CARDS_PER_E = 3;

    private static final int PAYOFF = 6;
    private static final int FROM_DISCARD = 5;
    private static final int FROM_HAND = 4;
    private static final int JOKER_TO_CENTRE = 3;
    private static final int DISCARD = 2;
    private static final int HELPS_OPPONENT = 1;
    private static final int END = 0;

    private final Variant variant;

    SpitePlayouts(Variant variant) {
        this.variant = variant;
    }

    @Override
    public int horizon() {
        return HORIZON;
    }

    @Override
    public int choose(GameState gameState, int seat, int[] moves, int count, SeededRandom rng) {
        if (rng.nextDouble() < WANDER) {
            return rng.nextInt(count);
        }
        SpiteState state = (SpiteState) gameState;
        int best = -1;
        int bestUrgency = -1;
        int ties = 0;
        for (int i = 0; i < count; i++) {
            int urgency = urgency(state, seat, moves[i]);
            if (urgency > bestUrgency) {
                best = i;
                bestUrgency = urgency;
                ties = 1;
            } else if (urgency == bestUrgency && rng.nextInt(++ties) == 0) {
                // Reservoir sampling: each move of the most urgent kind equally likely.
                best = i;
            }
        }
        return best;
    }

    private int urgency(SpiteState state, int seat, int move) {
        if (move == Moves.END) {
            return END;
        }
        int source = Moves.source(move);
        int target = Moves.target(move);
        if (Moves.isPayoff(source)) {
            return PAYOFF;
        }
        int card = card(state, seat, source);
        if (Moves.isDiscardTarget(target)) {
            return Cards.isJoker(card) ? HELPS_OPPONENT : DISCARD;
        }
        int pile = Moves.centrePile(target);
        int reached = pile < 0 ? 1 : state.centre().rank(pile) + 1;
        if (readiesOpponent(state, seat, reached)) {
            return HELPS_OPPONENT;
        }
        return Cards.isJoker(card) ? JOKER_TO_CENTRE : Moves.isHand(source) ? FROM_HAND : FROM_DISCARD;
    }

    /** The card a move takes from its source. */
    private int card(SpiteState state, int seat, int source) {
        if (Moves.isHand(source)) {
            return source - Moves.HAND;
        }
        int owner = Moves.isPartner(source) ? variant.partner(seat) : seat;
        return state.discards(owner)[Moves.discardSlot(source)].top();
    }

    /** Whether a centre pile at {@code rank} waits for the pay-off card of a seat not on the mover's side. */
    private boolean readiesOpponent(SpiteState state, int seat, int rank) {
        for (int other = 0; other < variant.players; other++) {
            CardStack payoff = state.payoff(other);
            if (variant.team(other) != variant.team(seat) && !payoff.isEmpty() && Cards.rank(payoff.top()) == rank + 1) {
                return true;
            }
        }
        return false;
    }

    @Override
    public double[] estimate(GameState gameState) {
        SpiteState state = (SpiteState) gameState;
        if (state.isOver()) {
            return finalShares(state);
        }
        int teams = variant.teams();
        double[] sideWeight = new double[teams];
        for (int seat = 0; seat < variant.players; seat++) {
            // A side's pay-off cards left: its seats' together.
            sideWeight[variant.team(seat)] += state.payoff(seat).size();
        }
        double total = 0;
        for (int team = 0; team < teams; team++) {
            sideWeight[team] = Math.exp(-sideWeight[team] / CARDS_PER_E);
            total += sideWeight[team];
        }
        double[] shares = new double[variant.players];
        for (int seat = 0; seat < variant.players; seat++) {
            shares[seat] = sideWeight[variant.team(seat)] / total;
        }
        return shares;
    }

    /** A finished deal: a whole win for every seat of the winning side; sides that tie split it. */
    private double[] finalShares(SpiteState state) {
        Seats winners = state.winners();
        boolean[] won = new boolean[variant.teams()];
        int sides = 0;
        for (int seat = winners.first(); seat >= 0; seat = winners.next(seat)) {
            sides += won[variant.team(seat)] ? 0 : 1;
            won[variant.team(seat)] = true;
        }
        double[] shares = new double[variant.players];
        for (int seat = 0; seat < variant.players; seat++) {
            shares[seat] = won[variant.team(seat)] ? 1.0 / sides : 0;
        }
        return shares;
    }
}
