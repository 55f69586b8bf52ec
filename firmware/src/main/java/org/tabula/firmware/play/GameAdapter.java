package org.tabula.firmware.play;

/**
 * How the console plays one game beyond its rules, in three parts a game implements only where it
 * differs from the defaults: how its cards are tapped ({@link CardTaps}), the words that describe
 * it ({@link TableWords}) and how a pick lays out its moves ({@link PickLayout}). What the game
 * declares of itself at the box (its deck, its pass, who leads) is its {@link ConsoleDeclaration}.
 */
public interface GameAdapter extends CardTaps, PickLayout {
}
