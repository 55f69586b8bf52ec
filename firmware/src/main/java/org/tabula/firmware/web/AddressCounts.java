package org.tabula.firmware.web;

import java.util.HashMap;
import java.util.Map;

/** The page's open connections and streams by peer address, on the server's thread alone. */
final class AddressCounts {
    /** Per address: connections, and streams among them. */
    private final Map<String, int[]> counts = new HashMap<>();
    private int connections;
    private int streams;

    int connections(String address) {
        int[] count = counts.get(address);
        return count == null ? 0 : count[0];
    }

    int streams(String address) {
        int[] count = counts.get(address);
        return count == null ? 0 : count[1];
    }

    /** Connections open from every address. */
    int connections() {
        return connections;
    }

    /** Streams open from every address. */
    int streams() {
        return streams;
    }

    void connected(String address) {
        counts.computeIfAbsent(address, key -> new int[2])[0]++;
        connections++;
    }

    void streamOpened(String address) {
        counts.get(address)[1]++;
        streams++;
    }

    /** A stream of {@code address} ended; its connection is still open. */
    void streamEnded(String address) {
        counts.get(address)[1]--;
        streams--;
    }

    /** A connection of {@code address} closed; {@code stream} when it was still an event stream. */
    void disconnected(String address, boolean stream) {
        int[] count = counts.get(address);
        count[0]--;
        connections--;
        if (stream) {
            count[1]--;
            streams--;
        }
        if (count[0] == 0) {
            counts.remove(address);
        }
    }
}
