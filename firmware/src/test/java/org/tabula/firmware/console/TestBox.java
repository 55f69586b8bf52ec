package org.tabula.firmware.console;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.loop.EventLoop;
import org.tabula.firmware.loop.Frame;
import org.tabula.firmware.loop.ManualClock;
import org.tabula.firmware.play.BotRunner;
import org.tabula.firmware.screen.Screen;
import org.tabula.firmware.screen.TextRenderer;
import org.tabula.hal.Button;
import org.tabula.hal.ButtonEvent;
import org.tabula.hal.TagEvent;
import org.tabula.rules.SeededRandom;

/**
 * The console on a fake clock with fake devices: every input is posted as a device thread
 * would post it, then the loop runs on the test thread until nothing is left to do.
 */
final class TestBox {
    final ManualClock clock = new ManualClock(1_000_000_000L);
    final CardRegistry registry;
    final List<Frame> frames = new ArrayList<>();
    final EventLoop loop;
    final Console console;

    TestBox(int readers, long seed) {
        this(readers, seed, CardRegistry.inMemory());
    }

    TestBox(int readers, long seed, CardRegistry registry) {
        this.registry = registry;
        SeededRandom seeds = new SeededRandom(seed);
        Console[] holder = new Console[1];
        this.loop = new EventLoop(clock, event -> holder[0].handle(event));
        ConsoleContext context = new ConsoleContext(clock, registry, readers, seeds::nextLong,
                new BotRunner(Runnable::run, loop::complete));
        this.console = new Console(context, new TextRenderer(19), (frame, causedAt) -> frames.add(frame));
        holder[0] = console;
        pass(0);
    }

    TestBox press(Button... buttons) {
        for (Button button : buttons) {
            loop.buttonListener().accept(new ButtonEvent(button, ButtonEvent.Kind.PRESSED, clock.nanos()));
            loop.buttonListener().accept(new ButtonEvent(button, ButtonEvent.Kind.RELEASED, clock.nanos()));
            loop.runPending();
        }
        return this;
    }

    TestBox tapUid(int reader, String uidHex) {
        loop.tagListener().accept(new TagEvent(reader, TagEvent.Kind.ARRIVED, HexFormat.of().parseHex(uidHex), Optional.empty()));
        loop.tagListener().accept(new TagEvent(reader, TagEvent.Kind.LEFT, HexFormat.of().parseHex(uidHex), Optional.empty()));
        loop.runPending();
        return this;
    }

    /** Taps the tag enrolled for the card. */
    TestBox tap(int reader, Card card) {
        return tapUid(reader, registry.uidOf(card).orElseThrow(() -> new AssertionError(card + " is not enrolled")));
    }

    /** Lets time pass, ticking every 50 ms as the service does. */
    TestBox pass(long millis) {
        long left = millis;
        do {
            long step = Math.min(50, left);
            clock.advanceMillis(step);
            left -= step;
            loop.tick();
            loop.runPending();
        } while (left > 0);
        return this;
    }

    Screen screen() {
        return console.screen();
    }

    String text() {
        return screen().text();
    }

    /** Opens the seat's list of moves with OK (unless a list is open) and plays the one labelled {@code label}. */
    TestBox play(String label) {
        if (screen().selected() < 0) {
            press(Button.OK);
        }
        return choose(label);
    }

    /** Moves the highlight of the menu on screen to the line starting with {@code prefix} and presses OK. */
    TestBox choose(String prefix) {
        for (int i = 0; i <= screen().lines().size(); i++) {
            Screen screen = screen();
            if (screen.selected() >= 0 && screen.lines().get(screen.selected()).startsWith(prefix)) {
                return press(Button.OK);
            }
            press(Button.RIGHT);
        }
        throw new AssertionError("no line starting with '" + prefix + "' on\n" + text());
    }
}
