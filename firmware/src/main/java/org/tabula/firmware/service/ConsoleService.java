package org.tabula.firmware.service;

import java.security.SecureRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.cards.CardWriter;
import org.tabula.firmware.club.Roster;
import org.tabula.firmware.console.Activity;
import org.tabula.firmware.console.Console;
import org.tabula.firmware.console.ConsoleContext;
import org.tabula.firmware.console.LanguageChoice;
import org.tabula.firmware.loop.ConsoleClock;
import org.tabula.firmware.loop.Event;
import org.tabula.firmware.loop.EventLoop;
import org.tabula.firmware.loop.OutputStage;
import org.tabula.firmware.play.BotRunner;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.firmware.screen.Renderer;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.firmware.screen.DisplayRenderer;
import org.tabula.firmware.web.LiveTable;

/**
 * The console running on real threads: the loop thread, a ticker every {@link #TICK_MILLIS} ms,
 * a thread for bots to think on, and the output stage that writes frames to the devices. The
 * devices' own threads only post events to the loop.
 */
public final class ConsoleService implements AutoCloseable {
    public static final long TICK_MILLIS = 50;

    private final Devices devices;
    private final EventLoop loop;
    private final Console console;
    private final OutputStage output;
    private final ScheduledExecutorService ticker;
    private final ExecutorService thinking;
    private final Thread loopThread;
    private volatile Runnable heartbeat = () -> { };

    /**
     * @param registry the card registry (loaded from the state directory on the box)
     * @param recorder where matches are journaled
     * @param language the language the box speaks, and where a player's choice of another is kept
     * @param first    the first activity (null: the main menu)
     * @param written  told each time a frame reaches the devices (latency figures); may be null
     */
    public ConsoleService(Devices devices, CardRegistry registry, MatchRecorder recorder, LanguageChoice language,
            Function<ConsoleContext, Activity> first, OutputStage.Written written) {
        this(devices, registry, recorder, language, first, written, LiveTable.OFF);
    }

    /** The same, telling the live page the table after every event and offering phone codes from the menu. */
    public ConsoleService(Devices devices, CardRegistry registry, MatchRecorder recorder, LanguageChoice language,
            Function<ConsoleContext, Activity> first, OutputStage.Written written, LiveTable live) {
        this(devices, registry, recorder, language, first, written, live, Roster.inMemory());
    }

    /** The same, seating the people of the club's {@code roster} (loaded from the state directory on the box). */
    public ConsoleService(Devices devices, CardRegistry registry, MatchRecorder recorder, LanguageChoice language,
            Function<ConsoleContext, Activity> first, OutputStage.Written written, LiveTable live, Roster roster) {
        this.devices = devices;
        this.thinking = Executors.newSingleThreadExecutor(daemon("tabula-bots"));
        this.ticker = Executors.newSingleThreadScheduledExecutor(daemon("tabula-ticker"));
        this.output = new OutputStage(devices.display(), devices.leds(), written == null ? caused -> { } : written);
        Console[] holder = new Console[1];
        this.loop = new EventLoop(ConsoleClock.SYSTEM, event -> {
            holder[0].handle(event);
            if (event instanceof Event.Tick) {
                heartbeat.run();
            }
        });
        SecureRandom seeds = new SecureRandom();
        ConsoleContext context = new ConsoleContext(ConsoleClock.SYSTEM, registry, devices.readers().count(), seeds::nextLong,
                BotRunner.atTheBox(thinking, loop::complete), recorder, language,
                CardWriter.through(devices.readers(), loop::complete), live.phones(), roster);
        Renderer renderer = new DisplayRenderer(devices.leds().length());
        Console built = new Console(context, renderer, output).observe(live.feed()).takeBadgeAsks(live.badges());
        this.console = first == null ? built : built.startWith(first);
        holder[0] = console;
        this.loopThread = new Thread(this::runLoop, "tabula-loop");
    }

    private static java.util.concurrent.ThreadFactory daemon(String name) {
        return task -> {
            Thread thread = new Thread(task, name);
            thread.setDaemon(true);
            return thread;
        };
    }

    /** Runs on the loop thread at every tick: proof for a watchdog that the loop is alive. */
    public ConsoleService heartbeat(Runnable beat) {
        this.heartbeat = beat;
        return this;
    }

    public ConsoleService start() {
        output.start();
        devices.buttons().setListener(loop.buttonListener());
        devices.readers().setListener(loop.tagListener());
        loopThread.start();
        ticker.scheduleAtFixedRate(loop::tick, 0, TICK_MILLIS, TimeUnit.MILLISECONDS);
        return this;
    }

    private void runLoop() {
        try {
            loop.run();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** What the box shows now (safe from any thread). */
    public ScreenModel screen() {
        return console.screen();
    }

    /** The match at the table, if one is being played: for the bench, which reads it only while the loop is idle. */
    public java.util.Optional<org.tabula.firmware.play.Match> match() {
        return console.match();
    }

    /** The loop, for posting events directly (the bench). */
    public EventLoop loop() {
        return loop;
    }

    /** Waits until the loop stops (never, unless closed). */
    public void awaitStop() throws InterruptedException {
        loopThread.join();
    }

    @Override
    public void close() throws InterruptedException {
        devices.buttons().setListener(null);
        devices.readers().setListener(null);
        ticker.shutdownNow();
        loop.stop();
        loopThread.join();
        thinking.shutdownNow();
        output.close();
    }
}
