package org.tabula.hal.runtime;

import java.util.EnumMap;
import java.util.Map;
import java.util.function.Consumer;

import org.tabula.hal.Button;
import org.tabula.hal.ButtonEvent;
import org.tabula.hal.Buttons;
import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.BusFactory;
import org.tabula.hal.bus.Clock;
import org.tabula.hal.bus.InputPin;
import org.tabula.hal.config.ButtonsConfig;
import org.tabula.hal.input.Debouncer;

/**
 * The buttons, sampled every {@link #PERIOD_NANOS}: pull-up inputs, pressed = low, debounced in
 * software. A button that reads pressed from the start is ignored until it reads released (see
 * {@link Debouncer}); the device's status says which, once, and again when one is taken into use.
 */
final class ButtonPoller implements Buttons {
    static final long PERIOD_NANOS = 5_000_000L;

    private final Supervised<Map<Button, InputPin>> pins;
    private final Map<Button, Debouncer> debouncers = new EnumMap<>(Button.class);
    private final Clock clock;
    private volatile Consumer<ButtonEvent> listener;
    /** The status names buttons it ignores, to be told again when one is taken into use. */
    private boolean namesIgnored;
    private long due;

    ButtonPoller(ButtonsConfig config, BusFactory buses, Clock clock) {
        this.clock = clock;
        for (Button button : config.pins().keySet()) {
            debouncers.put(button, new Debouncer(config.debounceMs() * 1_000_000L, config.longPressMs() * 1_000_000L));
        }
        StringBuilder where = new StringBuilder("GPIO");
        new EnumMap<>(config.pins()).forEach((button, gpio) -> where.append(' ').append(button).append('=').append(gpio));
        this.pins = new Supervised<>("buttons", where.toString(), clock, () -> {
            Map<Button, InputPin> opened = new EnumMap<>(Button.class);
            for (Map.Entry<Button, Integer> entry : config.pins().entrySet()) {
                opened.put(entry.getKey(), buses.pullUpInput(entry.getValue()));
            }
            return opened;
        }, this::check);
    }

    private String check(Map<Button, InputPin> pins) throws BusException {
        StringBuilder held = new StringBuilder();
        for (Map.Entry<Button, InputPin> entry : new EnumMap<>(pins).entrySet()) {
            if (entry.getValue().isLow() && !debouncers.get(entry.getKey()).inUse()) {
                held.append(' ').append(entry.getKey());
            }
        }
        namesIgnored = held.length() > 0;
        return namesIgnored ? ignored(held.toString()) : pins.size() + " buttons, all released";
    }

    private String ignored(String buttons) {
        return debouncers.size() + " buttons; ignored until released (pressed since the start: held, stuck, shorted to ground or"
                + " without a pull-up):" + buttons;
    }

    /** The status once a button that was ignored has read released. */
    private String inUseNow() {
        StringBuilder ignored = new StringBuilder();
        debouncers.forEach((button, debouncer) -> {
            if (!debouncer.inUse()) {
                ignored.append(' ').append(button);
            }
        });
        namesIgnored = ignored.length() > 0;
        return namesIgnored ? ignored(ignored.toString()) : debouncers.size() + " buttons, all in use";
    }

    Supervised<Map<Button, InputPin>> device() {
        return pins;
    }

    @Override
    public void setListener(Consumer<ButtonEvent> listener) {
        this.listener = listener;
    }

    /** Samples the pins when due; returns when next due. */
    long poll() {
        long now = clock.nanos();
        if (now - due >= 0) {
            due = now + PERIOD_NANOS;
            pins.run(opened -> {
                boolean takenIntoUse = false;
                for (Map.Entry<Button, InputPin> entry : opened.entrySet()) {
                    boolean pressed = entry.getValue().isLow();
                    Debouncer debouncer = debouncers.get(entry.getKey());
                    boolean wasInUse = debouncer.inUse();
                    debouncer.sample(pressed, now).ifPresent(kind -> {
                        Consumer<ButtonEvent> target = listener;
                        if (target != null) {
                            target.accept(new ButtonEvent(entry.getKey(), kind, now));
                        }
                    });
                    takenIntoUse |= !wasInUse && debouncer.inUse();
                }
                if (takenIntoUse && namesIgnored) {
                    pins.restate(inUseNow());
                }
            });
        }
        return due;
    }
}
