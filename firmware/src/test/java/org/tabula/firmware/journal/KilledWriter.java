package org.tabula.firmware.journal;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A writer process for the kill tests: a class's {@code main} in a JVM of its own, with the tests'
 * class path, that reports what it has made durable one line at a time on standard output. A test
 * reads some of its lines, kills it with SIGKILL (no shutdown hook, no flush) at that moment, reads
 * what it printed before dying, and then checks the files it left.
 */
public final class KilledWriter {
    private final Process process;
    private final BufferedReader out;

    private KilledWriter(Process process) {
        this.process = process;
        this.out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    /** Starts {@code main} with these arguments. */
    public static KilledWriter start(Class<?> main, String... arguments) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), main.getName()));
        command.addAll(List.of(arguments));
        return new KilledWriter(new ProcessBuilder(command).redirectErrorStream(true).start());
    }

    /** The next line it printed, waiting for it; fails if it ended first. */
    public String readLine() throws IOException {
        String line = out.readLine();
        assertNotNull(line, "the writer ended before it said more");
        return line;
    }

    /** The next {@code count} lines, waiting for each. */
    public List<String> read(int count) throws IOException {
        List<String> lines = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            lines.add(readLine());
        }
        return lines;
    }

    /**
     * Kills it with SIGKILL now, and returns every line it had printed and not yet been read: what
     * it made durable before it died counts too. The last may be cut off mid-line.
     */
    public List<String> kill() throws IOException, InterruptedException {
        process.toHandle().destroyForcibly();
        assertTrue(process.waitFor(10, TimeUnit.SECONDS), "the writer outlived SIGKILL by 10 s");
        List<String> rest = new ArrayList<>();
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            rest.add(line);
        }
        return rest;
    }
}
