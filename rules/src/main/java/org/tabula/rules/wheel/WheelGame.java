package org.tabula.rules.wheel;

import org.tabula.rules.Refusal;
import org.tabula.rules.GameState;
import org.tabula.rules.GameEvent;
import java.util.List;
import java.util.Map;

import org.tabula.rules.ConfiguredGame;
import org.tabula.rules.Options;
import org.tabula.rules.SeededRandom;

/** Wheel of History under fixed options and player count: shuffles or lays out the circle of the first state. */
public final class WheelGame extends ConfiguredGame {
    final boolean discardOnce;
    final boolean colourAndValue;

    WheelGame(int players, Options options) {
        super(Wheel.KIND, players, options);
        this.discardOnce = options.flag("discardOnce");
        this.colourAndValue = options.flag("colourAndValue");
    }

    /** The whole circle lies face up before the first move: a move takes a card everyone sees, and shows nothing new. */
    @Override
    public Refusal takeBackStop(int seat, List<GameEvent> events, GameState after) {
        return null;
    }

    @Override
    public int maxLegalMoves() {
        // At a table deal the table may lay any card of the deck first.
        return WheelCards.COUNT;
    }

    /** The seed shuffles the circle; seat 0 is the seat the table chose to start. */
    @Override
    public WheelState start(long seed) {
        return new WheelState(this, shuffledCircle(seed), 0);
    }

    @Override
    public WheelState start(long seed, Map<String, Object> setup) {
        if (setup == null) {
            return start(seed);
        }
        WheelSetup read = WheelSetup.read(setup, players());
        if (read.tableDealt()) {
            return WheelState.toBeLaid(this, read.first());
        }
        int[] circle = read.circle() != null ? read.circle() : shuffledCircle(seed);
        return new WheelState(this, circle, read.first());
    }

    private static int[] shuffledCircle(long seed) {
        int[] circle = WheelCards.deck();
        new SeededRandom(seed).shuffle(circle);
        return circle;
    }
}
