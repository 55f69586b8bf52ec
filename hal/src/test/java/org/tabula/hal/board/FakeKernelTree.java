package org.tabula.hal.board;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Files of a fake /proc, /sys and /dev under a test's folder, as the kernel shows them. */
final class FakeKernelTree {
    private FakeKernelTree() {
    }

    /** Writes {@code text} to {@code file} (relative, such as "proc/device-tree/model") under {@code root}. */
    static void write(Path root, String file, String text) throws IOException {
        Path path = root.resolve(file);
        Files.createDirectories(path.getParent());
        Files.write(path, text.getBytes(StandardCharsets.UTF_8));
    }
}
