package org.tabula.rules.bots;

import java.util.Arrays;

/**
 * A node of the single-observer ISMCTS tree: one sequence of moves from the root, shared by
 * every determinisation in which that sequence is legal. Its edges are the (seat, move) pairs
 * tried from here, kept sorted so that a seat's sorted legal moves are matched in one walk.
 */
final class SearchNode {
    /** Which untried move a node adds next. */
    @FunctionalInterface
    interface Expansion {
        /** The index, among the seat's {@code count} untried moves at the front of {@code moves}, of the one to try. */
        int choose(int seat, int[] moves, int count);
    }

    /** The statistics of one move from this node, and the node it leads to. */
    static final class Edge {
        final int seat;
        final int move;
        int visits;
        /** How often this move was legal when its seat chose here (Cowling et al.'s availability count). */
        int availability;
        /** The sum of the seat's rewards over the visits. */
        double reward;
        private SearchNode child;

        Edge(int seat, int move) {
            this.seat = seat;
            this.move = move;
        }

        SearchNode child() {
            if (child == null) {
                child = new SearchNode();
            }
            return child;
        }

        double mean() {
            return reward / visits;
        }
    }

    private static final long[] NO_KEYS = {};
    private static final Edge[] NO_EDGES = {};

    // Most nodes are leaves that never get an edge: their arrays are made on the first edge
    // (a tree of 15,000 iterations is then a third smaller, which the 64 MB console notices).
    private long[] keys = NO_KEYS;
    private Edge[] edges = NO_EDGES;
    private int size;

    private static long key(int seat, int move) {
        return ((long) seat << 32) | (move & 0xFFFF_FFFFL);
    }

    /** The edge for the move, made if it is new. */
    Edge edge(int seat, int move) {
        long key = key(seat, move);
        int at = Arrays.binarySearch(keys, 0, size, key);
        if (at >= 0) {
            return edges[at];
        }
        return insert(-at - 1, key, new Edge(seat, move));
    }

    private Edge insert(int at, long key, Edge edge) {
        if (size == keys.length) {
            int capacity = Math.max(4, size * 2);
            keys = Arrays.copyOf(keys, capacity);
            edges = Arrays.copyOf(edges, capacity);
        }
        System.arraycopy(keys, at, keys, at + 1, size - at);
        System.arraycopy(edges, at, edges, at + 1, size - at);
        keys[at] = key;
        edges[at] = edge;
        size++;
        return edge;
    }

    /**
     * Chooses the seat's move among its {@code count} sorted legal moves in this determinisation:
     * the untried one {@code expansion} picks if any, else the best by UCB1 with availability
     * counts in place of the parent's visits. Every legal edge's availability goes up by one.
     *
     * @param scratch room for {@code count} edges
     */
    Edge select(int seat, int[] legal, int count, double exploration, Expansion expansion, Edge[] scratch) {
        int untried = 0;
        int tried = 0;
        int at = lowerBound(key(seat, 0));
        for (int i = 0; i < count; i++) {
            long key = key(seat, legal[i]);
            while (at < size && keys[at] < key) {
                at++;
            }
            if (at < size && keys[at] == key) {
                Edge edge = edges[at];
                edge.availability++;
                scratch[tried++] = edge;
            } else {
                // Untried moves are gathered in place at the front of legal, which is scratch space to the caller.
                legal[untried++] = legal[i];
            }
        }
        if (untried > 0) {
            Edge fresh = edge(seat, legal[expansion.choose(seat, legal, untried)]);
            fresh.availability = 1;
            return fresh;
        }
        Edge best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < tried; i++) {
            Edge edge = scratch[i];
            double score = edge.mean() + exploration * Math.sqrt(Math.log(edge.availability) / edge.visits);
            if (score > bestScore) {
                best = edge;
                bestScore = score;
            }
        }
        return best;
    }

    private int lowerBound(long key) {
        int at = Arrays.binarySearch(keys, 0, size, key);
        return at >= 0 ? at : -at - 1;
    }

    /** The seat's edge for each move, or null for a move never tried. */
    Edge[] edgesOf(int seat, int[] moves) {
        Edge[] found = new Edge[moves.length];
        for (int i = 0; i < moves.length; i++) {
            int at = Arrays.binarySearch(keys, 0, size, key(seat, moves[i]));
            found[i] = at >= 0 ? edges[at] : null;
        }
        return found;
    }
}
