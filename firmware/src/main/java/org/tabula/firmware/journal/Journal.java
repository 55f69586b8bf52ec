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
    private final FileChannel channel;
    private final List<byte[]> records;
    private final Recovery recovery;

    /** What opening the journal found: how many records were read, and what was dropped or set aside. */
    public record Recovery(int records, long droppedTailBytes, Path setAside) {
        public boolean clean() {
            return droppedTailBytes == 0 && setAside == null;
        }
    }

    private Journal(Path path, FileChannel channel, List<byte[]> records, Recovery recovery) {
        this.path = path;
        this.channel = channel;
        this.records = records;
        this.recovery = recovery;
    }

    /**
     * Opens (or creates) the journal at {@code path} and reads its records. A torn last record is
     * cut off. A file that is not a journal, or is damaged before its end, is renamed aside
     * ({@code name.damaged-<millis>}) and a new, empty journal is started, so the console always
     * starts; {@link #recovery()} says what happened.
     */
    public static Journal open(Path path) throws IOException {
        Path setAside = null;
        if (Files.exists(path)) {
            Scan scan = Scan.of(Files.readAllBytes(path));
            if (scan.validBytes < MAGIC.length && !scan.damaged) {
                // Cut off while its magic was written: nothing was ever recorded in it.
                Files.delete(path);
            } else if (scan.damaged) {
                setAside = path.resolveSibling(path.getFileName() + ".damaged-" + System.currentTimeMillis());
                Files.move(path, setAside, StandardCopyOption.ATOMIC_MOVE);
            } else {
                FileChannel channel = FileChannel.open(path, StandardOpenOption.READ, StandardOpenOption.WRITE);
                long dropped = channel.size() - scan.validBytes;
                if (dropped > 0) {
                    channel.truncate(scan.validBytes);
                    channel.force(true);
                }
                channel.position(scan.validBytes);
                return new Journal(path, channel, scan.records, new Recovery(scan.records.size(), dropped, null));
            }
        }
        Files.createDirectories(path.toAbsolutePath().getParent());
        FileChannel channel = FileChannel.open(path, StandardOpenOption.CREATE_NEW, StandardOpenOption.READ, StandardOpenOption.WRITE);
        writeFully(channel, ByteBuffer.wrap(MAGIC));
        channel.force(true);
        Durable.syncDirectory(path.toAbsolutePath().getParent());
        return new Journal(path, channel, new ArrayList<>(), new Recovery(0, 0, setAside));
    }

    /**
     * The records of the journal at {@code path} as it is now, changing nothing: a torn or damaged
     * part and all after it are left out (for a reader beside the process that writes it); none
     * if there is no file.
     */
    public static List<byte[]> read(Path path) throws IOException {
        return Files.exists(path) ? Scan.of(Files.readAllBytes(path)).records : List.of();
    }

    /**
     * Replaces the journal at {@code path} (closed) by one holding {@code records}, atomically
     * ({@link Durable#writeAtomically}): a power cut leaves the old journal or the new one.
     */
    public static void replace(Path path, List<byte[]> records) throws IOException {
        int length = MAGIC.length;
        for (byte[] payload : records) {
            checkPayload(payload);
            length += HEADER_BYTES + payload.length;
        }
        ByteBuffer file = ByteBuffer.allocate(length).put(MAGIC);
        for (byte[] payload : records) {
            file.putInt(payload.length).putInt(crc(payload, 0, payload.length)).put(payload);
        }
        Durable.writeAtomically(path, file.array());
    }

    /** The records read when the journal was opened, then those appended since, in order. */
    public List<byte[]> records() {
        return List.copyOf(records);
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
        writeFully(channel, record);
        // Data only: the file's length is part of what force(false) writes on Linux (fdatasync).
        channel.force(false);
        records.add(payload.clone());
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

    /** The result of reading a journal file from the start. */
    private record Scan(List<byte[]> records, long validBytes, boolean damaged) {
        static Scan of(byte[] file) {
            List<byte[]> records = new ArrayList<>();
            if (file.length < MAGIC.length) {
                boolean prefix = java.util.Arrays.equals(file, 0, file.length, MAGIC, 0, file.length);
                return new Scan(records, 0, !prefix);
            }
            if (!java.util.Arrays.equals(file, 0, MAGIC.length, MAGIC, 0, MAGIC.length)) {
                return new Scan(records, 0, true);
            }
            ByteBuffer in = ByteBuffer.wrap(file);
            int at = MAGIC.length;
            while (at < file.length) {
                if (file.length - at < HEADER_BYTES) {
                    return new Scan(records, at, false);
                }
                int length = in.getInt(at);
                int crc = in.getInt(at + 4);
                boolean fits = length > 0 && length <= MAX_PAYLOAD && (long) at + HEADER_BYTES + length <= file.length;
                if (!fits || crc(file, at + HEADER_BYTES, length) != crc) {
                    // Torn only if nothing valid could follow: the record runs to the end of the file.
                    boolean last = !fits || (long) at + HEADER_BYTES + length == file.length;
                    return new Scan(records, at, !last);
                }
                records.add(java.util.Arrays.copyOfRange(file, at + HEADER_BYTES, at + HEADER_BYTES + length));
                at += HEADER_BYTES + length;
            }
            return new Scan(records, at, false);
        }
    }
}
