package org.tabula.rules.sumo;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.tabula.rules.Bot;
import org.tabula.rules.Refusal;
import org.tabula.rules.ConfiguredGame;
import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.OptionSpec;
import org.tabula.rules.Options;

/**
 * Sumo (NRICH; docs/rules.md): two wrestlers push one piece along a ring of
 * squares. Each round both seats reveal a card at once; the higher card {@code w} pushes the
 * loser (card {@code l}) {@code (w - l) * l} squares toward the loser's own edge. Leaving the
 * ring loses at once; after the last round the seat on whose side the piece stands loses.
 *
 * <p>Seat 0 (East) has its edge on the negative side, seat 1 (West) on the positive side.
 * A move is the value of the card played.
 *
 * <table>
 *   <caption>Options</caption>
 *   <tr><th>name</th><th>default</th><th>meaning</th></tr>
 *   <tr><td>zeroCard</td><td>false</td><td>each seat also holds a 0: one more round</td></tr>
 *   <tr><td>hand</td><td>1,2,3,4,5,6</td><td>each seat's cards, any multiset; rounds = hand size</td></tr>
 *   <tr><td>ringSize</td><td>17</td><td>odd number of squares</td></tr>
 * </table>
 */
public final class Sumo implements GameKind {
    public static final Sumo KIND = new Sumo();

    /** Card values above this are refused: they would push a piece out of any sensible ring (and fit a 64-bit mask). */
    static final int MAX_CARD = 63;
    static final int MAX_RING = 10_001;

    private Sumo() {
    }

    @Override
    public String name() {
        return "sumo";
    }

    @Override
    public String title() {
        return "Sumo";
    }

    @Override
    public int minPlayers() {
        return 2;
    }

    @Override
    public int maxPlayers() {
        return 2;
    }

    @Override
    public List<Refusal.Reason> refusalReasons() {
        return List.of(SumoRefusal.values());
    }

    @Override
    public int ismctsIterations() {
        return 20_000;
    }

    @Override
    public Optional<Bot> ruleBot() {
        return Optional.of(new SumoRuleBot());
    }

    @Override
    public List<OptionSpec> optionSpecs() {
        return List.of(
                OptionSpec.flag("zeroCard", "each seat also holds a 0; one more round"),
                OptionSpec.numbers("hand", List.of(1, 2, 3, 4, 5, 6), "each seat's cards; rounds = hand size"),
                OptionSpec.number("ringSize", 17, "odd number of squares in the ring"));
    }

    @Override
    public Game create(int players, Options options) {
        if (players != 2) {
            throw new GameConfigException(Refusal.of(SumoRefusal.PLAYERS, players));
        }
        return new SumoGame(options);
    }

    public static final class SumoGame extends ConfiguredGame {
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
            super(KIND, 2, options);
            List<Integer> cards = new java.util.ArrayList<>(options.numbers("hand"));
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
}
