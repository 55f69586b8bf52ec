package org.tabula.firmware.web;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The server's reading of a request, however its bytes arrive, and its refusals. */
class RequestReaderTest {
    private static RequestReader.Outcome read(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.ISO_8859_1);
        return RequestReader.read(bytes, bytes.length, RequestReader.headEnd(bytes, 0, bytes.length), "192.168.1.7");
    }

    private static int refusal(String text) {
        return assertInstanceOf(RequestReader.Refused.class, read(text)).status();
    }

    @Test
    void aRequestIsTheSameHoweverItsBytesArrive() {
        String pair = "POST /pair?x=1 HTTP/1.1\r\nHost: tabula.local:8080\r\nOrigin: http://tabula.local:8080\r\n"
                + "Cookie: a=b\r\nCookie: c=d\r\nContent-Length: 11\r\n\r\ncode=123456";
        byte[] bytes = (pair + "GET / HTTP/1.1\r\n").getBytes(StandardCharsets.ISO_8859_1);
        for (int arrived = 0; arrived <= bytes.length; arrived++) {
            // What came first was looked at already: the head's end is looked for from there on.
            int end = RequestReader.headEnd(bytes, 0, Math.min(arrived, arrived / 2));
            end = end >= 0 ? end : RequestReader.headEnd(bytes, arrived / 2, arrived);
            RequestReader.Outcome outcome = RequestReader.read(bytes, arrived, end, "192.168.1.7");
            if (arrived < pair.length()) {
                assertInstanceOf(RequestReader.Incomplete.class, outcome, arrived + " bytes");
                continue;
            }
            RequestReader.Whole whole = assertInstanceOf(RequestReader.Whole.class, outcome, arrived + " bytes");
            assertEquals(pair.length(), whole.length(), "the next request's bytes are left for it");
            assertEquals("POST", whole.request().method());
            assertEquals("/pair?x=1", whole.request().target());
            assertEquals(List.of("a=b", "c=d"), whole.request().headers().get("cookie"));
            assertEquals("http://tabula.local:8080", whole.request().header("Origin").orElseThrow());
            assertArrayEquals("code=123456".getBytes(StandardCharsets.US_ASCII), whole.request().body());
            assertEquals("192.168.1.7", whole.request().from());
            assertEquals(true, whole.keepAlive());
        }
    }

    @Test
    void keepAliveIsHttp11WithoutConnectionClose() {
        assertEquals(false, ((RequestReader.Whole) read("GET / HTTP/1.0\r\nHost: a\r\n\r\n")).keepAlive());
        assertEquals(false, ((RequestReader.Whole) read("GET / HTTP/1.1\r\nHost: a\r\nConnection: Close\r\n\r\n")).keepAlive());
        assertEquals(true, ((RequestReader.Whole) read("GET / HTTP/1.1\nHost: a\n\n")).keepAlive(), "bare line feeds are read too");
    }

    @Test
    void whatThePageDoesNotTakeIsRefusedWithItsStatus() {
        assertEquals(400, refusal("GARBAGE\r\n\r\n"));
        assertEquals(400, refusal("get / HTTP/1.1\r\n\r\n"));
        assertEquals(400, refusal("GET http://evil.example/ HTTP/1.1\r\n\r\n"));
        assertEquals(400, refusal("GET / HTTP/1.1\r\nHost: a\r\n folded\r\n\r\n"));
        assertEquals(400, refusal("GET / HTTP/1.1\r\nNo colon\r\n\r\n"));
        assertEquals(400, refusal("POST /pair HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n"));
        assertEquals(400, refusal("POST /pair HTTP/1.1\r\nContent-Length: -5\r\n\r\n"));
        assertEquals(505, refusal("GET / HTTP/2.0\r\n\r\n"));
        assertEquals(414, refusal("GET /" + "a".repeat(PageDoor.MAX_TARGET_CHARS) + " HTTP/1.1\r\n\r\n"));
        assertEquals(413, refusal("POST /pair HTTP/1.1\r\nContent-Length: " + (PageDoor.MAX_BODY_BYTES + 1) + "\r\n\r\n"));
        assertEquals(501, refusal("POST /pair HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"));
        assertEquals(431, refusal("GET / HTTP/1.1\r\n" + "A: b\r\n".repeat(RequestReader.MAX_HEADERS + 1) + "\r\n"));
        assertEquals(431, refusal("GET / HTTP/1.1\r\nA: " + "b".repeat(RequestReader.MAX_HEAD_BYTES)));
        assertInstanceOf(RequestReader.Incomplete.class, read("GET / HTTP/1.1\r\nA: " + "b".repeat(1000)));
    }
}
