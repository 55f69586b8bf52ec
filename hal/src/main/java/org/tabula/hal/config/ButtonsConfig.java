package org.tabula.hal.config;

import java.util.EnumMap;
import java.util.Map;

import org.tabula.hal.Button;

/** The buttons present, each on a GPIO (BCM) with the internal pull-up, pressed = low. */
public record ButtonsConfig(Map<Button, Integer> pins, int debounceMs, int longPressMs) {
    public ButtonsConfig {
        pins = Map.copyOf(new EnumMap<>(pins));
    }

    /** The reference box (docs/build-the-box.md): LEFT 5, RIGHT 6, OK 13, BACK 26, PASS 12. */
    public static ButtonsConfig reference() {
        return new ButtonsConfig(Map.of(Button.LEFT, 5, Button.RIGHT, 6, Button.OK, 13, Button.BACK, 26, Button.PASS, 12),
                20, 800);
    }
}
