package org.tabula.hal.board;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** The text of a small file the kernel shows under /proc or /sys, as the board's readers take it. */
final class KernelText {
    private KernelText() {
    }

    /**
     * The file's text without surrounding space and the device tree's closing NUL (the NULs between
     * the strings of a list, such as {@code compatible}, stay); empty when absent, unreadable or blank.
     */
    static Optional<String> of(Path file) {
        try {
            String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8).strip();
            while (text.endsWith("\0")) {
                text = text.substring(0, text.length() - 1).strip();
            }
            return text.isEmpty() ? Optional.empty() : Optional.of(text);
        } catch (IOException | SecurityException e) {
            return Optional.empty();
        }
    }
}
