package org.tabula.rules;

/**
 * A game's line in the registry of the rules' games ({@code org.tabula.rules.games.Games}): a
 * class in the game's own package, named in
 * {@code META-INF/services/org.tabula.rules.GameRegistration}, that hands out the game's one kind
 * (the loader makes a service afresh, and a kind must stay one object).
 */
public interface GameRegistration {
    GameKind kind();
}
