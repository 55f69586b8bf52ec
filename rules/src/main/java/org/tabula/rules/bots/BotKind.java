package org.tabula.rules.bots;

import java.util.function.Function;
import java.util.function.ToIntFunction;

import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.Refusal;

/**
 * A kind of bot, by the name players choose it by ({@code random}, {@code ismcts}, ...): which
 * games it can play, its default budget, and how to make one for a game.
 */
public final class BotKind {
    private final String name;
    private final String description;
    private final Function<Game, Refusal> whyUnsupported;
    private final ToIntFunction<Game> defaultIterations;
    private final Function<Game, Bot> factory;

    /**
     * @param whyUnsupported    why the kind cannot play a game; null if it can
     * @param defaultIterations iterations that keep a move within about 100 ms on the build machine
     * @param factory           a bot for a game the kind supports
     */
    BotKind(String name, String description, Function<Game, Refusal> whyUnsupported,
            ToIntFunction<Game> defaultIterations, Function<Game, Bot> factory) {
        this.name = name;
        this.description = description;
        this.whyUnsupported = whyUnsupported;
        this.defaultIterations = defaultIterations;
        this.factory = factory;
    }

    /** The name in replay scripts, the menu and the tournament command. */
    public String name() {
        return name;
    }

    /** One line for the menu and help texts. */
    public String description() {
        return description;
    }

    /** Why this kind cannot play the game, to be said in the player's language; null if it can. */
    public Refusal refusal(Game game) {
        return whyUnsupported.apply(game);
    }

    /** Why this kind cannot play the game, as an English sentence; null if it can. */
    public String whyUnsupported(Game game) {
        Refusal refusal = refusal(game);
        return refusal == null ? null : refusal.sentence();
    }

    /**
     * The budget that keeps a move within about 100 ms on the build machine: iterations only, so
     * deterministic. The box adds a wall-clock deadline for slower boards.
     */
    public Budget defaultBudget(Game game) {
        return Budget.iterations(defaultIterations.applyAsInt(game));
    }

    /**
     * A bot for this game.
     *
     * @throws GameConfigException with {@link #whyUnsupported}'s reason if it cannot play it
     */
    public Bot create(Game game) {
        Refusal refusal = refusal(game);
        if (refusal != null) {
            throw new GameConfigException(refusal);
        }
        return factory.apply(game);
    }

    @Override
    public String toString() {
        return name;
    }
}
