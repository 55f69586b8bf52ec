package org.tabula.firmware.web;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Reads one HTTP/1.x request from the bytes a connection has received so far, as a pure function:
 * not yet whole, whole (the request and how many bytes it took), or refused with the status and
 * sentence to answer before closing. Only what the page needs is taken: an origin-form target, at
 * most {@link #MAX_HEADERS} header lines in {@link #MAX_HEAD_BYTES}, and a body of a
 * {@code Content-Length} of at most {@link PageDoor#MAX_BODY_BYTES}; a body in chunks is refused.
 */
final class RequestReader {
    static final int MAX_HEAD_BYTES = 16 * 1024;
    static final int MAX_HEADERS = 64;
    private static final Pattern METHOD = Pattern.compile("[A-Z]{1,16}");
    private static final Pattern TOKEN = Pattern.compile("[!#$%&'*+.^_`|~0-9A-Za-z-]+");
    /** The target's characters: visible ASCII, nothing the request line would split on. */
    private static final Pattern TARGET = Pattern.compile("/[\\x21-\\x7e]*");

    private RequestReader() {
    }

    /** What the bytes so far make. */
    sealed interface Outcome {
    }

    /** More bytes are needed. */
    record Incomplete() implements Outcome {
    }

    /**
     * A whole request.
     *
     * @param length    the bytes it took (a next request may follow them)
     * @param keepAlive whether the connection may carry another request after the answer
     */
    record Whole(Request request, int length, boolean keepAlive) implements Outcome {
    }

    /** A request the server answers with {@code status} and {@code sentence}, then closes. */
    record Refused(int status, String sentence) implements Outcome {
    }

    private static final Incomplete INCOMPLETE = new Incomplete();

    /**
     * Where the head (request line and headers) of {@code bytes[0, length)} ends, just past its
     * blank line, or -1; {@code from} is where to look from (the bytes before it were looked at).
     */
    static int headEnd(byte[] bytes, int from, int length) {
        for (int i = Math.max(1, from); i < length; i++) {
            if (bytes[i] == '\n' && (bytes[i - 1] == '\n' || (i >= 2 && bytes[i - 1] == '\r' && bytes[i - 2] == '\n'))) {
                return i + 1;
            }
        }
        return -1;
    }

    /** Reads the request in {@code bytes[0, length)}, its head ending at {@code headEnd} (or -1), sent by {@code from}. */
    static Outcome read(byte[] bytes, int length, int headEnd, String from) {
        if (headEnd < 0) {
            return length > MAX_HEAD_BYTES ? new Refused(431, "The request's headers are too large.") : INCOMPLETE;
        }
        if (headEnd > MAX_HEAD_BYTES) {
            return new Refused(431, "The request's headers are too large.");
        }
        String[] lines = new String(bytes, 0, headEnd, StandardCharsets.ISO_8859_1).split("\r?\n", -1);
        String[] requestLine = lines[0].split(" ", -1);
        if (requestLine.length != 3 || !METHOD.matcher(requestLine[0]).matches()) {
            return new Refused(400, "That is not a request this box understands.");
        }
        if (!requestLine[2].equals("HTTP/1.1") && !requestLine[2].equals("HTTP/1.0")) {
            return new Refused(505, "This box speaks HTTP/1.1.");
        }
        if (requestLine[1].length() > PageDoor.MAX_TARGET_CHARS) {
            return new Refused(414, "The address is too long.");
        }
        if (!TARGET.matcher(requestLine[1]).matches()) {
            return new Refused(400, "That is not an address on this box.");
        }
        // The head ends in a blank line: the last two of the split are empty.
        if (lines.length - 3 > MAX_HEADERS) {
            return new Refused(431, "The request has too many headers.");
        }
        Map<String, List<String>> headers = new HashMap<>();
        for (int i = 1; i < lines.length - 2; i++) {
            String line = lines[i];
            int colon = line.indexOf(':');
            if (colon <= 0 || !TOKEN.matcher(line.substring(0, colon)).matches()) {
                return new Refused(400, "A header of the request is malformed.");
            }
            headers.computeIfAbsent(line.substring(0, colon).toLowerCase(Locale.ROOT), name -> new ArrayList<>(1))
                    .add(line.substring(colon + 1).strip());
        }
        if (headers.containsKey("transfer-encoding")) {
            return new Refused(501, "A body in chunks is not taken here: send its length.");
        }
        int bodyLength = 0;
        List<String> lengths = headers.get("content-length");
        if (lengths != null) {
            if (lengths.stream().distinct().count() != 1 || !lengths.get(0).matches("\\d{1,9}")) {
                return new Refused(400, "The request's length is malformed.");
            }
            bodyLength = Integer.parseInt(lengths.get(0));
            if (bodyLength > PageDoor.MAX_BODY_BYTES) {
                return new Refused(413, "The request is too large.");
            }
        }
        if (length - headEnd < bodyLength) {
            return INCOMPLETE;
        }
        List<String> connection = headers.getOrDefault("connection", List.of());
        boolean keepAlive = requestLine[2].equals("HTTP/1.1")
                && connection.stream().noneMatch(value -> value.toLowerCase(Locale.ROOT).contains("close"));
        Request request = new Request(requestLine[0], requestLine[1], headers,
                Arrays.copyOfRange(bytes, headEnd, headEnd + bodyLength), from);
        return new Whole(request, headEnd + bodyLength, keepAlive);
    }
}
