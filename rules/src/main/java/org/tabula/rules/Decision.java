package org.tabula.rules;

/**
 * A bot's move and the iterations of search it made for it (none for a bot that does not
 * search): how much thinking a deadline left it, for the box's log and the benchmarks.
 */
public record Decision(int move, int iterations) {
    public Decision {
        if (iterations < 0) {
            throw new IllegalArgumentException("iterations cannot be negative: " + iterations);
        }
    }
}
