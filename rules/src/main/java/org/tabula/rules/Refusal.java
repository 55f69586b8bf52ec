package org.tabula.rules;

import java.util.List;

/**
 * Why a move is not allowed now: a reason, which has a stable key and an English sentence with
 * numbered places for its arguments ({@code "Seat {0} has no {1} left"}), and those arguments.
 * The replay command prints the English {@link #sentence()}; the console says the same in the
 * player's language from the key and the arguments. An argument the English does not use may
 * be there for other languages (a rank without its English article).
 */
public record Refusal(Reason reason, List<Object> args) {
    /**
     * A kind of refusal, its key {@code rules.<game>.<NAME>}. Each game lists its kinds in an enum;
     * {@link org.tabula.rules.games.Refusals#of} gathers them.
     */
    public interface Reason extends Wording.Worded {
    }

    public Refusal {
        args = List.copyOf(args);
    }

    public static Refusal of(Reason reason, Object... args) {
        return new Refusal(reason, List.of(args));
    }

    /** The sentence in English, as {@link GameState#whyIllegal} gives it. */
    public String sentence() {
        return Template.fill(reason.english(), args.size(), index -> String.valueOf(args.get(index)));
    }

    @Override
    public String toString() {
        return sentence();
    }
}
