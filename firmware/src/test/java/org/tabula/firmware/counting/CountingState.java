package org.tabula.firmware.counting;

import org.tabula.rules.CommonRefusal;
import org.tabula.rules.EventSink;
import org.tabula.rules.Game;
import org.tabula.rules.GameState;
import org.tabula.rules.IllegalMoveException;
import org.tabula.rules.Move;
import org.tabula.rules.MoveSyntaxException;
import org.tabula.rules.Refusal;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Seats;
import org.tabula.rules.View;

/** A count and the seat to add to it; move {@code n} adds {@code n}. */
final class CountingState implements GameState {
    private final Game game;
    private int count;
    private int toMove;

    CountingState(Game game, int count, int toMove) {
        this.game = game;
        this.count = count;
        this.toMove = toMove;
    }

    @Override
    public Game game() {
        return game;
    }

    @Override
    public Seats toMove() {
        return isOver() ? Seats.NONE : Seats.only(toMove);
    }

    @Override
    public boolean isOver() {
        return count == Counting.GOAL;
    }

    @Override
    public int legalMoves(int seat, int[] out) {
        int n = 0;
        for (int added = 1; added <= 2; added++) {
            if (refusal(seat, added) == null) {
                out[n++] = added;
            }
        }
        return n;
    }

    @Override
    public Refusal refusal(int seat, int move) {
        if (isOver()) {
            return Refusal.of(CommonRefusal.GAME_OVER);
        }
        if (seat != toMove) {
            return Refusal.of(CommonRefusal.NOT_YOUR_TURN, game.seat(toMove));
        }
        return count + move > Counting.GOAL ? Refusal.of(CountingRefusal.PAST_FIVE, count, move) : null;
    }

    @Override
    public void apply(int seat, int move, EventSink events) {
        Refusal refusal = refusal(seat, move);
        if (refusal != null) {
            throw new IllegalMoveException(refusal);
        }
        count += move;
        toMove = 1 - toMove;
        events.accept(new Counted(seat, move, count));
    }

    @Override
    public int parseMove(int seat, String text) {
        return switch (text) {
            case "1" -> 1;
            case "2" -> 2;
            default -> throw new MoveSyntaxException("a move of counting is 1 or 2, not '" + text + "'");
        };
    }

    @Override
    public String formatMove(int seat, int move) {
        return Integer.toString(move);
    }

    @Override
    public Move move(int seat, int move) {
        return new CountingMove(move);
    }

    @Override
    public int moveNumber(int seat, Move move) {
        if (move instanceof CountingMove counting) {
            return counting.added();
        }
        throw new IllegalArgumentException(move + " is no move of counting");
    }

    @Override
    public int[] scores() {
        // The seat that reached five is the one before the seat to move.
        int[] scores = new int[2];
        if (isOver()) {
            scores[1 - toMove] = 1;
        }
        return scores;
    }

    @Override
    public View view(int audience) {
        return new CountingView(count, isOver() ? -1 : toMove, isOver() ? 1 - toMove : -1);
    }

    @Override
    public GameState copy() {
        return new CountingState(game, count, toMove);
    }

    @Override
    public GameState determinize(int seat, SeededRandom rng) {
        return copy();
    }
}
