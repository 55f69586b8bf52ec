package org.tabula.firmware.archive;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectReader;

import org.tabula.firmware.json.Json;

/**
 * One archived game as a journal record: a 4-byte big-endian length, that many bytes of the
 * entry as JSON ({@link Summary}), then the replay script compressed with DEFLATE (a script of
 * repeated moves shrinks about four times, so the same bytes keep four times the games).
 */
final class ArchiveRecord {
    /** The longest script a record gives back, in bytes: far above any game, so a forged record cannot fill the memory. */
    static final int MAX_SCRIPT_BYTES = 16 << 20;
    private static final ObjectReader SUMMARY = Json.MAPPER.readerFor(Summary.class)
            .with(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES).without(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    /** The entry as the record's JSON writes it (the date as ISO-8601 text). */
    private record Summary(int number, String finished, String game, List<String> seats, List<Integer> scores,
            List<Integer> winners, int games) {
    }

    private ArchiveRecord() {
    }

    static byte[] encode(ArchiveEntry entry, String script) throws IOException {
        byte[] summary = Json.MAPPER.writeValueAsBytes(new Summary(entry.number(), entry.finished().toString(), entry.game(),
                entry.seats(), entry.scores(), entry.winners(), entry.games()));
        byte[] packed = deflate(script.getBytes(StandardCharsets.UTF_8));
        return ByteBuffer.allocate(4 + summary.length + packed.length).putInt(summary.length).put(summary).put(packed).array();
    }

    /** @throws IOException if the record is no archived game (a foreign or damaged one) */
    static ArchiveEntry entry(byte[] record) throws IOException {
        Summary summary;
        try {
            summary = SUMMARY.readValue(record, 4, summaryLength(record));
            if (summary.finished() == null || summary.game() == null || summary.seats() == null || summary.scores() == null
                    || summary.winners() == null || summary.seats().contains(null) || summary.scores().contains(null)
                    || summary.winners().contains(null)) {
                throw new IOException("an archive record lacks a part of its game");
            }
            return new ArchiveEntry(summary.number(), Instant.parse(summary.finished()), summary.game(), summary.seats(),
                    summary.scores(), summary.winners(), summary.games());
        } catch (java.time.format.DateTimeParseException e) {
            throw new IOException("an archive record's date is not a date", e);
        }
    }

    /** @throws IOException if the record holds no readable script */
    static String script(byte[] record) throws IOException {
        int from = 4 + summaryLength(record);
        Inflater inflater = new Inflater();
        try {
            inflater.setInput(record, from, record.length - from);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            while (!inflater.finished()) {
                int n = inflater.inflate(buffer);
                if (n == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                    throw new IOException("an archive record's script is cut off");
                }
                out.write(buffer, 0, n);
                if (out.size() > MAX_SCRIPT_BYTES) {
                    throw new IOException("an archive record's script is longer than " + MAX_SCRIPT_BYTES + " bytes");
                }
            }
            return new String(out.toByteArray(), StandardCharsets.UTF_8);
        } catch (DataFormatException e) {
            throw new IOException("an archive record's script is not compressed data", e);
        } finally {
            inflater.end();
        }
    }

    private static int summaryLength(byte[] record) throws IOException {
        if (record.length < 4) {
            throw new IOException("an archive record is too short");
        }
        int length = ByteBuffer.wrap(record).getInt(0);
        if (length < 0 || length > record.length - 4) {
            throw new IOException("an archive record's length is out of range");
        }
        return length;
    }

    private static byte[] deflate(byte[] bytes) {
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION);
        try {
            deflater.setInput(bytes);
            deflater.finish();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            while (!deflater.finished()) {
                out.write(buffer, 0, deflater.deflate(buffer));
            }
            return out.toByteArray();
        } finally {
            deflater.end();
        }
    }
}
