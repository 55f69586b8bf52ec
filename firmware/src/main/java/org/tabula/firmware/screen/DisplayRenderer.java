package org.tabula.firmware.screen;

import java.util.Arrays;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import org.tabula.display.led.Animation;
import org.tabula.display.led.Feedback;
import org.tabula.display.led.LedSettings;
import org.tabula.display.screen.EndScreen;
import org.tabula.display.screen.KeyCap;
import org.tabula.display.screen.Menu;
import org.tabula.display.screen.MenuScreen;
import org.tabula.display.screen.PickScreen;
import org.tabula.display.screen.Screen;
import org.tabula.display.screen.SeriesScreen;
import org.tabula.display.screen.TextScreen;
import org.tabula.display.screen.Toast;
import org.tabula.display.screen.Tone;
import org.tabula.firmware.loop.DeviceFrame;
import org.tabula.hal.Button;

/**
 * Draws screens with the display module's pictures, in the screen's language: each game's own
 * play and end screens and LED scenes (where the display knows the game), menus and lists of
 * moves as menus, messages as a toast over the screen, feedback pulses on the strip. What has no
 * picture of its own (a notice, a game the display does not know yet) is drawn as lines of text,
 * and the strip then shows the colour of the seat to move, dimmed.
 */
public final class DisplayRenderer implements Renderer {
    private final LedSettings settings;

    public DisplayRenderer(int ledCount) {
        this.settings = new LedSettings(ledCount, LedSettings.REFERENCE.brightness());
    }

    @Override
    public DeviceFrame render(ScreenModel screen, long nowNanos) {
        return new DeviceFrame(picture(screen).render(screen.language()).bytes(), leds(screen, nowNanos));
    }

    @Override
    public boolean animating(ScreenModel screen, long nowNanos) {
        return pulse(screen, new int[settings.count()]).map(a -> millisSince(screen.lights().pulseAtNanos(), nowNanos) < a.durationMillis()).orElse(false)
                || scene(screen).map(a -> millisSince(screen.table().latestAtNanos(), nowNanos) < a.durationMillis()).orElse(false);
    }

    /** The display module's picture of the screen, as {@link #render} draws it: for tests that look at how it draws its words. */
    public Screen picture(ScreenModel screen) {
        TableModel table = screen.table();
        Screen base = switch (screen.kind()) {
            case MENU -> screen.selected() >= 0 && !screen.lines().isEmpty() ? new MenuScreen(menu(screen)) : null;
            case CHOICE -> screen.lines().isEmpty() ? null : new MenuScreen(menu(screen));
            case PLAY -> table == null ? null : table.display().screen(table.view(), table.latest(), table.players());
            case GAME_OVER -> table == null ? null : end(screen, table);
            case SERIES_OVER -> table == null ? null : withNext(screen, SeriesScreen.of(table.display().titles().shortName(), table.series(),
                    table.players()));
            case NOTICE -> null;
            case PICK -> new PickScreen(screen.title(), screen.keys().stream()
                    .map(key -> new PickScreen.Key(cap(key.button()), key.label())).toList(), screen.note());
            case WALK -> table == null ? null : table.display().walk(table.view(), screen.title(), screen.pointed());
        };
        if (base == null) {
            base = new TextScreen(screen.title(), screen.lines(), screen.selected());
        }
        if (screen.message() == null) {
            return base;
        }
        Tone tone = screen.lights().pulse() == Lights.Pulse.REFUSED ? Tone.ERROR : Tone.INFO;
        return new Toast(base, tone, screen.message());
    }

    /** A game's end as the display draws it, with what OK does on it and, in a series, the running totals. */
    private static Screen end(ScreenModel screen, TableModel table) {
        EndScreen end = table.display().end(table.view(), table.players());
        if (table.series().goal().games() != 1 && table.series().gamesPlayed() > 0) {
            end = end.withTotals(table.series().totals());
        }
        return withNext(screen, end);
    }

    /** The end saying on it what OK does, as the screen's OK key says. */
    private static EndScreen withNext(ScreenModel screen, EndScreen end) {
        return screen.keys().stream().filter(key -> key.button() == Button.OK).findFirst().map(key -> end.next(key.label())).orElse(end);
    }

    /** The cap each of the box's buttons has on a pick screen, as printed on the box. */
    private static KeyCap cap(Button button) {
        return switch (button) {
            case LEFT -> KeyCap.LEFT_ARROW;
            case RIGHT -> KeyCap.RIGHT_ARROW;
            case OK -> new KeyCap.Word("OK");
            case BACK -> new KeyCap.Word("BACK");
            case PASS -> new KeyCap.Word("PASS");
        };
    }

    /** Menus as the display draws them: every line says its value too ("Game: Sumo"), and OK changes it. */
    private static Menu menu(ScreenModel screen) {
        return new Menu(screen.title(), screen.lines(), screen.selected());
    }

    /**
     * The strip now: the scene as it stands at this moment, with the feedback pulse (while it
     * lasts) over it. The pulse is drawn over the live scene, so once it ends the scene shows on;
     * an accepted move on a game's screen needs none, its scene already answers the move.
     */
    private int[] leds(ScreenModel screen, long nowNanos) {
        int[] still = still(screen, nowNanos);
        Optional<Animation> pulse = pulse(screen, still);
        int since = millisSince(screen.lights().pulseAtNanos(), nowNanos);
        return pulse.isPresent() && since < pulse.get().durationMillis() ? pulse.get().frameAt(since) : still;
    }

    /** The strip without feedback: the game's scene (animated after a move), or the turn colour at a quarter. */
    private int[] still(ScreenModel screen, long nowNanos) {
        Optional<Animation> scene = scene(screen);
        if (scene.isPresent()) {
            return scene.get().frameAt(millisSince(screen.table().latestAtNanos(), nowNanos));
        }
        int[] colours = new int[settings.count()];
        Arrays.fill(colours, (screen.lights().turnColour() >> 2) & 0x3F3F3F);
        return settings.cap(colours);
    }

    private Optional<Animation> scene(ScreenModel screen) {
        TableModel table = screen.table();
        if (table == null
                || (screen.kind() != ScreenModel.Kind.PLAY && screen.kind() != ScreenModel.Kind.GAME_OVER && screen.kind() != ScreenModel.Kind.CHOICE)) {
            return Optional.empty();
        }
        return Optional.of(table.display().animate(table.view(), table.latest(), settings));
    }

    private Optional<Animation> pulse(ScreenModel screen, int[] under) {
        Lights.Pulse pulse = screen.lights().pulse();
        if (pulse == Lights.Pulse.NONE || pulse == Lights.Pulse.ACCEPTED && scene(screen).isPresent()) {
            return Optional.empty();
        }
        return Optional.of(pulse == Lights.Pulse.ACCEPTED ? Feedback.accepted(under, settings) : Feedback.rejected(under, settings));
    }

    private static int millisSince(long startNanos, long nowNanos) {
        if (startNanos == TableModel.AT_REST) {
            return Integer.MAX_VALUE;
        }
        return (int) Math.min(Integer.MAX_VALUE, TimeUnit.NANOSECONDS.toMillis(Math.max(0, nowNanos - startNanos)));
    }
}
