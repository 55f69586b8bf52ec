package org.tabula.rules.spite;

import org.tabula.rules.Refusal;
import org.tabula.rules.GameState;
import org.tabula.rules.GameEvent;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.tabula.rules.ConfiguredGame;
import org.tabula.rules.Game;
import org.tabula.rules.GameKind;
import org.tabula.rules.Options;
import org.tabula.rules.PlayoutPolicy;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.SetupReader;

/** Spite and Malice under fixed options and player count: deals from a seed or a setup. */
public final class SpiteGame extends ConfiguredGame {
    /**
     * Every source may reach a new pile and every open pile; hand cards may also reach the four
     * discard piles. At a table deal a hand may play any card not face up, so every source counts.
     */
    static final int MAX_LEGAL_MOVES = Moves.SOURCES * Moves.TARGETS + 1;
    /** Mixed into the seed for a table deal's guess of the face-down cards. */
    private static final long TABLE_GUESS = 0x7AB1E_DEA1L;
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

    /**
     * At a box deal, cards the box dealt from the stock (a seat's new hand) and a pay-off top it
     * turned up; at either deal, a stalemate reshuffle, which deals every hand anew. At a table
     * deal the stock is drawn at the table, unseen by the box, and new pay-off tops are the
     * table's own reveals.
     */
    @Override
    public Refusal takeBackStop(int seat, List<GameEvent> events, GameState after) {
        for (GameEvent event : events) {
            if (event instanceof SpiteEvent.CardsDrawn drawn && drawn.count() > 0 && after.knowsHand(drawn.seat())) {
                return Refusal.of(SpiteRefusal.STOCK_DEALT, seat(drawn.seat()));
            }
            if (event instanceof SpiteEvent.PayoffRevealed revealed && revealed.card() != null) {
                return Refusal.of(SpiteRefusal.PAYOFF_SHOWN, seat(revealed.seat()), revealed.card().notation());
            }
            if (event instanceof SpiteEvent.Reshuffled) {
                return Refusal.of(SpiteRefusal.RESHUFFLED);
            }
        }
        return null;
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
        if (setup.containsKey("deal")) {
            return dealt(seed, setup);
        }
        return new SpiteState(this, SetupParser.read(variant, setup), new SeededRandom(seed));
    }

    /**
     * {@code {"deal": "table"}}: the players deal real cards. The box's guess of the face-down
     * cards is a deal of its own, from a generator the seed's box deal does not use.
     */
    private SpiteState dealt(long seed, Map<String, Object> setup) {
        if (!new SetupReader(setup, Set.of("deal")).tableDeal()) {
            return start(seed);
        }
        SeededRandom guess = new SeededRandom(seed ^ TABLE_GUESS);
        return new SpiteState(this, Deal.deal(variant, guess), guess, true);
    }
}
