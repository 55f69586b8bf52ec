package org.tabula.firmware.console;

import java.io.IOException;
import java.util.function.LongConsumer;

import org.tabula.display.text.Text;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.Match;
import org.tabula.hal.Button;

/**
 * The open leader of a game where the players say who leads ({@link Match#leaderOpen}, Spartacus):
 * the game waits until the first card a person taps leads (see {@link TapRouting}), or OK makes
 * the seat named on the screen the leader (first the seat the seed draws; LEFT/RIGHT name another;
 * a bot's seat then plays its lead by itself). Once a seat leads, {@code led} hears when.
 */
final class LeaderChoice {
    private final ConsoleContext context;
    private final Match match;
    private final GameAdapter adapter;
    private final Notice notice;
    private final LongConsumer led;
    private int named;

    LeaderChoice(ConsoleContext context, Match match, GameAdapter adapter, Notice notice, LongConsumer led) {
        this.context = context;
        this.match = match;
        this.adapter = adapter;
        this.notice = notice;
        this.led = led;
    }

    /** A new game's open leader, named on the buttons: the seat the seed draws, so OK alone lets the box choose, as a game without a setup would. */
    void open() {
        named = match.state().toMove().first();
    }

    /** The seat the buttons name. */
    int named() {
        return named;
    }

    /** LEFT and RIGHT name a seat, person's or bot's, and OK makes it the leader; PASS has nothing to pass yet (BACK pauses: the activity's). */
    void press(Button button, long nowNanos) {
        switch (button) {
            case LEFT, RIGHT -> named = Math.floorMod(named + (button == Button.RIGHT ? 1 : -1), match.game().players());
            case OK -> {
                Text refusal = lead(named, nowNanos);
                if (refusal != null) {
                    notice.refuse(refusal, nowNanos);
                }
            }
            case PASS -> notice.refuse(Text.of("console.leaderFirst"), nowNanos);
        }
    }

    /** The seat leads: from here on the game is the one with that leader. The reason if it cannot be recorded. */
    Text lead(int seat, long nowNanos) {
        try {
            match.lead(seat);
        } catch (IOException e) {
            return Text.of("console.cannotSaveGame", e.getMessage());
        }
        notice.accept(Text.of("console.seatLeads", match.seat(seat)), nowNanos);
        led.accept(nowNanos);
        return null;
    }
}
