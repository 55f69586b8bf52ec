package org.tabula.firmware.console;

import java.util.List;

import org.tabula.display.text.Text;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.screen.Lights;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.hal.Button;

/**
 * The question a held BACK asks in play: take back the last {@code count} moves, back to the one
 * named as the screen named it when it was made? OK takes them back, BACK keeps them. Holding BACK
 * on asks about one move more: the press keeps, and the game that sees the hold asks again
 * ({@link PlayActivity}). Any other button leaves the question open.
 */
final class TakeBackQuestion implements Activity, InMatch {
    /** What the game does with the answer; each returns the activity that comes next. */
    interface Answer {
        Activity takeBack(int count, long nowNanos);

        Activity keep(int count);
    }

    private final ConsoleContext context;
    private final Match match;
    private final int count;
    private final Text move;
    private final Answer answer;
    /** Why it may go no farther back (null: nothing to say), shown in place of the move for a while, then the move again. */
    private final Text farther;
    private final long askedAt;

    TakeBackQuestion(ConsoleContext context, Match match, int count, Text move, Text farther, Answer answer, long nowNanos) {
        this.context = context;
        this.match = match;
        this.count = count;
        this.move = move;
        this.answer = answer;
        this.farther = farther;
        this.askedAt = nowNanos;
    }

    /** The match the question is asked in: still in play while it is open. */
    @Override
    public Match match() {
        return match;
    }

    @Override
    public Activity onButton(Button button, boolean held, long nowNanos) {
        return switch (button) {
            case OK -> answer.takeBack(count, nowNanos);
            case BACK -> answer.keep(count);
            default -> this;
        };
    }

    /** The keys, and below them the move in a box of its own, where a long one wraps rather than being cut. */
    @Override
    public ScreenModel screen(long nowNanos) {
        Text title = count == 1 ? Text.of("console.takeBackOne") : Text.of("console.takeBackMore", count);
        List<ScreenModel.Key> keys = List.of(new ScreenModel.Key(Button.OK, Text.of("console.takeBackOk")),
                new ScreenModel.Key(Button.BACK, Text.of(count == 1 ? "console.takeBackKeepIt" : "console.takeBackKeepThem")));
        if (farther != null && nowNanos - askedAt < Notice.SHOW_NANOS) {
            return ScreenModel.pick(title, keys, farther, Lights.OFF.pulse(Lights.Pulse.REFUSED, askedAt));
        }
        return ScreenModel.pick(title, keys, move, Lights.OFF);
    }
}
