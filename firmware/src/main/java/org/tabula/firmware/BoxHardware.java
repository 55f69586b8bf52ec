package org.tabula.firmware;

import org.tabula.firmware.service.Devices;
import org.tabula.hal.bus.Clock;
import org.tabula.hal.config.HardwareConfig;
import org.tabula.hal.pi4j.Pi4jBuses;
import org.tabula.hal.pi4j.Pi4jContexts;
import org.tabula.hal.runtime.Hardware;

/**
 * The box's real devices as the hardware configuration describes them (the reference box of
 * HARDWARE.md when the file does not exist), on the Pi's buses through Pi4J, with hal's device
 * thread running: a device that fails is retried by hal while the console goes on.
 */
final class BoxHardware implements RunCommand.OpenDevices {
    private final Pi4jBuses buses;
    private final Hardware hardware;

    private BoxHardware(Pi4jBuses buses, Hardware hardware) {
        this.buses = buses;
        this.hardware = hardware;
    }

    static RunCommand.OpenDevices open(HardwareConfig hardwareConfig) {
        Pi4jBuses buses = Pi4jContexts.raspberryPiBuses();
        Hardware hardware = Hardware.create(hardwareConfig, buses, Clock.SYSTEM);
        hardware.start();
        return new BoxHardware(buses, hardware);
    }

    @Override
    public Devices devices() {
        return new Devices(hardware.buttons(), hardware.readers(), hardware.display(), hardware.leds());
    }

    @Override
    public void close() {
        hardware.close();
        buses.close();
    }
}
