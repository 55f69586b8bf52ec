package org.tabula.rules;

import java.util.List;
import java.util.function.IntPredicate;

/**
 * How far back a take-back may go: back to the last point where a seat learnt something it did
 * not know when it moved, or where another player acted on what they saw (docs/rules.md, "Taking
 * a move back"). From the end of the game's moves, each may be taken back unless
 * <ul>
 * <li>the box dealt or showed a card with it ({@link Game#takeBackStop}: a draw from the stock, a
 *     new pay-off top, a Sumo round's two cards);</li>
 * <li>it is a bot's: the bot acted on what it saw, and a person must not replay against it knowing its answer;</li>
 * <li>another seat moved after it, or the table turned up a card after it (a reveal at a table deal).</li>
 * </ul>
 * A table's reveal itself may be taken back (the card was misread), with the moves after it that
 * showed nothing. A finished game stands: its result has joined the series. Nothing here holds
 * state: the caller gives the moves as they stand.
 */
public final class TakeBack {
    private TakeBack() {
    }

    /**
     * One standing move: who made it ({@link GameState#CHANCE} for the table's reveal) and what the
     * box dealt or showed with it ({@link Game#takeBackStop}), null for nothing.
     */
    public record Step(int seat, Refusal shown) {
    }

    /**
     * Why the last {@code count} moves may not be taken back together, or null if they may.
     *
     * @param over  whether the game is over
     * @param isBot which seats bots play
     * @param seats what the game calls its seats
     */
    public static Refusal refusal(List<Step> steps, int count, boolean over, IntPredicate isBot, SeatNames seats) {
        if (count < 1) {
            throw new IllegalArgumentException("a take-back takes back at least one move, not " + count);
        }
        if (over) {
            return Refusal.of(CommonRefusal.GAME_OVER);
        }
        if (steps.isEmpty()) {
            return Refusal.of(TakeBackRefusal.NOTHING_TO_TAKE_BACK);
        }
        int laterSeat = -1;
        boolean tableShowedLater = false;
        for (int i = steps.size() - 1; i >= steps.size() - count; i--) {
            if (i < 0) {
                return Refusal.of(TakeBackRefusal.NOTHING_TO_TAKE_BACK);
            }
            Step step = steps.get(i);
            if (step.seat() == GameState.CHANCE) {
                tableShowedLater = true;
                continue;
            }
            if (isBot.test(step.seat())) {
                return Refusal.of(TakeBackRefusal.BOT_MOVED, seats.seat(step.seat()));
            }
            if (step.shown() != null) {
                return step.shown();
            }
            if (laterSeat >= 0 && laterSeat != step.seat()) {
                return Refusal.of(TakeBackRefusal.ANOTHER_SEAT_MOVED, seats.seat(laterSeat));
            }
            if (tableShowedLater) {
                return Refusal.of(TakeBackRefusal.TABLE_SHOWED);
            }
            laterSeat = step.seat();
        }
        return null;
    }

    /** The most moves that may be taken back now: 0 if none may. */
    public static int reach(List<Step> steps, boolean over, IntPredicate isBot, SeatNames seats) {
        int count = 0;
        while (count < steps.size() && refusal(steps, count + 1, over, isBot, seats) == null) {
            count++;
        }
        return count;
    }
}
