package org.tabula.firmware.console;

import java.util.Optional;

import org.tabula.display.text.Text;
import org.tabula.firmware.loop.Event;
import org.tabula.firmware.loop.EventLoop;
import org.tabula.firmware.loop.DeviceFrame;
import org.tabula.firmware.loop.Output;
import org.tabula.firmware.screen.Renderer;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.hal.ButtonEvent;
import org.tabula.hal.TagEvent;

/**
 * The application on the loop thread: passes each event to the current activity, then renders
 * its screen and hands a new frame to the output when the picture changed.
 */
public final class Console implements EventLoop.Handler {
    private final Renderer renderer;
    private final Output output;
    private final ConsoleContext context;
    private Activity activity;
    /** Written on the loop thread before the frame goes out, so a reader who saw the frame sees its screen. */
    private volatile ScreenModel shownScreen;
    private DeviceFrame shownFrame;
    private long renderedAt;
    /** The last match played here, kept while its pause menus are open, until the players leave it or another starts. */
    private PlayActivity atTable;
    /** Told on the loop thread after every event what is played now (the live page's feed). */
    private java.util.function.Consumer<java.util.Optional<org.tabula.firmware.play.Match>> observer = playing -> { };
    /** The club page's badge asks, taken at each tick; none without a page. */
    private PageBadges badgeAsks;

    public Console(ConsoleContext context, Renderer renderer, Output output) {
        this.context = context;
        this.renderer = renderer;
        this.output = output;
        this.activity = new MainMenu(context).activity();
    }

    /**
     * Starts with another activity than the main menu (enrolment from the command line, a
     * resumed game); {@code first} may give null to keep the menu.
     */
    public Console startWith(java.util.function.Function<ConsoleContext, Activity> first) {
        Activity chosen = first.apply(context);
        if (chosen != null) {
            this.activity = chosen;
        }
        return this;
    }

    @Override
    public void handle(Event event) {
        long now = context.clock().nanos();
        if (event instanceof Event.Press press) {
            ButtonEvent button = press.button();
            if (button.kind() != ButtonEvent.Kind.RELEASED) {
                activity = activity.onButton(button.button(), button.kind() == ButtonEvent.Kind.LONG_PRESSED, now);
            }
        } else if (event instanceof Event.Tap tap) {
            if (tap.tag().kind() == TagEvent.Kind.ARRIVED) {
                activity = activity.onTap(tap.tag(), now);
            }
        } else if (event instanceof Event.Tick) {
            activity = activity.onTick(now);
            if (badgeAsks != null) {
                activity = badgeAsks.next(activity, atTable != null && !atTable.left(), now);
            }
            if (atTable != null && !atTable.left()) {
                // A phone plays its seat also while the box shows the pause menu: it is refused there, with why, as a tap is.
                Optional<Text> refused = atTable.moveFromPhone(activity == atTable, now);
                if (activity instanceof MenuActivity menu) {
                    refused.ifPresent(why -> menu.refuse(why, now));
                }
            }
        } else if (event instanceof Event.Completion completion) {
            completion.onLoop().run();
            activity = activity.onTick(now);
        }
        render(now, event.atNanos());
        if (activity instanceof PlayActivity play) {
            atTable = play;
        }
        observer.accept(atTable == null || atTable.left() ? java.util.Optional.empty() : java.util.Optional.of(atTable.match()));
    }

    /**
     * Tells {@code watcher}, on the loop thread after every event, the match at the table then: the
     * one played, also while its pause menu is open and after it ended, until it is left or another starts.
     */
    public Console observe(java.util.function.Consumer<java.util.Optional<org.tabula.firmware.play.Match>> watcher) {
        this.observer = watcher;
        return this;
    }

    /** Takes the club page's asks for a badge from {@code desk}, at each tick, on the loop thread. */
    public Console takeBadgeAsks(org.tabula.firmware.web.BadgeDesk desk) {
        this.badgeAsks = new PageBadges(desk, context);
        return this;
    }

    private void render(long now, long causedAt) {
        ScreenModel screen = activity.screen(now).in(context.language().current());
        boolean changed = !screen.equals(shownScreen) || (shownScreen != null && renderer.animating(shownScreen, renderedAt));
        if (!changed) {
            return;
        }
        DeviceFrame frame = renderer.render(screen, now);
        shownScreen = screen;
        renderedAt = now;
        if (!frame.equals(shownFrame)) {
            shownFrame = frame;
            output.show(frame, causedAt);
        }
    }

    /** The screen model last rendered: what the box shows now (safe from any thread). */
    public ScreenModel screen() {
        return shownScreen;
    }

    public Activity activity() {
        return activity;
    }

    /** The match at the table, while one is being played (for saving it, and for what players see). */
    public java.util.Optional<org.tabula.firmware.play.Match> match() {
        return activity instanceof InMatch play ? java.util.Optional.of(play.match()) : java.util.Optional.empty();
    }
}
