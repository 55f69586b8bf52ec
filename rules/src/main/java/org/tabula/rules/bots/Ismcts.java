package org.tabula.rules.bots;

import java.util.ArrayList;
import java.util.List;

import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.Decision;
import org.tabula.rules.Game;
import org.tabula.rules.GameState;
import org.tabula.rules.InformationSet;
import org.tabula.rules.PlayoutPolicy;
import org.tabula.rules.RandomPlayout;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Seats;

/**
 * Single-observer information-set Monte Carlo tree search (SO-ISMCTS: Cowling, Powley and
 * Whitehouse, "Information Set Monte Carlo Tree Search", IEEE TCIAIG 4(2), 2012) for any game.
 *
 * <p>Each iteration draws one determinisation from the bot's {@link InformationSet} (never the
 * real state), walks the one shared tree choosing, for whichever seat is to move, among the
 * moves legal in this determinisation by UCB1 with availability counts, adds one node, finishes
 * the game with random moves and credits every move on the path with its seat's share of the
 * win (1 for a sole winner, 1/k for k tied winners). A game with a {@link PlayoutPolicy} is
 * played out by it instead, up to its horizon, and scored by its estimate, finished or not; its
 * policy also picks which untried move a node adds first.
 *
 * <p>Simultaneous moves (both Sumo seats choosing) are decoupled, as in DUCT (Lanctot et al.,
 * 2013): every seat to move chooses at the same node from its own statistics, blind to the
 * others' choices, and the joint move leads to the next node. At the root, though, the seats
 * choosing with the bot are drawn uniformly: to the bot their choices are as hidden as a choice
 * already made, which the determinisation draws uniformly, so it plays the same whether or not
 * the others chose first. The most visited root move is played.
 */
final class Ismcts implements Bot {
    static final BotKind KIND = new BotKind("ismcts",
            "information-set Monte Carlo tree search: samples what its seat cannot see, never peeks",
            game -> null, game -> game.kind().ismctsIterations(), Ismcts::new);

    /** UCB1's exploration constant for rewards in [0, 1], as in Cowling et al. */
    static final double EXPLORATION = 0.7;
    /** A random playout that has not ended after this many moves is scored as it stands. */
    static final int MAX_PLAYOUT_MOVES = 5_000;

    private final RandomPlayout playout;
    /** The game's own way to play out, or null for random moves to the end. */
    private final PlayoutPolicy policy;
    private final int players;
    private final int[] legal;
    private final SearchNode.Edge[] scratch;
    private final double[] reward;

    private Ismcts(Game game) {
        this.playout = new RandomPlayout(game);
        this.policy = game.playoutPolicy();
        this.players = game.players();
        this.legal = new int[game.maxLegalMoves()];
        this.scratch = new SearchNode.Edge[game.maxLegalMoves()];
        this.reward = new double[game.players()];
    }

    @Override
    public int chooseMove(InformationSet info, Budget budget, SeededRandom rng) {
        return decide(info, budget, rng).move();
    }

    /** Searches until the budget's iterations are spent or its deadline has passed, one iteration at least; a forced move takes none. */
    @Override
    public Decision decide(InformationSet info, Budget budget, SeededRandom rng) {
        int[] moves = Bot.movesToChooseFrom(info);
        if (moves.length == 1) {
            return new Decision(moves[0], 0);
        }
        SearchNode root = new SearchNode();
        List<SearchNode.Edge> path = new ArrayList<>();
        int made = 0;
        while (made < budget.iterations() && (made == 0 || !budget.deadline().passed())) {
            iterate(root, info.seat(), info.sample(rng), rng, path);
            made++;
        }
        return new Decision(mostVisited(moves, root.edgesOf(info.seat(), moves)), made);
    }

    private void iterate(SearchNode root, int observer, GameState state, SeededRandom rng, List<SearchNode.Edge> path) {
        path.clear();
        SearchNode.Expansion expansion = expansion(state, rng);
        SearchNode node = root;
        boolean expanded = false;
        while (!state.isOver() && !expanded) {
            Seats movers = state.toMove();
            int first = path.size();
            for (int seat = movers.first(); seat >= 0; seat = movers.next(seat)) {
                int count = state.legalMoves(seat, legal);
                SearchNode.Edge edge;
                if (node == root && seat != observer) {
                    // Choosing with the bot at the root: the same to it as a choice already made
                    // and hidden, which the determinisation draws uniformly; so drawn here too.
                    edge = node.edge(seat, legal[rng.nextInt(count)]);
                } else {
                    edge = node.select(seat, legal, count, EXPLORATION, expansion, scratch);
                    expanded |= edge.visits == 0;
                }
                path.add(edge);
            }
            // The joint move leads on through the chosen edges in seat order.
            SearchNode next = path.get(first).child();
            for (int i = first; i < path.size(); i++) {
                SearchNode.Edge edge = path.get(i);
                state.apply(edge.seat, edge.move);
                if (i > first) {
                    next = next.edge(edge.seat, edge.move).child();
                }
            }
            node = next;
        }
        playOut(state, rng);
        for (SearchNode.Edge edge : path) {
            edge.visits++;
            edge.reward += reward[edge.seat];
        }
    }

    /**
     * Which untried move a node adds: the one the play-out policy would make, so that a search
     * cut short has tried the likeliest good moves first (Spite's 5,000 iterations meet many
     * nodes with a dozen moves); a random one where the game has no policy.
     */
    private SearchNode.Expansion expansion(GameState state, SeededRandom rng) {
        if (policy == null) {
            return (seat, untried, count) -> rng.nextInt(count);
        }
        return (seat, untried, count) -> policy.choose(state, seat, untried, count, rng);
    }

    /** Plays the state on and sets each seat's reward: its share of the win, or the policy's estimate of it. */
    private void playOut(GameState state, SeededRandom rng) {
        if (policy == null) {
            playout.play(state, rng, MAX_PLAYOUT_MOVES);
        } else {
            for (int made = 0; made < policy.horizon() && !state.isOver(); made++) {
                int seat = state.toMove().first();
                int count = state.legalMoves(seat, legal);
                state.apply(seat, legal[policy.choose(state, seat, legal, count, rng)]);
            }
            // Ended or not: the policy's game knows what a win is worth to each seat (to partners, for one).
            System.arraycopy(policy.estimate(state), 0, reward, 0, players);
            return;
        }
        Seats winners = state.isOver() ? state.winners() : Seats.withHighest(state.scores());
        double share = 1.0 / winners.size();
        for (int seat = 0; seat < players; seat++) {
            reward[seat] = winners.contains(seat) ? share : 0;
        }
    }

    private static int mostVisited(int[] moves, SearchNode.Edge[] edges) {
        int best = 0;
        for (int i = 1; i < moves.length; i++) {
            if (isBetter(edges[i], edges[best])) {
                best = i;
            }
        }
        return moves[best];
    }

    /** More visits, or as many with a higher mean reward. */
    private static boolean isBetter(SearchNode.Edge edge, SearchNode.Edge than) {
        int visits = edge == null ? 0 : edge.visits;
        int thanVisits = than == null ? 0 : than.visits;
        if (visits != thanVisits) {
            return visits > thanVisits;
        }
        return visits > 0 && edge.mean() > than.mean();
    }
}
