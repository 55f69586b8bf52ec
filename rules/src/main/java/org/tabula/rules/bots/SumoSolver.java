package org.tabula.rules.bots;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.IntToDoubleFunction;

import org.tabula.rules.Refusal;
import org.tabula.rules.Game;
import org.tabula.rules.GameState;
import org.tabula.rules.sumo.Sumo;
import org.tabula.rules.sumo.SumoView;

/**
 * Sumo solved exactly by backward induction. A position is what both seats know at the start of
 * a round: each seat's cards left and where the piece stands (the round follows from the cards
 * left). Each position is a zero-sum matrix game - seat 0 picks a row, seat 1 a column, one per
 * distinct card held - whose payoffs are the values of the positions the cards lead to, or the
 * result if the round ends the game; {@link MatrixGame} solves it. Values are seat 0's: +1 win,
 * -1 loss, 0 draw. Positions are memoised, so each is solved once per solver.
 */
public final class SumoSolver {
    /** The most positions (pairs of equal-size hands times squares) a solver takes on. */
    static final long MAX_POSITIONS = 2_000_000;

    private final int reach;
    /** The distinct card values of the starting hand, ascending. */
    private final int[] values;
    /** For each distinct value, one more than the starting count: the mixed radix of a hand's index. */
    private final int[] radix;
    private final long handIndices;
    private final Map<Long, MatrixGame.Solution> memo = new HashMap<>();

    private SumoSolver(List<Integer> startingHand, int reach) {
        this.reach = reach;
        TreeMap<Integer, Integer> counts = new TreeMap<>();
        startingHand.forEach(card -> counts.merge(card, 1, Integer::sum));
        this.values = counts.keySet().stream().mapToInt(Integer::intValue).toArray();
        this.radix = counts.values().stream().mapToInt(count -> count + 1).toArray();
        long product = 1;
        for (int r : radix) {
            product *= r;
        }
        this.handIndices = product;
    }

    /** A solver for this Sumo game (its hand and ring). */
    public static SumoSolver forGame(Game game) {
        Refusal reason = whyUnsolvable("the Sumo solver", game);
        if (reason != null) {
            throw new IllegalArgumentException(reason.sentence());
        }
        SumoView start = (SumoView) game.start(0).view(GameState.TABLE);
        return new SumoSolver(start.hands().get(0), start.reach());
    }

    /** Why this game is out of the reach of the solver (and {@code bot}, which uses it), or null if it can be solved. */
    static Refusal whyUnsolvable(String bot, Game game) {
        if (game.kind() != Sumo.KIND) {
            return Refusal.of(BotRefusal.SUMO_ONLY, bot, game.kind().name());
        }
        SumoView start = (SumoView) game.start(0).view(GameState.TABLE);
        long positions = positionCount(start.hands().get(0), start.reach());
        if (positions > MAX_POSITIONS) {
            return Refusal.of(BotRefusal.TOO_MANY_POSITIONS, bot, String.format("%,d", MAX_POSITIONS), String.format("%,d", positions));
        }
        return null;
    }

    /**
     * An upper bound on the positions of a game: pairs of hands of equal size drawn from the
     * starting hand, times the squares of the ring. {@code multisets[k]} counts the hands of
     * {@code k} cards (the coefficients of the product of {@code 1 + x + ... + x^count}).
     */
    static long positionCount(List<Integer> startingHand, int reach) {
        TreeMap<Integer, Integer> counts = new TreeMap<>();
        startingHand.forEach(card -> counts.merge(card, 1, Integer::sum));
        double[] multisets = {1};
        for (int count : counts.values()) {
            double[] next = new double[multisets.length + count];
            for (int k = 0; k < multisets.length; k++) {
                for (int c = 0; c <= count; c++) {
                    next[k + c] += multisets[k];
                }
            }
            multisets = next;
        }
        double pairs = 0;
        for (double m : multisets) {
            pairs += m * m;
        }
        double total = pairs * (2 * reach + 1);
        return total > Long.MAX_VALUE / 2 ? Long.MAX_VALUE / 2 : (long) total;
    }

