package org.tabula.firmware.command;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.tabula.firmware.service.Devices;
import org.tabula.hal.DeviceStatus;
import org.tabula.hal.board.BoardSurvey;
import org.tabula.hal.board.Machine;
import org.tabula.hal.bus.Clock;
import org.tabula.hal.config.HardwareConfig;
import org.tabula.hal.pi4j.BoxBuses;
import org.tabula.hal.pi4j.Pi4jContexts;
import org.tabula.hal.runtime.Hardware;

/**
 * The box's real devices as the hardware configuration describes them (the reference box of
 * docs/build-the-box.md when the file does not exist), on the Pi's buses through Pi4J, with hal's device
 * thread running: a device that fails is retried by hal while the console goes on, and each
 * change of a device's state goes to the log. Off a Raspberry Pi the log says so in one line and
 * the devices stay offline; the console runs all the same.
 */
public final class BoxHardware implements RunCommand.OpenDevices {
    private final BoxBuses buses;
    private final Hardware hardware;
    private final Machine machine;

    private BoxHardware(BoxBuses buses, Hardware hardware, Machine machine) {
        this.buses = buses;
        this.hardware = hardware;
        this.machine = machine;
    }

    public static RunCommand.OpenDevices open(HardwareConfig hardwareConfig) {
        return open(hardwareConfig, BoardSurvey.current(hardwareConfig), System.err);
    }

    /** The devices on the machine whose board {@code survey} describes; the start lines go to {@code log}. */
    public static RunCommand.OpenDevices open(HardwareConfig hardwareConfig, BoardSurvey survey, PrintStream log) {
        Machine machine = survey.machine();
        BoxBuses buses = Pi4jContexts.boxBuses(machine);
        Hardware hardware = Hardware.create(hardwareConfig, survey.ledLink(), buses, Clock.SYSTEM);
        startLines(survey).forEach(log::println);
        if (machine.isRaspberryPi()) {
            hardware.setStatusListener(status -> log.println(logLine(status)));
        }
        hardware.start();
        return new BoxHardware(buses, hardware, machine);
    }

    /**
     * What the log says before any device is opened: on a Pi, what was found of the board (model,
     * the header's GPIO chip by label, buses, spidev's buffer, the LED strip's clock), one fact a
     * line; anywhere else, why the devices stay offline.
     */
    static List<String> startLines(BoardSurvey survey) {
        if (!survey.machine().isRaspberryPi()) {
            return List.of("tabula: " + survey.machine().notARaspberryPi() + ": the devices stay offline");
        }
        return survey.lines().stream().map(line -> "tabula: " + line).toList();
    }

    /** "tabula: reader 0 (MFRC522 on SPI bus 1 chip select 0): online, MFRC522 v2.0 (VersionReg 0x92), self-test passed". */
    static String logLine(DeviceStatus status) {
        return "tabula: " + status.name() + " (" + status.where() + "): " + status.state().name().toLowerCase(Locale.ROOT)
                + ", " + status.detail();
    }

    @Override
    public Devices devices() {
        return new Devices(hardware.buttons(), hardware.readers(), hardware.display(), hardware.leds());
    }

    @Override
    public Optional<String> whyNoCardCanBeTapped() {
        if (!machine.isRaspberryPi()) {
            return Optional.of(machine.notARaspberryPi());
        }
        return hardware.readers().count() == 0 ? Optional.of("the configuration has no reader") : Optional.empty();
    }

    @Override
    public void close() {
        hardware.close();
        buses.close();
    }
}
