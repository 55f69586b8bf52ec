package org.tabula.firmware;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;

import org.tabula.firmware.wiring.Wiring;
import org.tabula.firmware.wiring.WiringSvg;
import org.tabula.hal.config.ConfigException;
import org.tabula.hal.config.HardwareConfig;

/**
 * {@code tabula wiring [--config FILE] FILE.svg|-}: draws what to wire for a configuration (the
 * reference box without one) as an SVG picture.
 */
final class WiringCommand {
    static final String USAGE = "usage: tabula wiring [--config FILE] FILE.svg|-";

    private WiringCommand() {
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length % 2 == 0) {
            err.println("tabula wiring: name the picture to write (- for standard output)\n" + USAGE);
            return Command.USAGE;
        }
        Map<String, String> flags;
        try {
            flags = Flags.parse(java.util.Arrays.copyOf(args, args.length - 1), Set.of("--config"));
        } catch (IllegalArgumentException e) {
            err.println("tabula wiring: " + e.getMessage() + "\n" + USAGE);
            return Command.USAGE;
        }
        String target = args[args.length - 1];
        String picture;
        try {
            HardwareConfig config = flags.containsKey("--config") ? HardwareConfig.load(Path.of(flags.get("--config")))
                    : HardwareConfig.loadOrReference(HardwareConfig.DEFAULT_PATH);
            picture = WiringSvg.draw(Wiring.of(config));
        } catch (ConfigException | IllegalArgumentException e) {
            err.println("tabula wiring: " + e.getMessage());
            return 2;
        }
        if (target.equals("-")) {
            out.print(picture);
            return 0;
        }
        try {
            Files.writeString(Path.of(target), picture, StandardCharsets.UTF_8);
        } catch (IOException e) {
            err.println("tabula wiring: cannot write " + target + ": " + e.getMessage());
            return 1;
        }
        return 0;
    }
}
