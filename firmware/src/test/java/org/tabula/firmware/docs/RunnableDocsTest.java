package org.tabula.firmware.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every block marked {@code ```sh runnable} in the README and docs/ runs, and each of its
 * commands succeeds, so the documented commands cannot rot. The tests run before the jar is
 * packaged, so {@code java -jar firmware/target/tabula.jar} (and {@code tabula} at the start of a
 * line, as on the box) runs the same {@code Main} from the test's class path.
 */
class RunnableDocsTest {
    private static final String JAR = "java -jar firmware/target/tabula.jar";

    @TestFactory
    Stream<DynamicTest> everyRunnableBlockSucceeds() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Path page : Pages.all()) {
            List<List<String>> blocks = Pages.runnableBlocks(page);
            for (int i = 0; i < blocks.size(); i++) {
                List<String> block = blocks.get(i);
                tests.add(DynamicTest.dynamicTest(Pages.ROOT.relativize(page) + " block " + (i + 1), () -> run(block)));
            }
        }
        return tests.stream();
    }

    @Test
    void thePagesHaveRunnableBlocks() throws IOException {
        int blocks = 0;
        for (Path page : Pages.all()) {
            blocks += Pages.runnableBlocks(page).size();
        }
        assertTrue(blocks >= 5, "only " + blocks + " runnable blocks: the marker " + Pages.RUNNABLE + " may have changed");
    }

    /** A block as a script: each command must succeed. */
    static String script(List<String> block) {
        String tabula = "java -cp '" + System.getProperty("java.class.path") + "' org.tabula.firmware.command.Main";
        StringBuilder script = new StringBuilder("set -euo pipefail\n");
        for (String line : block) {
            script.append(line.replace(JAR, tabula).replaceFirst("^tabula ", tabula + " ")).append('\n');
        }
        return script.toString();
    }

    private static void run(List<String> block) throws IOException, InterruptedException {
        assertFalse(block.isEmpty(), "an empty runnable block");
        Process bash = new ProcessBuilder("bash", "-c", script(block)).directory(Pages.ROOT.toFile()).redirectErrorStream(true).start();
        bash.getOutputStream().close();
        byte[] output = bash.getInputStream().readAllBytes();
        assertTrue(bash.waitFor(5, TimeUnit.MINUTES), "the block did not finish in 5 minutes");
        assertEquals(0, bash.exitValue(), String.join("\n", block) + "\n---\n" + new String(output, StandardCharsets.UTF_8));
    }
}
