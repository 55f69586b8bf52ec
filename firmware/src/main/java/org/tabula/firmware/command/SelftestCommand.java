package org.tabula.firmware.command;

import java.io.PrintStream;
import java.nio.file.Path;

import org.tabula.hal.board.BoardSurvey;
import org.tabula.hal.board.Machine;
import org.tabula.hal.bus.Clock;
import org.tabula.hal.config.ConfigException;
import org.tabula.hal.config.HardwareConfig;
import org.tabula.hal.pi4j.BoxBuses;
import org.tabula.hal.pi4j.Pi4jContexts;
import org.tabula.hal.runtime.Hardware;

/**
 * {@code tabula selftest [--config FILE] [--probe-only] [--timeout SECONDS]}: checks the box's
 * hardware as configured (default /etc/tabula/tabula.conf, or the reference box when that file
 * does not exist). Exit status 0 when everything passed, 1 when something did not.
 */
public final class SelftestCommand {
    static final String USAGE = "usage: tabula selftest [--config FILE] [--probe-only] [--timeout SECONDS]";

    private SelftestCommand() {
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        Path configFile = null;
        boolean probeOnly = false;
        long timeoutSeconds = 15;
        try {
            for (int i = 0; i < args.length; i++) {
                switch (args[i]) {
                    case "--config" -> configFile = Path.of(args[++i]);
                    case "--probe-only" -> probeOnly = true;
                    case "--timeout" -> timeoutSeconds = Long.parseLong(args[++i]);
                    default -> throw new IllegalArgumentException("unknown argument " + args[i]);
                }
            }
            if (timeoutSeconds < 1) {
                throw new IllegalArgumentException("--timeout must be at least 1 second");
            }
        } catch (ArrayIndexOutOfBoundsException | IllegalArgumentException e) {
            err.println("tabula selftest: " + (e instanceof ArrayIndexOutOfBoundsException ? "missing value" : e.getMessage()));
            err.println(USAGE);
            return Command.USAGE;
        }
        HardwareConfig config;
        try {
            if (configFile != null) {
                config = HardwareConfig.load(configFile);
            } else {
                config = HardwareConfig.loadOrReference(HardwareConfig.DEFAULT_PATH);
                if (!java.nio.file.Files.exists(HardwareConfig.DEFAULT_PATH)) {
                    out.println("no " + HardwareConfig.DEFAULT_PATH + ": testing the reference box of docs/build-the-box.md");
                }
            }
        } catch (ConfigException e) {
            err.println("tabula selftest: " + e.getMessage());
            return 2;
        }
        BoardSurvey survey = BoardSurvey.current(config);
        Machine machine = survey.machine();
        if (machine.isRaspberryPi()) {
            survey.lines().forEach(out::println);
        } else {
            out.println(machine.notARaspberryPi() + ": every device is offline");
        }
        try (BoxBuses buses = Pi4jContexts.boxBuses(machine)) {
            Hardware hardware = Hardware.create(config, survey.ledLink(), buses, Clock.SYSTEM);
            return new Selftest(hardware, Clock.SYSTEM, out, timeoutSeconds * 1000).run(probeOnly) ? 0 : 1;
        }
    }
}