    /**
     * The solved position where seat 0 (East) holds {@code east}, seat 1 (West) {@code west}
     * (cards left, the same number each) and the piece stands at {@code position}. The row
     * strategy is seat 0's, the column strategy seat 1's, each over its distinct cards ascending.
     */
    public MatrixGame.Solution solve(List<Integer> east, List<Integer> west, int position) {
        if (east.size() != west.size() || east.isEmpty()) {
            throw new IllegalArgumentException("a position needs the same number of cards, at least one, in each hand: " + east + " / " + west);
        }
        if (Math.abs(position) > reach) {
            throw new IllegalArgumentException("position " + position + " is off the ring");
        }
        return solve(counts(east), counts(west), position);
    }

    /** How many positions have been solved so far. */
    public int solvedPositions() {
        return memo.size();
    }

    private int[] counts(List<Integer> hand) {
        int[] counts = new int[values.length];
        for (int card : hand) {
            int index = Arrays.binarySearch(values, card);
            if (index < 0 || ++counts[index] >= radix[index]) {
                throw new IllegalArgumentException("hand " + hand + " is not part of the starting hand");
            }
        }
        return counts;
    }

    private MatrixGame.Solution solve(int[] east, int[] west, int position) {
        long key = key(east, west, position);
        MatrixGame.Solution known = memo.get(key);
        if (known != null) {
            return known;
        }
        int[] eastCards = held(east);
        int[] westCards = held(west);
        double[][] payoffs = new double[eastCards.length][westCards.length];
        for (int i = 0; i < eastCards.length; i++) {
            for (int j = 0; j < westCards.length; j++) {
                east[eastCards[i]]--;
                west[westCards[j]]--;
                payoffs[i][j] = afterRound(east, west, position, values[eastCards[i]], values[westCards[j]]);
                east[eastCards[i]]++;
                west[westCards[j]]++;
            }
        }
        MatrixGame.Solution solution = MatrixGame.solve(payoffs);
        memo.put(key, solution);
        return solution;
    }

    /** Seat 0's value once the round's cards are played (and already taken from the hands). */
    private double afterRound(int[] east, int[] west, int position, int eastCard, int westCard) {
        return afterRound(east, west, position, eastCard, westCard, next -> solve(east, west, next).value());
    }

    /**
     * Seat 0's result once the round's cards are played and taken from the hands: the end of
     * the game's score, or {@code goOn} of the piece's new position.
     */
    private double afterRound(int[] east, int[] west, int position, int eastCard, int westCard, IntToDoubleFunction goOn) {
        int next = position;
        if (eastCard != westCard) {
            int loserCard = Math.min(eastCard, westCard);
            int push = (Math.max(eastCard, westCard) - loserCard) * loserCard;
            // Seat 0's edge is on the negative side.
            next += eastCard < westCard ? -push : push;
            if (Math.abs(next) > reach) {
                return Math.signum(next);
            }
        }
        if (isEmpty(east)) {
            return Math.signum(next);
        }
        return goOn.applyAsDouble(next);
    }

    /** How a seat plays: for a position, the chance of each of the seat's distinct cards, ascending. */
    @FunctionalInterface
    public interface Policy {
        double[] strategy(int seat, List<Integer> east, List<Integer> west, int position);
    }

    /** Each distinct card with equal chance, as the random bot plays. */
    public static final Policy UNIFORM = (seat, east, west, position) -> {
        double[] strategy = new double[distinct(seat == 0 ? east : west).length];
        Arrays.fill(strategy, 1.0 / strategy.length);
        return strategy;
    };

    /** The distinct cards of an ascending hand, ascending: the moves its seat has. */
    static int[] distinct(List<Integer> hand) {
        int[] cards = new int[hand.size()];
        int n = 0;
        for (int card : hand) {
            if (n == 0 || cards[n - 1] != card) {
                cards[n++] = card;
            }
        }
        return Arrays.copyOf(cards, n);
    }

    /** The equilibrium strategy of every position, as sumo-exact plays. */
    public Policy equilibrium() {
        return (seat, east, west, position) -> {
            MatrixGame.Solution solution = solve(east, west, position);
            return seat == 0 ? solution.rowStrategy() : solution.columnStrategy();
        };
    }

    /**
     * Seat 0's expected score (+1 win, -1 loss) from the position, {@code east} to {@code west}
     * cards, with each seat following its policy; a null policy plays the best response to the
     * other seat's (at most one may be null). Against {@link #UNIFORM}, the best response is the
     * most any bot can expect against random play.
     */
    public double expectedScore(List<Integer> east, List<Integer> west, int position, Policy eastPolicy, Policy westPolicy) {
        if (eastPolicy == null && westPolicy == null) {
            throw new IllegalArgumentException("at most one seat may play the best response");
        }
        return expected(counts(east), counts(west), position, eastPolicy, westPolicy, new HashMap<>());
    }

