package org.tabula.firmware.command;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

class MainTest {
    @Test
    void helpDashDashHelpAndDashHPrintTheUsageOnceAndSucceed() {
        for (String help : new String[] {"help", "--help", "-h"}) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int status = Main.run(new String[] {help}, new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8));
            assertEquals(0, status, help + ": " + err);
            assertEquals(Main.usage() + "\n", out.toString(StandardCharsets.UTF_8), help);
            assertEquals("", err.toString(StandardCharsets.UTF_8), help);
        }
    }
}
