package org.tabula.firmware;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import org.tabula.hal.config.ConfigException;
import org.tabula.hal.config.HardwareConfig;

/** Which configuration the box runs with: the file given, else the default file if there is one, else the reference box. */
final class ConfigFile {
    private ConfigFile() {
    }

    static HardwareConfig read(Optional<Path> config, PrintStream log) throws ConfigException {
        if (config.isPresent()) {
            return HardwareConfig.load(config.get());
        }
        if (Files.exists(HardwareConfig.DEFAULT_PATH)) {
            return HardwareConfig.load(HardwareConfig.DEFAULT_PATH);
        }
        log.println("tabula: no " + HardwareConfig.DEFAULT_PATH + ": running as the reference box of HARDWARE.md");
        return HardwareConfig.referenceBox();
    }
}
