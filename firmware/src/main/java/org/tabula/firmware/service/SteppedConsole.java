package org.tabula.firmware.service;

import java.util.function.LongSupplier;

import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.cards.CardWriter;
import org.tabula.firmware.club.Roster;
import org.tabula.firmware.console.Console;
import org.tabula.firmware.console.ConsoleContext;
import org.tabula.firmware.console.LanguageChoice;
import org.tabula.firmware.loop.EventLoop;
import org.tabula.firmware.loop.FrameWriter;
import org.tabula.firmware.loop.ManualClock;
import org.tabula.firmware.play.BotRunner;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.firmware.screen.DisplayRenderer;
import org.tabula.firmware.web.LiveTable;

/**
 * The console driven step by step on the caller's thread, on a clock that moves only when told:
 * for tests, scripts and the headless simulator. The devices post events as on the box; each
 * step handles everything queued, frames go straight to the devices, and bots think on the
 * caller's thread, so a run is the same every time.
 */
public final class SteppedConsole {
    private final ManualClock clock = new ManualClock(1_000_000_000L);
    private final EventLoop loop;
    private final Console console;

    public SteppedConsole(Devices devices, CardRegistry registry, LongSupplier seeds, MatchRecorder recorder, LanguageChoice language) {
        this(devices, registry, seeds, recorder, language, LiveTable.OFF);
    }

    /** The same, telling the live page the table after every step's events and offering phone codes from the menu. */
    public SteppedConsole(Devices devices, CardRegistry registry, LongSupplier seeds, MatchRecorder recorder, LanguageChoice language,
            LiveTable live) {
        this(devices, registry, seeds, recorder, language, live, Roster.inMemory());
    }

    /** The same, seating the people of the club's {@code roster}. */
    public SteppedConsole(Devices devices, CardRegistry registry, LongSupplier seeds, MatchRecorder recorder, LanguageChoice language,
            LiveTable live, Roster roster) {
        FrameWriter writer = new FrameWriter(devices.display(), devices.leds());
        Console[] holder = new Console[1];
        this.loop = new EventLoop(clock, event -> holder[0].handle(event));
        ConsoleContext context = new ConsoleContext(clock, registry, devices.readers().count(), seeds,
                new BotRunner(Runnable::run, loop::complete), recorder, language,
                CardWriter.through(devices.readers(), loop::complete), live.phones(), roster);
        this.console = new Console(context, new DisplayRenderer(devices.leds().length()), (frame, caused) -> writer.write(frame))
                .observe(live.feed()).takeBadgeAsks(live.badges());
        holder[0] = console;
        devices.buttons().setListener(loop.buttonListener());
        devices.readers().setListener(loop.tagListener());
        advance(0);
    }

    /** Handles every event the devices have posted. */
    public void step() {
        loop.runPending();
    }

    /** Lets time pass, ticking every {@link ConsoleService#TICK_MILLIS} ms as the service does. */
    public void advance(long millis) {
        long left = millis;
        do {
            long step = Math.min(ConsoleService.TICK_MILLIS, left);
            clock.advanceMillis(step);
            left -= step;
            loop.tick();
            loop.runPending();
        } while (left > 0);
    }

    public ManualClock clock() {
        return clock;
    }

    public Console console() {
        return console;
    }

    public ScreenModel screen() {
        return console.screen();
    }
}
