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

/** The buttons, sampled every {@link #PERIOD_NANOS}: pull-up inputs, pressed = low, debounced in software. */
final class ButtonPoller implements Buttons {
    static final long PERIOD_NANOS = 5_000_000L;

    private final Supervised<Map<Button, InputPin>> pins;
    private final Map<Button, Debouncer> debouncers = new EnumMap<>(Button.class);
    private final Clock clock;
    private volatile Consumer<ButtonEvent> listener;
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
        }, ButtonPoller::check);
    }

    private static String check(Map<Button, InputPin> pins) throws BusException {
        StringBuilder held = new StringBuilder();
        for (Map.Entry<Button, InputPin> entry : new EnumMap<>(pins).entrySet()) {
            if (entry.getValue().isLow()) {
                held.append(' ').append(entry.getKey());
            }
        }
        return held.length() == 0 ? pins.size() + " buttons, all released"
                : pins.size() + " buttons; pressed at start (held, stuck or shorted to ground):" + held;
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
                for (Map.Entry<Button, InputPin> entry : opened.entrySet()) {
                    boolean pressed = entry.getValue().isLow();
                    debouncers.get(entry.getKey()).sample(pressed, now).ifPresent(kind -> {
                        Consumer<ButtonEvent> target = listener;
                        if (target != null) {
                            target.accept(new ButtonEvent(entry.getKey(), kind, now));
                        }
                    });
                }
            });
        }
        return due;
    }
}
