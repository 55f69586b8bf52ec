package org.tabula.firmware.journal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32C;

/**
 * An append-only file of records that survives power loss: each record is written whole and
 * forced to the storage device before {@link #append} returns, so a record that was appended is
 * never lost, and a record torn by a power cut is recognised and dropped when the file is opened
 * again.
 *
 * <p>Record layout: a 4-byte big-endian payload length, the payload's 4-byte CRC-32C, then the
 * payload. The file starts with an 8-byte magic so that a stray file is not mistaken for a journal.
 */
public final class Journal implements AutoCloseable {
    static final byte[] MAGIC = {'T', 'A', 'B', 'J', 'R', 'N', 'L', '1'};
    static final int HEADER_BYTES = 8;
    /** No record of the console comes near this; a larger length means a damaged header. */
    public static final int MAX_PAYLOAD = 1 << 20;

    private final Path path;
    private FileChannel channel;
    /** Each record's place in the file: where its payload starts, and its length. */
    private final RecordIndex index;
    /** The payloads, in memory; null for a journal whose records stay on storage ({@link #openOnStorage}). */
    private final List<byte[]> records;
    private final Recovery recovery;

    /** What opening the journal found: how many records were read, and what was dropped or set aside. */
    public record Recovery(int records, long droppedTailBytes, Path setAside) {
    }

    private Journal(Path path, FileChannel channel, RecordIndex index, List<byte[]> records, Recovery recovery) {
        this.path = path;
        this.channel = channel;
        this.index = index;
        this.records = records;
        this.recovery = recovery;
    }

    /**
     * Opens (or creates) the journal at {@code path} and reads its records into memory. A torn
     * last record is cut off. A file that is not a journal, or is damaged before its end, is
     * renamed aside ({@code name.damaged-<millis>}) and a new, empty journal is started, so the
     * console always starts; {@link #recovery()} says what happened.
     */
    public static Journal open(Path path) throws IOException {
        return open(path, true);
    }

    /**
     * {@link #open}, but the records stay on storage and {@link #record} reads one when asked:
     * for a journal of megabytes (the game archive), which the box's memory should not hold.
     * Opening reads the file once, a record at a time, to check it.
     */
    public static Journal openOnStorage(Path path) throws IOException {
        return open(path, false);
    }

    private static Journal open(Path path, boolean inMemory) throws IOException {
        Path setAside = null;
        if (Files.exists(path)) {
            FileChannel channel = FileChannel.open(path, StandardOpenOption.READ, StandardOpenOption.WRITE);
            Scan scan;
            try {
                scan = Scan.of(channel, inMemory);
            } catch (IOException | RuntimeException e) {
                channel.close();
                throw e;
            }
            if (scan.validBytes < MAGIC.length && !scan.damaged) {
                // Cut off while its magic was written: nothing was ever recorded in it.
                channel.close();
                Files.delete(path);
            } else if (scan.damaged) {
                channel.close();
                setAside = path.resolveSibling(path.getFileName() + ".damaged-" + System.currentTimeMillis());
                Files.move(path, setAside, StandardCopyOption.ATOMIC_MOVE);
            } else {
                long dropped = channel.size() - scan.validBytes;
                if (dropped > 0) {
                    channel.truncate(scan.validBytes);
                    channel.force(true);
                }
                channel.position(scan.validBytes);
                return new Journal(path, channel, scan.index, scan.records,
                        new Recovery(scan.index.count(), dropped, null));
            }
        }
        Files.createDirectories(path.toAbsolutePath().getParent());
        FileChannel channel = FileChannel.open(path, StandardOpenOption.CREATE_NEW, StandardOpenOption.READ, StandardOpenOption.WRITE);
        writeFully(channel, ByteBuffer.wrap(MAGIC));
        channel.force(true);
        Durable.syncDirectory(path.toAbsolutePath().getParent());
        return new Journal(path, channel, new RecordIndex(), inMemory ? new ArrayList<>() : null, new Recovery(0, 0, setAside));
    }

    /**
     * The records of the journal at {@code path} as it is now, changing nothing: a torn or damaged
     * part and all after it are left out (for a reader beside the process that writes it); none
     * if there is no file.
     */
    public static List<byte[]> read(Path path) throws IOException {
        if (!Files.exists(path)) {
            return List.of();
        }
        try (FileChannel channel = FileChannel.open(path, StandardOpenOption.READ)) {
            return Scan.of(channel, true).records;
        }
    }

    /**
     * Keeps the records from {@code first} on and drops the older ones, atomically: the file is
     * replaced by a copy of its tail (temp file, fsync, rename), so a power cut leaves the old
     * journal or the new one, and the records are never all in memory at once.
     */
    public void keepFrom(int first) throws IOException {
        if (first <= 0) {
            return;
        }
        long from = index.offset(first) - HEADER_BYTES;
        long end = channel.size();
        Durable.writeAtomically(path, target -> {
            writeFully(target, ByteBuffer.wrap(MAGIC));
            for (long at = from; at < end;) {
                at += channel.transferTo(at, end - at, target);
            }
        });
        channel.close();
        channel = FileChannel.open(path, StandardOpenOption.READ, StandardOpenOption.WRITE);
        channel.position(channel.size());
        index.dropFirst(first, from - MAGIC.length);
        if (records != null) {
            records.subList(0, first).clear();
        }
    }

