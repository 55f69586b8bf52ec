package org.tabula.hal.board;

import java.util.Set;

/**
 * A GPIO controller as the kernel names it: its character device ({@code gpiochip0}, which the
 * kernel numbers in probe order, so the number differs between kernels), its label (the driver's
 * fixed name) and its line count.
 */
public record GpioChip(String device, String label, int lines) {
    /**
     * The labels of the 40-pin header's controller: {@code pinctrl-bcm2835} (Pi 1-3, Zero 2 W),
     * {@code pinctrl-bcm2711} (Pi 4) and {@code pinctrl-rp1} (Pi 5: gpiochip4 on kernels before
     * 6.6.45, gpiochip0 since, with gpiochip4 kept as a link). Pi4J's gpiod provider opens the
     * first chip whose label contains "pinctrl" in the same way, never a number.
     */
    public static final Set<String> HEADER_LABELS = Set.of("pinctrl-bcm2835", "pinctrl-bcm2711", "pinctrl-rp1");

    public boolean isHeader() {
        return HEADER_LABELS.contains(label);
    }

    /** "gpiochip0 (pinctrl-rp1, 54 lines)". */
    @Override
    public String toString() {
        return device + " (" + label + ", " + lines + " lines)";
    }
}
