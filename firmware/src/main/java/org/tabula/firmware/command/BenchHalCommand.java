package org.tabula.firmware.command;

import java.io.PrintStream;

import org.tabula.hal.bench.HalBench;
import org.tabula.hal.bus.BusException;

/** {@code tabula bench-hal}: I2C bytes per screen change against a full frame, and LED frame encoding time. */
public final class BenchHalCommand {
    private BenchHalCommand() {
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        int leds = 19;
        if (args.length == 2 && args[0].equals("--leds")) {
            try {
                leds = Integer.parseInt(args[1]);
            } catch (NumberFormatException e) {
                leds = -1;
            }
        }
        if ((args.length != 0 && args.length != 2) || leds < 1) {
            err.println("usage: tabula bench-hal [--leds N]");
            return Command.USAGE;
        }
        try {
            out.println("SSD1306 over I2C, bytes per update (address bytes included):");
            for (HalBench.ScreenResult r : HalBench.screen(42)) {
                out.printf("  %-34s %5d bytes  %5.1f %% of a full frame%n", r.name(), r.bytes(), 100 * r.fractionOfFullFrame());
            }
        } catch (BusException e) {
            err.println("tabula bench-hal: " + e.getMessage());
            return 1;
        }
        out.printf("LED frame encoding (gamma, brightness, current limit, encoder), median of 5 rounds:%n");
        for (HalBench.LedResult r : HalBench.leds(leds, 5)) {
            out.printf("  %-30s %4d LEDs  %8.0f ns/frame  %5d SPI bytes%n", r.encoder(), r.leds(), r.nanosPerFrame(), r.bytesPerFrame());
        }
        return 0;
    }
}
