package org.tabula.firmware.journal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.List;

/** Journal files written whole, as a test sets them up (a foreign record, a cut one), in the journal's own layout. */
public final class JournalFiles {
    private JournalFiles() {
    }

    /** Replaces the file at {@code path} by a journal holding {@code records}, atomically. */
    public static void write(Path path, List<byte[]> records) throws IOException {
        int length = Journal.MAGIC.length;
        for (byte[] payload : records) {
            if (payload.length == 0 || payload.length > Journal.MAX_PAYLOAD) {
                throw new IllegalArgumentException("a journal record holds 1 to " + Journal.MAX_PAYLOAD + " bytes, not " + payload.length);
            }
            length += Journal.HEADER_BYTES + payload.length;
        }
        ByteBuffer file = ByteBuffer.allocate(length).put(Journal.MAGIC);
        for (byte[] payload : records) {
            file.putInt(payload.length).putInt(Journal.crc(payload, 0, payload.length)).put(payload);
        }
        Durable.writeAtomically(path, file.array());
    }
}
