package org.tabula.firmware.archive;

import java.nio.file.Path;
import java.util.List;

/**
 * The writer that {@link ArchiveKillTest} kills: archives game after game in a small archive
 * (so that the oldest leave often), printing "archived N" once each is on storage.
 */
public final class ArchiveWriterProcess {
    static final int LIMIT_KB = 16;
    static final int SCRIPT_BYTES = 900;

    private ArchiveWriterProcess() {
    }

    public static void main(String[] args) throws Exception {
        try (Archive archive = Archive.open(Path.of(args[0]), LIMIT_KB)) {
            List<ArchiveEntry> kept = archive.entries();
            System.out.println("resumed " + (kept.isEmpty() ? 0 : kept.get(kept.size() - 1).number()));
            System.out.flush();
            while (true) {
                int number = kept.isEmpty() ? 1 : kept.get(kept.size() - 1).number() + 1;
                ArchiveTest.add(archive, number, SCRIPT_BYTES);
                kept = archive.entries();
                System.out.println("archived " + number);
                System.out.flush();
            }
        }
    }
}
