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
 * Why a take-back may go no farther back, with one way on: OK (to the question about as many
 * moves as the game allows). Other buttons leave it on the screen; a tap is answered with what
 * to press (or where the card lies), and changes nothing.
 */
final class TakeBackRefused implements Activity, InMatch {
    private final Match match;
    private final Text reason;
    private final LongFunction<Activity> onward;
    private final Function<TagEvent, Text> tapAnswer;
    private final long refusedAt;
    private final Notice notice = new Notice();

    TakeBackRefused(Match match, Text reason, LongFunction<Activity> onward, Function<TagEvent, Text> tapAnswer, long nowNanos) {
        this.match = match;
        this.reason = reason;
        this.onward = onward;
        this.tapAnswer = tapAnswer;
        this.refusedAt = nowNanos;
    }

    @Override
    public Match match() {
        return match;
    }

    @Override
    public Activity onButton(Button button, boolean held, long nowNanos) {
        notice.clear();
        return button == Button.OK ? onward.apply(nowNanos) : this;
    }

    @Override
    public Activity onTap(TagEvent tag, long nowNanos) {
        notice.refuse(tapAnswer.apply(tag), nowNanos);
        return this;
    }

    @Override
    public ScreenModel screen(long nowNanos) {
        List<ScreenModel.Key> keys = List.of(new ScreenModel.Key(Button.OK, Text.of("console.ok")));
        return notice.decorate(ScreenModel.pick(Text.of("console.takeBackRefused"), keys, reason,
                Lights.OFF.pulse(Lights.Pulse.REFUSED, refusedAt)), nowNanos);
    }
}