    /** The records read when the journal was opened, then those appended since, in order: for a journal {@link #open}ed into memory. */
    public List<byte[]> records() {
        if (records == null) {
            throw new IllegalStateException("this journal keeps its records on storage: read them one at a time");
        }
        return List.copyOf(records);
    }

    /** How many records the journal holds. */
    public int count() {
        return index.count();
    }

    /** Record {@code i}'s payload, from memory or read from storage. */
    public byte[] record(int i) throws IOException {
        if (records != null) {
            return records.get(i).clone();
        }
        return readAt(channel, index.offset(i), index.length(i));
    }

    /** The bytes record {@code i} takes in the file, its header included. */
    public long recordBytes(int i) {
        return HEADER_BYTES + (long) index.length(i);
    }

    public Recovery recovery() {
        return recovery;
    }

    public Path path() {
        return path;
    }

    /** Writes one record and forces it to the device; when this returns, the record survives a power cut. */
    public void append(byte[] payload) throws IOException {
        checkPayload(payload);
        ByteBuffer record = ByteBuffer.allocate(HEADER_BYTES + payload.length);
        record.putInt(payload.length).putInt(crc(payload, 0, payload.length)).put(payload).flip();
        long at = channel.position();
        writeFully(channel, record);
        // Data only: the file's length is part of what force(false) writes on Linux (fdatasync).
        channel.force(false);
        index.add(at + HEADER_BYTES, payload.length);
        if (records != null) {
            records.add(payload.clone());
        }
    }

    /** The bytes a record of {@code payload} takes in the file, its header included. */
    public static long recordBytes(byte[] payload) {
        return HEADER_BYTES + (long) payload.length;
    }

    private static void checkPayload(byte[] payload) {
        if (payload.length == 0 || payload.length > MAX_PAYLOAD) {
            throw new IllegalArgumentException("a journal record holds 1 to " + MAX_PAYLOAD + " bytes, not " + payload.length);
        }
    }

    /** The bytes the journal occupies on storage. */
    public long size() throws IOException {
        return channel.size();
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }

    private static void writeFully(FileChannel channel, ByteBuffer buffer) throws IOException {
        while (buffer.hasRemaining()) {
            channel.write(buffer);
        }
    }

    static int crc(byte[] bytes, int offset, int length) {
        CRC32C crc = new CRC32C();
        crc.update(bytes, offset, length);
        return (int) crc.getValue();
    }

    /** {@code length} bytes of the file from {@code position}, read whole. */
    private static byte[] readAt(FileChannel file, long position, int length) throws IOException {
        ByteBuffer bytes = ByteBuffer.allocate(length);
        for (long at = position; bytes.hasRemaining();) {
            int read = file.read(bytes, at);
            if (read < 0) {
                throw new IOException("the journal ends before a record it should hold");
            }
            at += read;
        }
        return bytes.array();
    }

    /**
     * The result of reading a journal file from the start, a record at a time: the records' places,
     * their payloads if asked for, how far the file is valid, and whether it is damaged before its end.
     */
    private record Scan(RecordIndex index, List<byte[]> records, long validBytes, boolean damaged) {
        static Scan of(FileChannel file, boolean keepPayloads) throws IOException {
            RecordIndex index = new RecordIndex();
            List<byte[]> records = keepPayloads ? new ArrayList<>() : null;
            long size = file.size();
            byte[] magic = readAt(file, 0, (int) Math.min(size, MAGIC.length));
            if (!java.util.Arrays.equals(magic, 0, magic.length, MAGIC, 0, magic.length)) {
                return new Scan(index, records, 0, true);
            }
            if (size < MAGIC.length) {
                return new Scan(index, records, 0, false);
            }
            long at = MAGIC.length;
            while (at < size) {
                if (size - at < HEADER_BYTES) {
                    return new Scan(index, records, at, false);
                }
                ByteBuffer header = ByteBuffer.wrap(readAt(file, at, HEADER_BYTES));
                int length = header.getInt(0);
                int crc = header.getInt(4);
                boolean fits = length > 0 && length <= MAX_PAYLOAD && at + HEADER_BYTES + length <= size;
                byte[] payload = fits ? readAt(file, at + HEADER_BYTES, length) : null;
                if (!fits || crc(payload, 0, length) != crc) {
                    // Torn only if nothing valid could follow: the record runs to the end of the file.
                    boolean last = !fits || at + HEADER_BYTES + length == size;
                    return new Scan(index, records, at, !last);
                }
                index.add(at + HEADER_BYTES, length);
                if (records != null) {
                    records.add(payload);
                }
                at += HEADER_BYTES + length;
            }
            return new Scan(index, records, at, false);
        }
    }
}
