package org.tabula.simulator;

import org.tabula.firmware.service.Devices;
import org.tabula.simulator.devices.SimButtons;
import org.tabula.simulator.devices.SimDisplay;
import org.tabula.simulator.devices.SimLeds;
import org.tabula.simulator.devices.SimReaders;

/** One simulated box's devices, as the configuration describes it. */
public final class SimDevices {
    public final SimButtons buttons = new SimButtons();
    public final SimReaders readers;
    public final SimDisplay display = new SimDisplay();
    public final SimLeds leds;

    public SimDevices(SimConfig config) {
        this.readers = new SimReaders(config.readers());
        this.leds = new SimLeds(config.leds());
    }

    public Devices devices() {
        return new Devices(buttons, readers, display, leds);
    }
}
