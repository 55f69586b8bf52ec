package org.tabula.firmware.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.DatagramPacket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.newsclub.net.unix.AFUNIXDatagramSocket;
import org.newsclub.net.unix.AFUNIXSocketAddress;

class SystemdNotifierTest {
    @TempDir
    Path dir;

    /** Plays systemd: a datagram socket bound where $NOTIFY_SOCKET would point. */
    static String receive(AFUNIXDatagramSocket systemd) throws IOException {
        byte[] buffer = new byte[512];
        DatagramPacket packet = new DatagramPacket(buffer, buffer.length);
        systemd.receive(packet);
        return new String(buffer, 0, packet.getLength(), StandardCharsets.UTF_8);
    }

    @Test
    void messagesReachTheNotifySocketAsSdNotifyWritesThem() throws IOException {
        Path socketPath = dir.resolve("notify");
        try (AFUNIXDatagramSocket systemd = AFUNIXDatagramSocket.newInstance()) {
            systemd.bind(AFUNIXSocketAddress.of(socketPath));
            systemd.setSoTimeout(5000);
            try (SystemdNotifier notifier = SystemdNotifier.to(socketPath.toString())) {
                assertTrue(notifier.enabled());
                notifier.ready();
                notifier.watchdog();
                notifier.status("Sumo, round 3\nseat 0 to move");
                notifier.stopping();
            }
            assertEquals("READY=1", receive(systemd));
            assertEquals("WATCHDOG=1", receive(systemd));
            assertEquals("STATUS=Sumo, round 3 seat 0 to move", receive(systemd));
            assertEquals("STOPPING=1", receive(systemd));
        }
    }

    @Test
    void withoutANotifySocketNothingIsSent() throws IOException {
        try (SystemdNotifier notifier = SystemdNotifier.to(null)) {
            assertFalse(notifier.enabled());
            notifier.ready();
            notifier.watchdog();
        }
    }
}
