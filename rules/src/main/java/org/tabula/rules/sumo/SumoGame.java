package org.tabula.rules.sumo;

import org.tabula.rules.GameEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.tabula.rules.ConfiguredGame;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameState;
import org.tabula.rules.Options;
import org.tabula.rules.Refusal;

/** Sumo under fixed options: the hand each seat is dealt and the ring; makes the first state. */
public final class SumoGame extends ConfiguredGame {
    /** Card values above this are refused: they would push a piece out of any sensible ring (and fit a 64-bit mask). */
    static final int MAX_CARD = 63;
    static final int MAX_RING = 10_001;

    /** Each seat's starting hand, ascending. */
    final int[] hand;
    /** The distinct values of {@link #hand}, as a bit mask. */
    final long values;
    /** How many of each value a seat starts with, for each seat: seat * stride + value. */
    final int[] startCounts;
    /** One more than the highest card. */
    final int stride;
    final int reach;

    SumoGame(Options options) {
        super(Sumo.KIND, 2, options);
        List<Integer> cards = new ArrayList<>(options.numbers("hand"));
        if (options.flag("zeroCard")) {
            cards.add(0);
        }
        if (cards.isEmpty()) {
            throw new GameConfigException(Refusal.of(SumoRefusal.HAND_EMPTY));
        }
        for (int card : cards) {
            if (card < 0 || card > MAX_CARD) {
                throw new GameConfigException(Refusal.of(SumoRefusal.HAND_CARD, card, MAX_CARD));
            }
        }
        int ringSize = options.number("ringSize");
        if (ringSize < 3 || ringSize % 2 == 0 || ringSize > MAX_RING) {
            throw new GameConfigException(Refusal.of(SumoRefusal.RING_SIZE, MAX_RING, ringSize));
        }
        this.hand = cards.stream().mapToInt(Integer::intValue).sorted().toArray();
        this.stride = hand[hand.length - 1] + 1;
        this.startCounts = new int[2 * stride];
        long mask = 0;
        for (int card : hand) {
            startCounts[card]++;
            startCounts[stride + card]++;
            mask |= 1L << card;
        }
        this.values = mask;
        this.reach = (ringSize - 1) / 2;
    }

    /** Whether each seat starts with a card of this value ({@code hand}, and 0 under {@code zeroCard}). */
    public boolean deals(int value) {
        return value >= 0 && value <= MAX_CARD && (values & 1L << value) != 0;
    }

    /** The number of squares from the middle to either edge (8 on the standard ring). */
    int reach() {
        return reach;
    }

    int rounds() {
        return hand.length;
    }

    /** A round's two cards, once both are chosen, are shown to both: the choices before stand. */
    @Override
    public Refusal takeBackStop(int seat, List<GameEvent> events, GameState after) {
        for (GameEvent event : events) {
            if (event instanceof SumoEvent.CardsRevealed revealed) {
                return Refusal.of(SumoRefusal.ROUND_SHOWN, revealed.round() + 1);
            }
        }
        return null;
    }

    @Override
    public int maxLegalMoves() {
        return Long.bitCount(values);
    }

    @Override
    public GameState start(long seed) {
        return new SumoState(this);
    }

    @Override
    public GameState start(long seed, Map<String, Object> setup) {
        if (setup != null && !setup.isEmpty()) {
            throw new GameConfigException("sumo takes no setup: every game starts with full hands in the middle");
        }
        return start(seed);
    }
}
