package org.tabula.firmware.web;

import java.nio.charset.StandardCharsets;
import java.util.Map;

/** The bytes of the page's answers: the status line, the security headers every answer gets, the body. */
final class Responses {
    /** The security headers of every answer: this page's own files only, never in a frame, no referrer. */
    static final Map<String, String> SECURITY = Map.of(
            "Content-Security-Policy", "default-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'; "
                    + "base-uri 'none'; form-action 'self'",
            "X-Content-Type-Options", "nosniff",
            "Referrer-Policy", "no-referrer",
            "X-Frame-Options", "DENY",
            "Cache-Control", "no-store");

    private Responses() {
    }

    /**
     * {@code whole} as sent: its headers, its length, and its body unless the request was a
     * {@code HEAD}; {@code keepAlive} says whether the connection stays open for another request.
     */
    static byte[] whole(Answer.Whole whole, boolean head, boolean keepAlive) {
        StringBuilder text = statusLine(whole.status());
        whole.headers().forEach((name, value) -> header(text, name, value));
        header(text, "Content-Type", whole.contentType());
        header(text, "Content-Length", String.valueOf(whole.body().length));
        header(text, "Connection", keepAlive ? "keep-alive" : "close");
        byte[] top = text.append("\r\n").toString().getBytes(StandardCharsets.UTF_8);
        if (head) {
            return top;
        }
        byte[] bytes = new byte[top.length + whole.body().length];
        System.arraycopy(top, 0, bytes, 0, top.length);
        System.arraycopy(whole.body(), 0, bytes, top.length, whole.body().length);
        return bytes;
    }

    /** The head of an event stream: it runs until the connection closes, so it needs neither a length nor chunks. */
    static byte[] streamHead() {
        StringBuilder text = statusLine(200);
        header(text, "Content-Type", "text/event-stream; charset=utf-8");
        header(text, "Connection", "close");
        return text.append("\r\n").toString().getBytes(StandardCharsets.UTF_8);
    }

    private static StringBuilder statusLine(int status) {
        StringBuilder text = new StringBuilder(512).append("HTTP/1.1 ").append(status).append(' ').append(reason(status)).append("\r\n");
        SECURITY.forEach((name, value) -> header(text, name, value));
        return text;
    }

    private static void header(StringBuilder text, String name, String value) {
        text.append(name).append(": ").append(value).append("\r\n");
    }

    private static String reason(int status) {
        return switch (status) {
            case 200 -> "OK";
            case 204 -> "No Content";
            case 400 -> "Bad Request";
            case 403 -> "Forbidden";
            case 404 -> "Not Found";
            case 405 -> "Method Not Allowed";
            case 408 -> "Request Timeout";
            case 413 -> "Content Too Large";
            case 414 -> "URI Too Long";
            case 421 -> "Misdirected Request";
            case 429 -> "Too Many Requests";
            case 431 -> "Request Header Fields Too Large";
            case 501 -> "Not Implemented";
            case 503 -> "Service Unavailable";
            case 505 -> "HTTP Version Not Supported";
            default -> "Status";
        };
    }
}
