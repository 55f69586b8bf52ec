package org.tabula.rules.spite;

import java.util.Map;

import org.tabula.rules.ConfiguredGame;
import org.tabula.rules.Game;
import org.tabula.rules.GameKind;
import org.tabula.rules.Options;
import org.tabula.rules.PlayoutPolicy;
import org.tabula.rules.SeededRandom;

/** Spite and Malice under fixed options and player count: deals from a seed or a setup. */
public final class SpiteGame extends ConfiguredGame {
    /** Every source may reach a new pile and every open pile; hand cards may also reach the four discard piles. */
    static final int MAX_LEGAL_MOVES = (Moves.HAND + Hand.CAPACITY) * Moves.TARGETS + 1;
    private final Variant variant;
    private final SpitePlayouts playouts;

    SpiteGame(int players, Options options) {
        super(Spite.KIND, players, options);
        this.variant = new Variant(players, options);
        this.playouts = new SpitePlayouts(variant);
    }

    @Override
    public PlayoutPolicy playoutPolicy() {
        return playouts;
    }

    Variant variant() {
        return variant;
    }

    @Override
    public int maxLegalMoves() {
        return MAX_LEGAL_MOVES;
    }

    @Override
    public SpiteState start(long seed) {
        SeededRandom rng = new SeededRandom(seed);
        return new SpiteState(this, Deal.deal(variant, rng), rng);
    }

    @Override
    public SpiteState start(long seed, Map<String, Object> setup) {
        if (setup == null) {
            return start(seed);
        }
        return new SpiteState(this, SetupParser.read(variant, setup), new SeededRandom(seed));
    }
}
