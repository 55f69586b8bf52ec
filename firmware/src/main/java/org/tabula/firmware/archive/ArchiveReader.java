package org.tabula.firmware.archive;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Reading the archive: what is kept, oldest first, and each game's replay script. */
public interface ArchiveReader {
    /** An archive that keeps nothing (a console without a state folder: tests, benchmarks). */
    ArchiveReader NONE = new ArchiveReader() {
        @Override
        public List<ArchiveEntry> entries() {
            return List.of();
        }

        @Override
        public Optional<String> script(int number) {
            return Optional.empty();
        }
    };

    /** Every game kept, oldest first. */
    List<ArchiveEntry> entries();

    /** The game's replay script in the public format (docs/replay.md), or empty if it is not kept (any more). */
    Optional<String> script(int number);

    /** The game numbered so, or empty. */
    default Optional<ArchiveEntry> entry(int number) {
        return entries().stream().filter(entry -> entry.number() == number).findFirst();
    }

    /** The last {@code count} games kept, newest first. */
    default List<ArchiveEntry> latest(int count) {
        List<ArchiveEntry> all = entries();
        List<ArchiveEntry> latest = new ArrayList<>();
        for (int i = all.size() - 1; i >= Math.max(0, all.size() - count); i--) {
            latest.add(all.get(i));
        }
        return latest;
    }
}
