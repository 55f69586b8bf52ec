package org.tabula.firmware.command;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Optional;

import org.tabula.firmware.archive.Archive;
import org.tabula.firmware.archive.ArchiveReader;

/** The archive of a state folder as the commands read it: beside the running service, changing nothing. */
final class ArchiveSnapshot {
    private ArchiveSnapshot() {
    }

    /** The archive in {@code state}, or empty with the reason told on {@code err} as {@code tabula COMMAND} says it. */
    static Optional<ArchiveReader> read(Path state, String command, PrintStream err) {
        try {
            return Optional.of(Archive.snapshot(state));
        } catch (IOException e) {
            err.println("tabula " + command + ": cannot read the archive in " + state + ": " + e.getMessage()
                    + " (the service's state folder may need sudo)");
            return Optional.empty();
        }
    }
}
