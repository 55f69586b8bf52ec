package org.tabula.firmware.service;

import org.tabula.hal.Buttons;
import org.tabula.hal.CardReaders;
import org.tabula.hal.LedStrip;
import org.tabula.hal.MonoDisplay;

/** The devices the console runs on: real drivers on the box, simulated ones in the simulator. */
public record Devices(Buttons buttons, CardReaders readers, MonoDisplay display, LedStrip leds) {
}
