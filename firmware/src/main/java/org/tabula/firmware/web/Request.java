package org.tabula.firmware.web;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * One HTTP request as the door sees it: the server has read the request line and the headers
 * (within its own limits), and at most {@link PageDoor#MAX_BODY_BYTES} + 1 bytes of the body.
 *
 * @param method  as sent ({@code GET})
 * @param target  the request target as sent ({@code /archive/x?y})
 * @param headers by lower-case name, each with its values in order
 * @param body    the body read, cut after {@link PageDoor#MAX_BODY_BYTES} + 1 bytes
 * @param from    the peer's address, for rate limits
 */
record Request(String method, String target, Map<String, List<String>> headers, byte[] body, String from) {
    /** The header's only value; empty when absent or sent more than once (which the door refuses to guess at). */
    Optional<String> header(String name) {
        List<String> values = headers.get(name.toLowerCase(Locale.ROOT));
        return values != null && values.size() == 1 ? Optional.of(values.get(0)) : Optional.empty();
    }

    boolean hasHeader(String name) {
        return headers.containsKey(name.toLowerCase(Locale.ROOT));
    }
}
