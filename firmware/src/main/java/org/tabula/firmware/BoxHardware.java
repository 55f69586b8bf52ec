package org.tabula.firmware;

import java.io.IOException;
import java.nio.file.Path;

import org.tabula.firmware.service.Devices;

/** The box's real devices, opened from the hardware configuration file. */
final class BoxHardware {
    private BoxHardware() {
    }

    static Devices open(Path config) throws IOException {
        throw new IOException("this build has no reader for the hardware configuration " + config
                + " yet (it comes with the hal module's configuration loader); use ./tabula sim on a desktop");
    }
}
