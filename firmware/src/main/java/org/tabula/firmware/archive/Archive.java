package org.tabula.firmware.archive;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.tabula.firmware.journal.Journal;

/**
 * The archive as the service keeps it: a {@link Journal} in the state folder with one record per
 * finished game ({@link ArchiveRecord}), appended and forced to storage in one write, so a power
 * cut leaves a game archived whole or not at all. Once the file outgrows its limit, the oldest
 * games leave: the newest that fill three quarters of the limit are written to a new file that
 * replaces the old one atomically, so this happens seldom and never half.
 *
 * <p>Records that pass their checksum but hold no game (a foreign file) are passed over; a file
 * damaged before its end is set aside by the journal. Either way the service goes on.
 */
public final class Archive implements ArchiveReader, AutoCloseable {
    public static final String FILE = "archive.journal";

    private final Path path;
    private final long limitBytes;
    private Journal journal;
    private final List<Kept> kept = new ArrayList<>();

    /** A game kept: its entry, and its record (the script stays compressed until asked for). */
    private record Kept(ArchiveEntry entry, byte[] record) {
    }

    private Archive(Path path, long limitBytes) {
        this.path = path;
        this.limitBytes = limitBytes;
    }

    /** Opens (or starts) the archive in {@code stateFolder}, keeping at most {@code limitKb} KiB. */
    public static Archive open(Path stateFolder, int limitKb) throws IOException {
        if (limitKb < 1) {
            throw new IllegalArgumentException("the archive needs at least 1 KiB, not " + limitKb);
        }
        Archive archive = new Archive(stateFolder.resolve(FILE), limitKb * 1024L);
        archive.journal = Journal.open(archive.path);
        if (archive.journal.recovery().setAside() != null) {
            System.err.println("tabula: the game archive was damaged; kept as " + archive.journal.recovery().setAside()
                    + ", starting a new one");
        }
        archive.kept.addAll(readable(archive.journal.records()));
        archive.trim();
        return archive;
    }

    /**
     * The archive in {@code stateFolder} as it is now, read without changing anything (beside a
     * service that may be writing it): {@code tabula games}.
     */
    public static ArchiveReader snapshot(Path stateFolder) throws IOException {
        List<Kept> kept = readable(Journal.read(stateFolder.resolve(FILE)));
        return new ArchiveReader() {
            @Override
            public List<ArchiveEntry> entries() {
                return kept.stream().map(Kept::entry).toList();
            }

            @Override
            public Optional<String> script(int number) {
                return scriptOf(kept, number);
            }
        };
    }

    @Override
    public synchronized List<ArchiveEntry> entries() {
        return kept.stream().map(Kept::entry).toList();
    }

    @Override
    public synchronized Optional<String> script(int number) {
        return scriptOf(kept, number);
    }

    /**
     * Archives a finished game: its script in the public format, and what the entry says of it
     * (numbered next). Returns once it is on storage.
     *
     * @return the entry as kept
     * @throws IOException if it cannot be written; then it is not archived
     */
    public synchronized ArchiveEntry add(Instant finished, String game, List<String> seats, List<Integer> scores,
            List<Integer> winners, int games, String script) throws IOException {
        int number = kept.isEmpty() ? 1 : kept.get(kept.size() - 1).entry().number() + 1;
        ArchiveEntry entry = new ArchiveEntry(number, finished, game, seats, scores, winners, games);
        byte[] record = ArchiveRecord.encode(entry, script);
        if (record.length > Journal.MAX_PAYLOAD) {
            throw new IOException("the game is too long to archive (" + record.length + " bytes)");
        }
        journal.append(record);
        kept.add(new Kept(entry, record));
        trim();
        return entry;
    }

    /** Once over the limit, keeps the newest games that fill three quarters of it (the newest always). */
    private void trim() throws IOException {
        if (journal.size() <= limitBytes) {
            return;
        }
        long room = limitBytes * 3 / 4;
        int first = kept.size() - 1;
        long used = Journal.recordBytes(kept.get(first).record());
        while (first > 0 && used + Journal.recordBytes(kept.get(first - 1).record()) <= room) {
            first--;
            used += Journal.recordBytes(kept.get(first).record());
        }
        List<Kept> newest = new ArrayList<>(kept.subList(first, kept.size()));
        journal.close();
        Journal.replace(path, newest.stream().map(Kept::record).toList());
        journal = Journal.open(path);
        kept.clear();
        kept.addAll(newest);
    }

    private static List<Kept> readable(List<byte[]> records) {
        List<Kept> kept = new ArrayList<>();
        int skipped = 0;
        for (byte[] record : records) {
            try {
                ArchiveEntry entry = ArchiveRecord.entry(record);
                // Read once now, so that every game listed can be exported.
                ArchiveRecord.script(record);
                kept.add(new Kept(entry, record));
            } catch (IOException e) {
                skipped++;
            }
        }
        if (skipped > 0) {
            System.err.println("tabula: passed over " + skipped + (skipped == 1 ? " record" : " records")
                    + " of the game archive that hold no game");
        }
        return kept;
    }

    private static Optional<String> scriptOf(List<Kept> kept, int number) {
        for (Kept game : kept) {
            if (game.entry().number() == number) {
                try {
                    return Optional.of(ArchiveRecord.script(game.record()));
                } catch (IOException e) {
                    return Optional.empty();
                }
            }
        }
        return Optional.empty();
    }

    @Override
    public synchronized void close() throws IOException {
        journal.close();
    }
}
