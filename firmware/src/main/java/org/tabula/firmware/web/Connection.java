package org.tabula.firmware.web;

import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.SocketChannel;

/**
 * One connection of the page, touched only by the server's thread: what it has received of its
 * next request, the answer being written, and its event stream once it is one. Every state has a
 * deadline, so no connection outlives its peer by more than a bounded time.
 */
final class Connection {
    /**
     * Reading a request (or waiting for the next), writing a whole answer, an event stream, or
     * closing: the last answer is sent and what the peer still sends is read and dropped until it
     * closes too, so its unread bytes do not make the close a reset that could lose that answer.
     */
    enum State { READING, ANSWERING, STREAMING, CLOSING }

    private static final byte[] NOTHING = new byte[0];

    final SocketChannel channel;
    final SelectionKey key;
    /** The peer's address, as the limits count it. */
    final String address;
    State state = State.READING;
    /** Since when the state's deadline runs: the request's first byte, the idle start, or the write's start. */
    long since;
    /** Whether any byte of the request being read has come. */
    boolean requestStarted;
    /** Whether the connection ends once {@link #output} is written. */
    boolean closeAfterOutput;
    /** Bytes not yet written, or null. */
    ByteBuffer output;
    EventStream stream;
    boolean closed;

    private byte[] input = NOTHING;
    private int inputLength;
    private int scanned;
    private int headEnd = -1;

    Connection(SocketChannel channel, SelectionKey key, String address, long now) {
        this.channel = channel;
        this.key = key;
        this.address = address;
        this.since = now;
    }

    /** Keeps {@code count} bytes from {@code from}: the request grows. */
    void received(ByteBuffer from, int count) {
        if (inputLength + count > input.length) {
            input = java.util.Arrays.copyOf(input, Math.max(inputLength + count, input.length * 2));
        }
        from.get(input, inputLength, count);
        inputLength += count;
    }

    boolean hasInput() {
        return inputLength > 0;
    }

    /** The request received so far, as the reader sees it. */
    RequestReader.Outcome request() {
        if (headEnd < 0) {
            headEnd = RequestReader.headEnd(input, Math.max(0, scanned - 2), inputLength);
            scanned = inputLength;
        }
        return RequestReader.read(input, inputLength, headEnd, address);
    }

    /** Drops the request just read, its {@code length} bytes; what followed it stays for the next. */
    void consumed(int length) {
        inputLength -= length;
        input = inputLength == 0 ? NOTHING : java.util.Arrays.copyOfRange(input, length, length + inputLength);
        scanned = 0;
        headEnd = -1;
    }
}
