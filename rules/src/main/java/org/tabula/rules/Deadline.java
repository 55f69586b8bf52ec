package org.tabula.rules;

/**
 * A time limit set by the caller (the console's clock), so the rules module never reads a clock
 * itself. A search stops when it has passed, even with iterations left; results then depend on
 * the machine's speed, so replays use iteration budgets alone.
 */
@FunctionalInterface
public interface Deadline {
    /** Never passes: the iteration count alone bounds the search. */
    Deadline NONE = () -> false;

    boolean passed();
}
