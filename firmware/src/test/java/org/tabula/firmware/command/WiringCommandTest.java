package org.tabula.firmware.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WiringCommandTest {
    @TempDir
    Path folder;

    @Test
    void itSaysWhatItWroteAndFromWhichConfiguration() throws Exception {
        Path config = Files.writeString(folder.resolve("box.conf"), "# a box with nothing to wire\n");
        Path picture = folder.resolve("wiring.svg");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = WiringCommand.run(new String[] {"--config", config.toString(), picture.toString()},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        assertEquals("tabula wiring: wrote " + picture + ", what to wire for " + config + "; open it in a web browser\n",
                out.toString(StandardCharsets.UTF_8));
        assertTrue(Files.readString(picture).startsWith("<svg") || Files.readString(picture).startsWith("<?xml"), "a picture");
    }
}
