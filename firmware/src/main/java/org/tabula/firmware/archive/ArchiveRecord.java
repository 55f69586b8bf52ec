package org.tabula.firmware.archive;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.TextNode;

import org.tabula.firmware.json.Json;

/**
 * One archived game as a journal record: a 4-byte big-endian length, that many bytes of the
 * entry as JSON ({@link Summary}), then the replay script compressed with DEFLATE (a script of
 * repeated moves shrinks about four times, so the same bytes keep four times the games).
 */
final class ArchiveRecord {
    /** The longest script a record gives back, in bytes: far above any game, so a forged record cannot fill the memory. */
    static final int MAX_SCRIPT_BYTES = 16 << 20;
    private static final String LACKS_A_PART = "an archive record lacks a part of its game";

    /** The entry as the record's JSON writes it (the date as ISO-8601 text). */
    private record Summary(int number, String finished, String game, List<String> seats, List<Integer> scores,
            List<Integer> winners, int games) {
    }

    /** The entry's key for the names of the people at the seats, written only when somebody had one. */
    private static final String NAMES = "names";

    private ArchiveRecord() {
    }

    static byte[] encode(ArchiveEntry entry, String script) throws IOException {
        JsonNode tree = Json.tree(new Summary(entry.number(), entry.finished().toString(), entry.game(),
                entry.seats(), entry.scores(), entry.winners(), entry.games()));
        if (entry.names().stream().anyMatch(name -> !name.isEmpty())) {
            ArrayNode names = ((com.fasterxml.jackson.databind.node.ObjectNode) tree).putArray(NAMES);
            entry.names().forEach(names::add);
        }
        byte[] summary = Json.bytes(tree);
        byte[] packed = deflate(script.getBytes(StandardCharsets.UTF_8));
        return ByteBuffer.allocate(4 + summary.length + packed.length).putInt(summary.length).put(summary).put(packed).array();
    }

    /** @throws IOException if the record is no archived game (a foreign or damaged one) */
    static ArchiveEntry entry(byte[] record) throws IOException {
        JsonNode summary = Json.read(record, 4, summaryLength(record));
        // Other keys are ignored: a later version may keep more of a game.
        if (!(summary.get("finished") instanceof TextNode finished) || !(summary.get("game") instanceof TextNode game)) {
            throw new IOException(LACKS_A_PART);
        }
        try {
            return new ArchiveEntry(count(summary, "number"), Instant.parse(finished.textValue()), game.textValue(),
                    list(summary, "seats", JsonNode::isTextual, JsonNode::textValue), list(summary, "scores", JsonNode::isInt, JsonNode::intValue),
                    list(summary, "winners", JsonNode::isInt, JsonNode::intValue), count(summary, "games"),
                    summary.has(NAMES) ? names(summary) : List.of());
        } catch (java.time.format.DateTimeParseException e) {
            throw new IOException("an archive record's date is not a date", e);
        }
    }

    /** A whole number of the summary; 0 if it is absent, as records of every version have them. */
    private static int count(JsonNode summary, String key) throws IOException {
        JsonNode value = summary.get(key);
        if (value == null) {
            return 0;
        }
        if (!value.isInt()) {
            throw new IOException(LACKS_A_PART);
        }
        return value.intValue();
    }

    private static <T> List<T> list(JsonNode summary, String key, Predicate<JsonNode> isElement, Function<JsonNode, T> element)
            throws IOException {
        if (!(summary.get(key) instanceof ArrayNode array)) {
            throw new IOException(LACKS_A_PART);
        }
        List<T> list = new ArrayList<>(array.size());
        for (JsonNode item : array) {
            if (!isElement.test(item)) {
                throw new IOException(LACKS_A_PART);
            }
            list.add(element.apply(item));
        }
        return list;
    }

    /** The names of the people at the seats; a record whose names do not match its seats holds no game. */
    private static List<String> names(JsonNode summary) throws IOException {
        List<String> names = list(summary, NAMES, JsonNode::isTextual, JsonNode::textValue);
        if (names.size() != summary.get("seats").size()) {
            throw new IOException(LACKS_A_PART);
        }
        return names;
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
