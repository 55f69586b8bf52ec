package org.tabula.rules;

/**
 * How much thinking a bot may do for one move: at most {@code iterations} units of search (for
 * ISMCTS, one sampled game each), and no more once {@code deadline} has passed. Bots that do not
 * search ignore it.
 */
public record Budget(int iterations, Deadline deadline) {
    public Budget {
        if (iterations < 1) {
            throw new IllegalArgumentException("a budget needs at least 1 iteration, not " + iterations);
        }
        if (deadline == null) {
            throw new IllegalArgumentException("deadline must not be null (use Deadline.NONE)");
        }
    }

    /** A deterministic budget: the same state, budget and seed always give the same move. */
    public static Budget iterations(int iterations) {
        return new Budget(iterations, Deadline.NONE);
    }

    public Budget withDeadline(Deadline newDeadline) {
        return new Budget(iterations, newDeadline);
    }
}
