package org.tabula.firmware.loop;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.Consumer;

import org.tabula.hal.ButtonEvent;
import org.tabula.hal.TagEvent;

/**
 * The console's single loop: device threads only {@link #post} events; one thread takes them
 * in order and hands each to the handler, which owns all game state, rendering and saving.
 * Tests and scripted runs call {@link #runPending()} on their own thread instead of {@link #run()}.
 */
public final class EventLoop {
    /** Handles one event on the loop thread. */
    @FunctionalInterface
    public interface Handler {
        void handle(Event event);
    }

    private final BlockingQueue<Event> queue = new LinkedBlockingQueue<>();
    private final ConsoleClock clock;
    private final Handler handler;
    private volatile boolean running = true;

    public EventLoop(ConsoleClock clock, Handler handler) {
        this.clock = clock;
        this.handler = handler;
    }

    public ConsoleClock clock() {
        return clock;
    }

    /** Safe from any thread. */
    public void post(Event event) {
        queue.add(event);
    }

    /** Where a {@link org.tabula.hal.Buttons} sends its events. */
    public Consumer<ButtonEvent> buttonListener() {
        return event -> post(new Event.Press(event, clock.nanos()));
    }

    /** Where a {@link org.tabula.hal.CardReaders} sends its events. */
    public Consumer<TagEvent> tagListener() {
        return event -> post(new Event.Tap(event, clock.nanos()));
    }

    public void tick() {
        post(new Event.Tick(clock.nanos()));
    }

    /** Runs work on the loop thread later, after the events already queued. */
    public void complete(Runnable onLoop) {
        post(new Event.Completion(onLoop, clock.nanos()));
    }

    /**
     * Handles events until {@link #stop()}; the calling thread becomes the loop thread. An event
     * whose handling fails is reported and dropped: the box keeps running for the next one.
     */
    public void run() throws InterruptedException {
        while (running) {
            Event event = queue.take();
            if (running) {
                try {
                    handler.handle(event);
                } catch (RuntimeException e) {
                    System.err.println("tabula: an event failed and was dropped: " + event);
                    e.printStackTrace();
                }
            }
        }
    }

    /** Handles every event queued now, and those they queue in turn; returns how many. */
    public int runPending() {
        int handled = 0;
        for (Event event = queue.poll(); event != null; event = queue.poll()) {
            handler.handle(event);
            handled++;
        }
        return handled;
    }

    /** Ends {@link #run()} after the event in hand; safe from any thread. */
    public void stop() {
        running = false;
        queue.add(new Event.Tick(clock.nanos()));
    }
}
