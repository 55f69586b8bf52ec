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
 *
 * <p>The file grows in steps of {@link #GROWTH_BYTES} zeros, written, not just reserved, so that
 * most appends overwrite blocks the file already has: its length and its blocks stay as they were,
 * and {@code fdatasync} writes the record's block alone, without a commit of the file system's
 * journal (ext4 commits one for every append that makes a file longer, 12 KiB on an SD card). A
 * zero length ends the records: the zeros after them are room for the next.
 */
public final class Journal implements AutoCloseable {
    static final byte[] MAGIC = {'T', 'A', 'B', 'J', 'R', 'N', 'L', '1'};
    static final int HEADER_BYTES = 8;
    /** No record of the console comes near this; a larger length means a damaged header. */
    public static final int MAX_PAYLOAD = 1 << 20;
    /**
     * How much the file grows by when a record does not fit: a few hundred moves. Written as zeros:
     * space reserved with fallocate is marked unwritten, and the first write into it changes the
     * file's metadata as much as growing it would.
     */
    static final int GROWTH_BYTES = 16 * 1024;

    private final Path path;
    private FileChannel channel;
    /** Where the records end and the next is written: the zeros from here on are room for it. */
    private long end;
    /** Each record's place in the file: where its payload starts, and its length. */
    private final RecordIndex index;
    /** The payloads, in memory; null for a journal whose records stay on storage ({@link #openOnStorage}). */
    private final List<byte[]> records;
    private final Recovery recovery;

    /** What opening the journal found: how many records were read, and what was dropped or set aside. */
    public record Recovery(int records, long droppedTailBytes, Path setAside) {
    }

    private Journal(Path path, FileChannel channel, long end, RecordIndex index, List<byte[]> records, Recovery recovery) {
        this.path = path;
        this.channel = channel;
        this.end = end;
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
                if (scan.tornBytes > 0) {
                    channel.truncate(scan.validBytes);
                    channel.force(true);
                }
                return new Journal(path, channel, scan.validBytes, scan.index, scan.records,
                        new Recovery(scan.index.count(), scan.tornBytes, null));
            }
        }
        Files.createDirectories(path.toAbsolutePath().getParent());
        FileChannel channel = FileChannel.open(path, StandardOpenOption.CREATE_NEW, StandardOpenOption.READ, StandardOpenOption.WRITE);
        writeFully(channel, ByteBuffer.wrap(MAGIC));
        channel.force(true);
        Durable.syncDirectory(path.toAbsolutePath().getParent());
        return new Journal(path, channel, MAGIC.length, new RecordIndex(), inMemory ? new ArrayList<>() : null, new Recovery(0, 0, setAside));
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
        long to = end;
        Durable.writeAtomically(path, target -> {
            writeFully(target, ByteBuffer.wrap(MAGIC));
            for (long at = from; at < to;) {
                at += channel.transferTo(at, to - at, target);
            }
        });
        channel.close();
        channel = FileChannel.open(path, StandardOpenOption.READ, StandardOpenOption.WRITE);
        end = channel.size();
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

    /**
     * Replaces the journal at {@code path} (closed, or none yet) by one holding exactly {@code payloads},
     * atomically (temp file, fsync, rename): a power cut or a kill leaves the old journal or the whole
     * new one, never a part of it, as appending the records one by one would.
     */
    public static void replace(Path path, List<byte[]> payloads) throws IOException {
        payloads.forEach(Journal::checkPayload);
        Durable.writeAtomically(path, target -> {
            writeFully(target, ByteBuffer.wrap(MAGIC));
            for (byte[] payload : payloads) {
                ByteBuffer record = ByteBuffer.allocate(HEADER_BYTES + payload.length);
                writeFully(target, framed(payload, record));
            }
        });
    }

    /** Writes one record and forces it to the device; when this returns, the record survives a power cut. */
    public void append(byte[] payload) throws IOException {
        checkPayload(payload);
        long at = end;
        long after = at + HEADER_BYTES + payload.length;
        // A record that does not fit in the room left brings the next step's zeros with it, in the same write.
        long written = after <= channel.size() ? after : (after + GROWTH_BYTES - 1) / GROWTH_BYTES * GROWTH_BYTES;
        ByteBuffer record = framed(payload, ByteBuffer.allocate((int) (written - at)));
        writeFully(channel, record, at);
        // Data only: the file's length, when it grew, is part of what force(false) writes on Linux (fdatasync).
        channel.force(false);
        end = after;
        index.add(at + HEADER_BYTES, payload.length);
        if (records != null) {
            records.add(payload.clone());
        }
    }

    /** {@code buffer} (zeros, room for the record at least) with the record of {@code payload} at its start, ready to write whole. */
    private static ByteBuffer framed(byte[] payload, ByteBuffer buffer) {
        buffer.putInt(payload.length).putInt(crc(payload, 0, payload.length)).put(payload).rewind();
        return buffer;
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

    /** The bytes of the journal's magic and records (the file holds up to {@link #GROWTH_BYTES} of zeros beyond them). */
    public long size() {
        return end;
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

    private static void writeFully(FileChannel channel, ByteBuffer buffer, long position) throws IOException {
        for (long at = position; buffer.hasRemaining();) {
            at += channel.write(buffer, at);
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

    /** Whether the file holds only zeros from {@code position} to its end (room left for records, or nothing). */
    private static boolean zerosFrom(FileChannel file, long position) throws IOException {
        ByteBuffer block = ByteBuffer.allocate(GROWTH_BYTES);
        for (long at = position; at < file.size(); at += block.position()) {
            block.clear();
            if (file.read(block, at) < 0) {
                return true;
            }
            for (int i = 0; i < block.position(); i++) {
                if (block.get(i) != 0) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The result of reading a journal file from the start, a record at a time: the records' places,
     * their payloads if asked for, how far the file is valid, how many bytes after that are a torn
     * record (not the zeros of room left), and whether it is damaged before its end.
     */
    private record Scan(RecordIndex index, List<byte[]> records, long validBytes, long tornBytes, boolean damaged) {
        static Scan of(FileChannel file, boolean keepPayloads) throws IOException {
            RecordIndex index = new RecordIndex();
            List<byte[]> records = keepPayloads ? new ArrayList<>() : null;
            long size = file.size();
            byte[] magic = readAt(file, 0, (int) Math.min(size, MAGIC.length));
            if (!java.util.Arrays.equals(magic, 0, magic.length, MAGIC, 0, magic.length)) {
                return new Scan(index, records, 0, 0, true);
            }
            if (size < MAGIC.length) {
                return new Scan(index, records, 0, 0, false);
            }
            long at = MAGIC.length;
            while (at < size) {
                ByteBuffer header = size - at < HEADER_BYTES ? null : ByteBuffer.wrap(readAt(file, at, HEADER_BYTES));
                int length = header == null ? 0 : header.getInt(0);
                if (length == 0) {
                    // The records end here: zeros are room for the next; anything else, a record torn before its header was stored.
                    return new Scan(index, records, at, zerosFrom(file, at) ? 0 : size - at, false);
                }
                int crc = header.getInt(4);
                boolean fits = length > 0 && length <= MAX_PAYLOAD && at + HEADER_BYTES + length <= size;
                byte[] payload = fits ? readAt(file, at + HEADER_BYTES, length) : null;
                if (!fits || crc(payload, 0, length) != crc) {
                    // Torn only if nothing could follow it: the record runs past the file's end, or only zeros follow.
                    boolean last = !fits || zerosFrom(file, at + HEADER_BYTES + length);
                    return new Scan(index, records, at, size - at, !last);
                }
                index.add(at + HEADER_BYTES, length);
                if (records != null) {
                    records.add(payload);
                }
                at += HEADER_BYTES + length;
            }
            return new Scan(index, records, at, 0, false);
        }
    }
}
