package org.tabula.simulator.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SimulatorMainTest {
    @TempDir
    Path folder;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int launch(String... args) throws Exception {
        return SimulatorMain.launch(args, new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private static int count(String text, String part) {
        return text.split(java.util.regex.Pattern.quote(part), -1).length - 1;
    }

    @Test
    void helpDashDashHelpAndDashHPrintTheUsageOnceAndSucceed() throws Exception {
        for (String help : new String[] {"help", "--help", "-h"}) {
            out.reset();
            err.reset();
            assertEquals(0, launch(help), help + ": " + err);
            String printed = out.toString(StandardCharsets.UTF_8);
            assertEquals(1, count(printed, "usage: tabula [sim]"), help + ": " + printed);
            assertEquals(1, count(printed, "usage: tabula COMMAND"), help + ": the box's commands once too\n" + printed);
            assertEquals("", err.toString(StandardCharsets.UTF_8), help);
        }
    }

    @Test
    void aMissingScriptFileIsASentence() throws Exception {
        Path missing = folder.resolve("no-such-script.txt");
        assertEquals(1, launch("sim", "--script", missing.toString()));
        assertEquals("tabula sim: cannot read the script " + missing + ": there is no such file\n", err.toString(StandardCharsets.UTF_8));
        err.reset();
        assertEquals(1, launch("sim", "--script", folder.toString()));
        assertEquals("tabula sim: cannot read the script " + folder + ": it is a folder\n", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theUsageNamesNoJavaClass() throws Exception {
        launch("--help");
        assertFalse(out.toString(StandardCharsets.UTF_8).contains("ScriptRunner"), out.toString(StandardCharsets.UTF_8));
    }
}
