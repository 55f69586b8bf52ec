package org.tabula.firmware.web;

import java.nio.charset.StandardCharsets;
import java.util.Map;

/** What the door answers: a whole response, or an event stream that the server keeps open. */
sealed interface Answer {
    /**
     * A whole response.
     *
     * @param headers beyond the ones every answer gets (Content-Type and the security headers)
     */
    record Whole(int status, String contentType, Map<String, String> headers, byte[] body) implements Answer {
        static Whole json(int status, String json) {
            return new Whole(status, "application/json; charset=utf-8", Map.of(), json.getBytes(StandardCharsets.UTF_8));
        }

        /** A refusal, as JSON with a sentence the page shows. */
        static Whole refusal(int status, String sentence) {
            return json(status, "{\"error\":\"" + sentence.replace("\\", "\\\\").replace("\"", "\\\"") + "\"}");
        }
    }

    /** Server-sent events of the table for the audience ({@code seat} empty) or for a paired seat's token. */
    record Events(java.util.Optional<String> token) implements Answer {
    }
}
