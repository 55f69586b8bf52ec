package org.tabula.firmware.wiring;

import java.util.Map;
import java.util.Set;

/** The Raspberry Pi's 40-pin header: which physical pin each GPIO (BCM) is, and the power pins. */
final class PiHeader {
    static final int PINS = 40;
    static final Set<Integer> GROUND = Set.of(6, 9, 14, 20, 25, 30, 34, 39);
    static final Set<Integer> POWER_3V3 = Set.of(1, 17);
    static final Set<Integer> POWER_5V = Set.of(2, 4);

    private static final Map<Integer, Integer> PIN_OF_GPIO = Map.ofEntries(
            Map.entry(2, 3), Map.entry(3, 5), Map.entry(4, 7), Map.entry(17, 11), Map.entry(27, 13), Map.entry(22, 15),
            Map.entry(10, 19), Map.entry(9, 21), Map.entry(11, 23), Map.entry(0, 27), Map.entry(5, 29), Map.entry(6, 31),
            Map.entry(13, 33), Map.entry(19, 35), Map.entry(26, 37), Map.entry(14, 8), Map.entry(15, 10), Map.entry(18, 12),
            Map.entry(23, 16), Map.entry(24, 18), Map.entry(25, 22), Map.entry(8, 24), Map.entry(7, 26), Map.entry(1, 28),
            Map.entry(12, 32), Map.entry(16, 36), Map.entry(20, 38), Map.entry(21, 40));

    private PiHeader() {
    }

    /** The physical pin (1-40) of a GPIO. */
    static int pinOf(int gpio) {
        Integer pin = PIN_OF_GPIO.get(gpio);
        if (pin == null) {
            throw new IllegalArgumentException("GPIO " + gpio + " is not on the 40-pin header (it has GPIO 0 to 27)");
        }
        return pin;
    }

    /** What an unused pin is: "3V3", "5V", "GND" or "GPIO n". */
    static String name(int pin) {
        if (GROUND.contains(pin)) {
            return "GND";
        }
        if (POWER_3V3.contains(pin)) {
            return "3V3";
        }
        if (POWER_5V.contains(pin)) {
            return "5V";
        }
        return PIN_OF_GPIO.entrySet().stream().filter(entry -> entry.getValue() == pin).map(entry -> "GPIO " + entry.getKey())
                .findFirst().orElseThrow();
    }
}
