package org.tabula.firmware.console;

import java.util.List;
import java.util.function.Function;

import org.tabula.display.text.Text;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.screen.Lights;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.hal.Button;
import org.tabula.hal.TagEvent;

/**
 * The question a held BACK asks in play: take back the last {@code count} moves, back to the one
 * named as the table made it? OK takes them back, BACK keeps them. Holding BACK on asks about one
 * move more: the press keeps, and the game that sees the hold asks again ({@link PlayActivity}).
 * Any other button leaves the question open; a tap is answered with what to press (or where the
 * card lies), and changes nothing.
 */
final class TakeBackQuestion implements Activity, InMatch {
    /** What the game does with the answer; each returns the activity that comes next. */
    interface Answer {
        Activity takeBack(int count, long nowNanos);

        Activity keep(int count);
    }

    private final Match match;
    private final int count;
    private final Text move;
    private final Answer answer;
    private final Function<TagEvent, Text> tapAnswer;
    private final Notice notice = new Notice();

    TakeBackQuestion(Match match, int count, Text move, Answer answer, Function<TagEvent, Text> tapAnswer) {
        this.match = match;
        this.count = count;
        this.move = move;
        this.answer = answer;
        this.tapAnswer = tapAnswer;
    }

    /** The match the question is asked in: still in play while it is open. */
    @Override
    public Match match() {
        return match;
    }

    @Override
    public Activity onButton(Button button, boolean held, long nowNanos) {
        notice.clear();
        return switch (button) {
            case OK -> answer.takeBack(count, nowNanos);
            case BACK -> answer.keep(count);
            default -> this;
        };
    }

    @Override
    public Activity onTap(TagEvent tag, long nowNanos) {
        notice.refuse(tapAnswer.apply(tag), nowNanos);
        return this;
    }

    /** The keys, and below them the move in a box of its own, where a long one wraps rather than being cut. */
    @Override
    public ScreenModel screen(long nowNanos) {
        Text title = count == 1 ? Text.of("console.takeBackOne") : Text.of("console.takeBackMore", count);
        List<ScreenModel.Key> keys = List.of(new ScreenModel.Key(Button.OK, Text.of("console.takeBackOk")),
                new ScreenModel.Key(Button.BACK, Text.of(count == 1 ? "console.takeBackKeepIt" : "console.takeBackKeepThem")));
        return notice.decorate(ScreenModel.pick(title, keys, move, Lights.OFF), nowNanos);
    }
}
