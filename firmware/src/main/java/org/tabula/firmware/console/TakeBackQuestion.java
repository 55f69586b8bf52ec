package org.tabula.firmware.console;

import java.util.List;
import java.util.function.Function;
import java.util.function.LongFunction;

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
 * When the game allows no more, the same screen says why, with one way on: OK. Any other button
 * leaves the screen as it is; a tap is answered with what to press (or where the card lies), and
 * changes nothing.
 */
final class TakeBackQuestion implements Activity, InMatch {
    /** What the game does with the answer; each returns the activity that comes next. */
    interface Answer {
        Activity takeBack(int count, long nowNanos);

        Activity keep(int count);
    }

    /** What a button does here: the activity that comes next, or null to stay. */
    private interface Keys {
        Activity press(Button button, long nowNanos);
    }

    private final Match match;
    private final ScreenModel shown;
    private final Keys keys;
    private final Function<TagEvent, Text> tapAnswer;
    private final Notice notice = new Notice();

    private TakeBackQuestion(Match match, ScreenModel shown, Keys keys, Function<TagEvent, Text> tapAnswer) {
        this.match = match;
        this.shown = shown;
        this.keys = keys;
        this.tapAnswer = tapAnswer;
    }

    /** Take back the last {@code count} moves, the earliest named as the table made it ({@code move}), in a box of its own under the keys? */
    static TakeBackQuestion asking(Match match, int count, Text move, Answer answer, Function<TagEvent, Text> tapAnswer) {
        Text title = count == 1 ? Text.of("console.takeBackOne") : Text.of("console.takeBackMore", count);
        List<ScreenModel.Key> keys = List.of(new ScreenModel.Key(Button.OK, Text.of("console.takeBackOk")),
                new ScreenModel.Key(Button.BACK, Text.of(count == 1 ? "console.takeBackKeepIt" : "console.takeBackKeepThem")));
        return new TakeBackQuestion(match, ScreenModel.pick(title, keys, move, Lights.OFF), (button, now) -> switch (button) {
            case OK -> answer.takeBack(count, now);
            case BACK -> answer.keep(count);
            default -> null;
        }, tapAnswer);
    }

    /** Why no more moves may go back ({@code reason}), with one way on: OK, to {@code onward}. */
    static TakeBackQuestion refusing(Match match, Text reason, LongFunction<Activity> onward, Function<TagEvent, Text> tapAnswer,
            long nowNanos) {
        List<ScreenModel.Key> keys = List.of(new ScreenModel.Key(Button.OK, Text.of("console.goOn")));
        ScreenModel screen = ScreenModel.pick(Text.of("console.takeBackRefused"), keys, reason, Lights.OFF.pulse(Lights.Pulse.REFUSED, nowNanos));
        return new TakeBackQuestion(match, screen, (button, now) -> button == Button.OK ? onward.apply(now) : null, tapAnswer);
    }

    /** The match the question is asked in: still in play while it is open. */
    @Override
    public Match match() {
        return match;
    }

    @Override
    public Activity onButton(Button button, boolean held, long nowNanos) {
        notice.clear();
        Activity next = keys.press(button, nowNanos);
        return next == null ? this : next;
    }

    @Override
    public Activity onTap(TagEvent tag, long nowNanos) {
        notice.refuse(tapAnswer.apply(tag), nowNanos);
        return this;
    }

    @Override
    public ScreenModel screen(long nowNanos) {
        return notice.decorate(shown, nowNanos);
    }
}
