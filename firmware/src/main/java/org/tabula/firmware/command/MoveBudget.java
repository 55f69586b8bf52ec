package org.tabula.firmware.command;

import java.lang.management.ManagementFactory;
import java.time.Duration;

import org.tabula.firmware.loop.ConsoleClock;
import org.tabula.firmware.play.ThinkingTime;
import org.tabula.rules.Game;
import org.tabula.rules.bots.BotKind;

/**
 * A tournament's budget for a bot's move, as written after {@code --budget} or a bot's {@code @}:
 * {@code box}, as the box plays (the kind's default iterations and the box's deadline);
 * {@code N} or {@code default}, iterations alone (a repeatable tournament); {@code Nms}, a time
 * alone; or iterations and a time, such as {@code default/80ms}. A time is by the wall clock, as
 * at the box; {@code Nms-cpu} counts the bot thread's processor time instead, which other
 * processes on the machine do not take away: a slower board's deadline scaled to this machine
 * ({@code default/75ms-cpu} is the box's 750 ms on a CPU a tenth as fast), however loaded it is.
 *
 * @param iterations the iterations a move; 0 for the kind's default
 * @param cpuTime    whether {@code time} is the thread's processor time rather than the wall clock's
 */
record MoveBudget(String text, int iterations, ThinkingTime time, boolean cpuTime) {
    static final MoveBudget BOX = new MoveBudget("box", 0, ThinkingTime.BOX, false);
    /** The processor time of the calling thread. */
    private static final ConsoleClock THREAD_CPU = ManagementFactory.getThreadMXBean()::getCurrentThreadCpuTime;

    /** @throws IllegalArgumentException with the forms a budget takes */
    static MoveBudget parse(String text) {
        if (text.equals(BOX.text())) {
            return BOX;
        }
        try {
            int slash = text.indexOf('/');
            if (slash < 0 && isTime(text)) {
                return new MoveBudget(text, Integer.MAX_VALUE, time(text), text.endsWith(CPU));
            }
            String count = slash < 0 ? text : text.substring(0, slash);
            int iterations = count.equals("default") ? 0 : Integer.parseInt(count);
            if (iterations < (count.equals("default") ? 0 : 1)) {
                throw new NumberFormatException();
            }
            String time = slash < 0 ? "" : text.substring(slash + 1);
            return new MoveBudget(text, iterations, slash < 0 ? ThinkingTime.UNLIMITED : time(time), time.endsWith(CPU));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("a budget is box, a number of iterations such as 2000 or default, a time such as 100ms"
                    + " (or 100ms-cpu), or both such as default/80ms; not '" + text + "'");
        }
    }

    private static final String CPU = "ms-cpu";

    private static boolean isTime(String text) {
        return text.endsWith("ms") || text.endsWith(CPU);
    }

    private static ThinkingTime time(String text) {
        if (!isTime(text)) {
            throw new IllegalArgumentException(text);
        }
        String millis = text.substring(0, text.length() - (text.endsWith(CPU) ? CPU.length() : 2));
        return ThinkingTime.of(Duration.ofMillis(Long.parseLong(millis)));
    }

    /** The clock {@link #time} runs on: the wall clock, or the calling thread's processor time. */
    ConsoleClock clock() {
        return cpuTime ? THREAD_CPU : ConsoleClock.SYSTEM;
    }

    /** The iterations a move for the kind in the game. */
    int iterations(BotKind kind, Game game) {
        return iterations == 0 ? kind.defaultBudget(game).iterations() : iterations;
    }

    @Override
    public String toString() {
        return text;
    }
}
