package org.tabula.simulator.devices;

import java.util.function.Consumer;

import org.tabula.hal.Button;
import org.tabula.hal.ButtonEvent;
import org.tabula.hal.Buttons;

/** The five buttons, pressed by mouse, keyboard or script. */
public final class SimButtons implements Buttons {
    private volatile Consumer<ButtonEvent> listener;

    @Override
    public void setListener(Consumer<ButtonEvent> listener) {
        this.listener = listener;
    }

    public void send(Button button, ButtonEvent.Kind kind) {
        Consumer<ButtonEvent> target = listener;
        if (target != null) {
            target.accept(new ButtonEvent(button, kind, System.nanoTime()));
        }
    }

    /** A short press: down and up. */
    public void press(Button button) {
        send(button, ButtonEvent.Kind.PRESSED);
        send(button, ButtonEvent.Kind.RELEASED);
    }

    /** A press held past the long-press time. */
    public void hold(Button button) {
        send(button, ButtonEvent.Kind.PRESSED);
        send(button, ButtonEvent.Kind.LONG_PRESSED);
        send(button, ButtonEvent.Kind.RELEASED);
    }
}
