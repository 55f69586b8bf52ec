package org.tabula.rules.spite;

/**
 * The stalemate procedure (the source text): when every seat in a row ends its turn without a move (no
 * centre play, no discard), each gets one more turn, in which an ace or a 2 playable on a centre
 * pile held in hand must be played (not under pagat). If every seat again fails to move, the deal
 * is reshuffled (pagat: it ends). Turns go on in order throughout, so the seat after the last
 * idle turn is always the one that first failed to move.
 *
 * <p>Ruling (a cap, option {@code stallRounds}): a deal in which no pay-off card has been played
 * for that many rounds is stuck as surely as one where nobody moves (discard piles can bury every
 * card while the players keep moving), and gets the same remedy as the last stage. If it stalls
 * again before any pay-off card is played, it ends as a pagat stalemate does (fewest pay-off
 * cards win). A hand refilled in mid-turn counts as a turn, and reaching the cap then ends the
 * turn. So a deal in which the seats keep moving lasts at most two stalls per pay-off card. The
 * source text's reshuffle restarts the count: seats that never move (not even a discard) meet it
 * again and again, for as long as they choose to.
 */
final class Stalemate {
    enum Step {
        /** Nothing changes. */
        NONE,
        /** A seat moved during the extra turns: play goes on normally. */
        BROKEN,
        /** Stage 1: each seat gets one more turn. */
        ONE_MORE_TURN_EACH,
        /** Stage 2: nobody moved in the extra turns either. */
        EXHAUSTED,
        /** No pay-off card was played for {@code stallRounds} rounds. */
        STALLED,
        /** Stalled again with no pay-off card played since the last stall: the deal ends. */
        STALLED_AGAIN
    }

    private int stage;
    private int idleTurns;
    private int turnsSincePayoff;
    /** Whether the deal has stalled since the last pay-off play. */
    private boolean stalled;

    Stalemate copy() {
        Stalemate copy = new Stalemate();
        copy.stage = stage;
        copy.idleTurns = idleTurns;
        copy.turnsSincePayoff = turnsSincePayoff;
        copy.stalled = stalled;
        return copy;
    }

    /** 0, or 1 during the extra turns. */
    int stage() {
        return stage;
    }

    int idleTurns() {
        return idleTurns;
    }

    int turnsSincePayoff() {
        return turnsSincePayoff;
    }

    /** Whether the seat on turn must play an ace or a 2 from its hand before ending the turn. */
    boolean handAceOrTwoRequired(boolean pagat) {
        return stage == 1 && !pagat;
    }

    void payoffPlayed() {
        turnsSincePayoff = 0;
        stalled = false;
    }

    /**
     * The hand emptied and is refilled in mid-turn: that counts toward the cap as a turn does,
     * since a seat can otherwise go round the stock for ever in one turn (aces, 2s and jokers
     * played out, the open piles shuffled back under a short stock, the same cards drawn again:
     * rule-based bots did). Returns whether the cap is reached, which ends the turn.
     */
    boolean refilledMidTurn(int stallTurns) {
        return countTurn(stallTurns);
    }

    /** {@code stallTurns}: turns without a pay-off play that count as stuck (0: never). */
    Step turnEnded(boolean moved, int players, int stallTurns) {
        if (countTurn(stallTurns)) {
            reset();
            boolean again = stalled;
            stalled = true;
            return again ? Step.STALLED_AGAIN : Step.STALLED;
        }
        if (moved) {
            boolean broken = stage == 1;
            stage = 0;
            idleTurns = 0;
            return broken ? Step.BROKEN : Step.NONE;
        }
        if (++idleTurns < players) {
            return Step.NONE;
        }
        idleTurns = 0;
        if (stage == 0) {
            stage = 1;
            return Step.ONE_MORE_TURN_EACH;
        }
        reset();
        return Step.EXHAUSTED;
    }

    /** One more turn without a pay-off play; whether that reaches the cap ({@code stallTurns}, 0: never). */
    private boolean countTurn(int stallTurns) {
        turnsSincePayoff++;
        return stallTurns > 0 && turnsSincePayoff >= stallTurns;
    }

    private void reset() {
        stage = 0;
        idleTurns = 0;
        turnsSincePayoff = 0;
    }
}
