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
 * damaged before its end is set aside by the journal. Either way the service goes on. Entries
 * are read from their records only when asked for: a start reads the file and checks its
 * checksums, nothing more.
 */
public final class Archive implements ArchiveReader, AutoCloseable {
    public static final String FILE = "archive.journal";

    private final Path path;
    private final long limitBytes;
    private Journal journal;
    /** The records, oldest first; their entries are read when first asked for, so a start reads none of them. */
    private final List<byte[]> records = new ArrayList<>();
    /** The entry of each record once read (empty: it holds no game), or null while unread. */
    private final List<Optional<ArchiveEntry>> read = new ArrayList<>();

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
        archive.keep(archive.journal.records());
        archive.trim();
        return archive;
    }

    /**
     * The archive in {@code stateFolder} as it is now, read without changing anything (beside a
     * service that may be writing it): {@code tabula games}.
     */
    public static ArchiveReader snapshot(Path stateFolder) throws IOException {
        Archive snapshot = new Archive(stateFolder.resolve(FILE), Long.MAX_VALUE);
        snapshot.keep(Journal.read(snapshot.path));
        return snapshot;
    }

    @Override
    public synchronized List<ArchiveEntry> entries() {
        List<ArchiveEntry> entries = new ArrayList<>();
        int unreadable = 0;
        for (int i = 0; i < records.size(); i++) {
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
        for (int i = records.size() - 1; i >= 0 && latest.size() < count; i--) {
            entryAt(i).ifPresent(latest::add);
        }
        return latest;
    }

    @Override
    public synchronized Optional<String> script(int number) {
        for (int i = records.size() - 1; i >= 0; i--) {
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
    public synchronized ArchiveEntry add(Instant finished, String game, List<String> seats, List<Integer> scores,
            List<Integer> winners, int games, String script) throws IOException {
        List<ArchiveEntry> last = latest(1);
        int number = last.isEmpty() ? 1 : last.get(0).number() + 1;
        ArchiveEntry entry = new ArchiveEntry(number, finished, game, seats, scores, winners, games);
        byte[] record = ArchiveRecord.encode(entry, script);
        if (record.length > Journal.MAX_PAYLOAD) {
            throw new IOException("the game is too long to archive (" + record.length + " bytes)");
        }
        journal.append(record);
        records.add(record);
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
        int first = records.size() - 1;
        long used = Journal.recordBytes(records.get(first));
        while (first > 0 && used + Journal.recordBytes(records.get(first - 1)) <= room) {
            first--;
            used += Journal.recordBytes(records.get(first));
        }
        List<byte[]> newest = new ArrayList<>(records.subList(first, records.size()));
        List<Optional<ArchiveEntry>> newestRead = new ArrayList<>(read.subList(first, read.size()));
        journal.close();
        Journal.replace(path, newest);
        journal = Journal.open(path);
        records.clear();
        read.clear();
        records.addAll(newest);
        read.addAll(newestRead);
    }

    private void keep(List<byte[]> kept) {
        records.addAll(kept);
        kept.forEach(record -> read.add(null));
    }

    /** The entry of record {@code i}, read once: empty for a record that holds no game (a foreign one), or whose script does not read. */
    private Optional<ArchiveEntry> entryAt(int i) {
        if (read.get(i) == null) {
            Optional<ArchiveEntry> entry;
            try {
                entry = Optional.of(ArchiveRecord.entry(records.get(i)));
                // Read once now, so that every game listed can be exported.
                ArchiveRecord.script(records.get(i));
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
