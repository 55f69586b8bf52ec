package org.tabula.firmware.play;

import org.tabula.firmware.script.GameSetup;

/**
 * Who leads a game's first trick where the players decide it (Spartacus: the source text leaves
 * it to them), chosen in the menu for every game of a match. Whoever it is, the game played is
 * the replay script's game with {@code "setup": {"leader": seat}} ({@link #setup}), or, drawn,
 * the one without a setup.
 */
public sealed interface Lead {
    /** The seat whose card is tapped first leads (or the seat the buttons name): the box waits for it. */
    Lead FIRST_CARD = new FirstCard();
    /** The seed draws the leader, as a replay script without a setup does. */
    Lead DRAWN = new Drawn();

    /** See {@link #FIRST_CARD}. */
    record FirstCard() implements Lead {
    }

    /** See {@link #DRAWN}. */
    record Drawn() implements Lead {
    }

    /** This seat leads every game. */
    record Seat(int seat) implements Lead {
    }

    /** The setup that makes {@code seat} lead the first trick, as a replay script writes it. */
    static GameSetup setup(int seat) {
        return new GameSetup.Leader(seat);
    }
}
