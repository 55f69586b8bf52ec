package org.tabula.simulator.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code ./tabula} launcher at the repository's root, run on a copy of the tree's shape with
 * stand-ins for Maven and Java that write down how they were called.
 */
class LauncherScriptTest {
    private static final Path LAUNCHER = Path.of("..").toAbsolutePath().normalize().resolve("tabula");
    private static final Instant BUILT = Instant.parse("2026-01-02T10:00:00Z");

    @TempDir
    Path root;

    private Path bin;
    private Path calls;

    private Path jar() {
        return root.resolve("simulator/target/tabula-desktop.jar");
    }

    /** A tree with a jar built at {@link #BUILT} and one source file changed at {@code sourceChanged}; Maven on the path or not. */
    private void tree(Instant sourceChanged, boolean maven) throws IOException {
        Files.copy(LAUNCHER, root.resolve("tabula"));
        Path source = root.resolve("rules/src/main/java/Game.java");
        Files.createDirectories(source.getParent());
        Files.writeString(source, "class Game {}\n");
        Files.setLastModifiedTime(source, FileTime.from(sourceChanged));
        Files.createDirectories(jar().getParent());
        Files.writeString(jar(), "the old jar");
        Files.setLastModifiedTime(jar(), FileTime.from(BUILT));
        bin = Files.createDirectory(root.resolve("bin"));
        calls = root.resolve("calls");
        for (String tool : List.of("dirname", "find")) {
            Files.createSymbolicLink(bin.resolve(tool), Path.of("/usr/bin", tool));
        }
        script("java", "echo \"java $*\" >> " + calls);
        if (maven) {
            script("mvn", "echo \"mvn $*\" >> " + calls + "; echo 'the new jar' > " + jar());
        }
    }

    private void script(String name, String body) throws IOException {
        Path file = bin.resolve(name);
        Files.writeString(file, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    /** Runs the launcher with {@code --help}; returns what it printed on standard error. */
    private String launch() throws Exception {
        ProcessBuilder builder = new ProcessBuilder("/bin/bash", root.resolve("tabula").toString(), "--help")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD);
        builder.environment().put("PATH", bin.toString());
        Process process = builder.start();
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, process.waitFor(), err);
        return err;
    }

    private List<String> calls() throws IOException {
        return Files.exists(calls) ? Files.readAllLines(calls) : List.of();
    }

    @Test
    void aJarOlderThanTheSourcesIsRebuiltFirst() throws Exception {
        tree(BUILT.plusSeconds(60), true);
        String err = launch();
        assertEquals("Building Tabula (the jar is older than rules/src/main/java/Game.java)...\n", err);
        assertEquals(List.of("mvn -B -q -DskipTests package", "java -jar " + jar() + " --help"), calls());
        assertEquals("the new jar\n", Files.readString(jar()));
    }

    @Test
    void aJarNewerThanTheSourcesRunsAsItIs() throws Exception {
        tree(BUILT.minusSeconds(60), true);
        assertEquals("", launch());
        assertEquals(List.of("java -jar " + jar() + " --help"), calls());
    }

    @Test
    void withoutMavenItSaysHowToRebuildAndRunsTheOldJar() throws Exception {
        tree(BUILT.plusSeconds(60), false);
        String err = launch();
        assertTrue(err.startsWith("tabula: the jar is older than rules/src/main/java/Game.java, and Maven is not installed: "
                + "install it (sudo apt install maven) or run 'mvn -B -q -DskipTests package' in " + root), err);
        assertEquals(List.of("java -jar " + jar() + " --help"), calls());
    }
}