    /**
     * The card with which {@code seat} best answers an opponent who follows {@code theirs} from
     * this position to the end (the lowest such card on a tie).
     */
    public int bestResponse(int seat, List<Integer> east, List<Integer> west, int position, Policy theirs) {
        int[] eastCounts = counts(east);
        int[] westCounts = counts(west);
        Policy eastPolicy = seat == 0 ? null : theirs;
        Policy westPolicy = seat == 0 ? theirs : null;
        double[] outcomes = responses(eastCounts, westCounts, position, eastPolicy, westPolicy, new HashMap<>());
        int[] mine = held(seat == 0 ? eastCounts : westCounts);
        int best = 0;
        for (int i = 1; i < outcomes.length; i++) {
            // Seat 0 wants its score high, seat 1 low.
            if (seat == 0 ? outcomes[i] > outcomes[best] + 1e-12 : outcomes[i] < outcomes[best] - 1e-12) {
                best = i;
            }
        }
        return values[mine[best]];
    }

    private double expected(int[] east, int[] west, int position, Policy eastPolicy, Policy westPolicy, Map<Long, Double> known) {
        long key = key(east, west, position);
        Double value = known.get(key);
        if (value != null) {
            return value;
        }
        double[] responses = responses(east, west, position, eastPolicy, westPolicy, known);
        double result = responses[0];
        for (double response : responses) {
            result = eastPolicy == null ? Math.max(result, response) : westPolicy == null ? Math.min(result, response) : response;
        }
        known.put(key, result);
        return result;
    }

    /**
     * Seat 0's expected score for each card of the responding seat (the one whose policy is
     * null) against the other's policy; with both policies given, a single value for the pair.
     */
    private double[] responses(int[] east, int[] west, int position, Policy eastPolicy, Policy westPolicy, Map<Long, Double> known) {
        int[] eastCards = held(east);
        int[] westCards = held(west);
        double[] p = eastPolicy == null ? null : eastPolicy.strategy(0, cards(east), cards(west), position);
        double[] q = westPolicy == null ? null : westPolicy.strategy(1, cards(east), cards(west), position);
        double[] result = new double[p == null ? eastCards.length : q == null ? westCards.length : 1];
        for (int i = 0; i < eastCards.length; i++) {
            for (int j = 0; j < westCards.length; j++) {
                double weight = (p == null ? 1 : p[i]) * (q == null ? 1 : q[j]);
                if (weight == 0) {
                    continue;
                }
                east[eastCards[i]]--;
                west[westCards[j]]--;
                double outcome = afterRound(east, west, position, values[eastCards[i]], values[westCards[j]],
                        next -> expected(east, west, next, eastPolicy, westPolicy, known));
                east[eastCards[i]]++;
                west[westCards[j]]++;
                result[p == null ? i : q == null ? j : 0] += weight * outcome;
            }
        }
        return result;
    }

    /** The cards a hand of counts holds, ascending. */
    private List<Integer> cards(int[] counts) {
        List<Integer> cards = new ArrayList<>();
        for (int v = 0; v < counts.length; v++) {
            for (int c = 0; c < counts[v]; c++) {
                cards.add(values[v]);
            }
        }
        return cards;
    }

    private long key(int[] east, int[] west, int position) {
        return (index(east) * handIndices + index(west)) * (2 * reach + 1) + position + reach;
    }

    private long index(int[] counts) {
        long index = 0;
        for (int v = values.length - 1; v >= 0; v--) {
            index = index * radix[v] + counts[v];
        }
        return index;
    }

    /** The indices of the values with cards left. */
    private static int[] held(int[] counts) {
        int n = 0;
        for (int count : counts) {
            n += count > 0 ? 1 : 0;
        }
        int[] held = new int[n];
        n = 0;
        for (int v = 0; v < counts.length; v++) {
            if (counts[v] > 0) {
                held[n++] = v;
            }
        }
        return held;
    }

    private static boolean isEmpty(int[] counts) {
        for (int count : counts) {
            if (count > 0) {
                return false;
            }
        }
        return true;
    }
}
