package org.tabula.rules;

import java.util.List;

/**
 * Why a hint suggests its move, in words a family understands: a reason, which has a stable key
 * and an English sentence with numbered places for its arguments ({@code "It frees your pay-off
 * {0}"}), and those arguments (seats, places, cards, numbers), as a {@link Refusal} is made. Each
 * game computes it from what the move does, seen from the hinted seat ({@link Explainer}); the
 * console says it in the player's language from the key and the arguments.
 */
public record Why(Reason reason, List<Object> args) {
    /** A kind of reason, its key {@code hint.<game>.<NAME>}. Each game lists its kinds in an enum. */
    public interface Reason extends Wording.Worded {
    }

    public Why {
        args = List.copyOf(args);
    }

    public static Why of(Reason reason, Object... args) {
        return new Why(reason, List.of(args));
    }

    /** The sentence in English. */
    public String sentence() {
        return Template.fill(reason.english(), args.size(), index -> String.valueOf(args.get(index)));
    }

    @Override
    public String toString() {
        return sentence();
    }

    /**
     * How a game says why a move is good for a seat, from that seat's own view: what the move does
     * to the position the seat can see (its pay-off freed, a Senate square taken, a push it
     * escapes), never from another seat's hidden cards.
     */
    @FunctionalInterface
    public interface Explainer {
        /**
         * @param info what the seat knows now
         * @param move one of the seat's legal moves
         */
        Why why(InformationSet info, int move);
    }
}
