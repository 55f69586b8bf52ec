package org.tabula.display;

/**
 * A game's line in the registry of the games the display draws ({@link GameDisplays}): the class
 * in the game's display package that holds its {@link GameDisplay}, named in
 * {@code META-INF/services/org.tabula.display.DisplayRegistration}.
 */
public interface DisplayRegistration {
    GameDisplay<?> display();
}
