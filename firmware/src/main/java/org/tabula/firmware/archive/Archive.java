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
 * damaged before its end is set aside by the journal. Either way the service goes on. The
 * records stay on storage (a full archive is megabytes, a tenth of the box's memory goal): a start
 * reads the file a record at a time to check its checksums and keeps where each record is; an
 * entry is read when first asked for and kept, a script read each time it is asked for.
 */
public final class Archive implements ArchiveReader, AutoCloseable {
    public static final String FILE = "archive.journal";

    private final long limitBytes;
    /** The journal the service writes, its records on storage; null for a snapshot. */
    private final Journal journal;
    /** The records, oldest first: read from the journal when asked for, or a snapshot's, in memory. */
    private final Records records;
    /** The entry of each record once read (empty: it holds no game), or null while unread. */
    private final List<Optional<ArchiveEntry>> read = new ArrayList<>();

    /** Where an archive's records are: they are read one at a time, and only their sizes are kept. */
    private interface Records {
        int count();

        byte[] get(int i) throws IOException;

        long bytes(int i);
    }

    private Archive(Journal journal, Records records, long limitBytes) {
        this.journal = journal;
        this.records = records;
        this.limitBytes = limitBytes;
        for (int i = 0; i < records.count(); i++) {
            read.add(null);
        }
    }

    /** Opens (or starts) the archive in {@code stateFolder}, keeping at most {@code limitKb} KiB. */
    public static Archive open(Path stateFolder, int limitKb) throws IOException {
        if (limitKb < 1) {
            throw new IllegalArgumentException("the archive needs at least 1 KiB, not " + limitKb);
        }
        // Years of games are megabytes: they stay on storage, and a game is read when asked for.
        Journal journal = Journal.openOnStorage(stateFolder.resolve(FILE));
        if (journal.recovery().setAside() != null) {
            System.err.println("tabula: the game archive was damaged; kept as " + journal.recovery().setAside()
                    + ", starting a new one");
        }
        Archive archive = new Archive(journal, new Records() {
            @Override
            public int count() {
                return journal.count();
            }

            @Override
            public byte[] get(int i) throws IOException {
                return journal.record(i);
            }

            @Override
            public long bytes(int i) {
                return journal.recordBytes(i);
            }
        }, limitKb * 1024L);
        archive.trim();
        return archive;
    }

    /**
     * The archive in {@code stateFolder} as it is now, read without changing anything (beside a
     * service that may be writing it): {@code tabula games}.
     */
    public static ArchiveReader snapshot(Path stateFolder) throws IOException {
        List<byte[]> kept = Journal.read(stateFolder.resolve(FILE));
        return new Archive(null, new Records() {
            @Override
            public int count() {
                return kept.size();
            }

            @Override
            public byte[] get(int i) {
                return kept.get(i);
            }

            @Override
            public long bytes(int i) {
                return Journal.recordBytes(kept.get(i));
            }
        }, Long.MAX_VALUE);
    }

    @Override
    public synchronized List<ArchiveEntry> entries() {
        List<ArchiveEntry> entries = new ArrayList<>();
        int unreadable = 0;
        for (int i = 0; i < records.count(); i++) {
            boolean first = read.get(i) == null;
            Optional<ArchiveEntry> entry = entryAt(i);
            entry.ifPresent(entries::add);
            unreadable += first && entry.isEmpty() ? 1 : 0;
        }
        if (unreadable > 0) {
            System.err.println("tabula: passed over " + unreadable + (unreadable == 1 ? " record" : " records")
                    + " of the game archive that hold no game");
        }
        return entries;
    }

    /** The newest games, read from the end only: the menu's last games cost the same in any archive. */
    @Override
    public synchronized List<ArchiveEntry> latest(int count) {
        List<ArchiveEntry> latest = new ArrayList<>();
        for (int i = records.count() - 1; i >= 0 && latest.size() < count; i--) {
            entryAt(i).ifPresent(latest::add);
        }
        return latest;
    }

    @Override
    public synchronized Optional<String> script(int number) {
        for (int i = records.count() - 1; i >= 0; i--) {
            Optional<ArchiveEntry> entry = entryAt(i);
            if (entry.isPresent() && entry.get().number() == number) {
                try {
                    return Optional.of(ArchiveRecord.script(records.get(i)));
                } catch (IOException e) {
                    return Optional.empty();
                }
            }
        }
        return Optional.empty();
    }

    /**
     * Archives a finished game: its script in the public format, and what the entry says of it
     * (numbered next). Returns once it is on storage.
     *
     * @return the entry as kept
     * @throws IOException if it cannot be written; then it is not archived
     */
    public ArchiveEntry add(Instant finished, String game, List<String> seats, List<Integer> scores,
            List<Integer> winners, int games, String script) throws IOException {
        return add(finished, game, seats, List.of(), scores, winners, games, script);
    }

    /** {@link #add(Instant, String, List, List, List, int, String)} with the names of the people at the seats ({@link ArchiveEntry#names()}). */
    public synchronized ArchiveEntry add(Instant finished, String game, List<String> seats, List<String> names, List<Integer> scores,
            List<Integer> winners, int games, String script) throws IOException {
        List<ArchiveEntry> last = latest(1);
        int number = last.isEmpty() ? 1 : last.get(0).number() + 1;
        ArchiveEntry entry = new ArchiveEntry(number, finished, game, seats, scores, winners, games, names);
        byte[] record = ArchiveRecord.encode(entry, script);
        if (record.length > Journal.MAX_PAYLOAD) {
            throw new IOException("the game is too long to archive (" + record.length + " bytes)");
        }
        journal.append(record);
        read.add(Optional.of(entry));
        trim();
        return entry;
    }

    /** Once over the limit, keeps the newest games that fill three quarters of it (the newest always). */
    private void trim() throws IOException {
        if (journal.size() <= limitBytes) {
            return;
        }
        long room = limitBytes * 3 / 4;
        int first = records.count() - 1;
        long used = records.bytes(first);
        while (first > 0 && used + records.bytes(first - 1) <= room) {
            first--;
            used += records.bytes(first);
        }
        journal.keepFrom(first);
        read.subList(0, first).clear();
    }

    /** The entry of record {@code i}, read once: empty for a record that holds no game (a foreign one), or whose script does not read. */
    private Optional<ArchiveEntry> entryAt(int i) {
        if (read.get(i) == null) {
            Optional<ArchiveEntry> entry;
            try {
                byte[] record = records.get(i);
                entry = Optional.of(ArchiveRecord.entry(record));
                // Read once now, so that every game listed can be exported.
                ArchiveRecord.script(record);
            } catch (IOException e) {
                entry = Optional.empty();
            }
            read.set(i, entry);
        }
        return read.get(i);
    }

    @Override
    public synchronized void close() throws IOException {
        if (journal != null) {
            journal.close();
        }
    }
}
