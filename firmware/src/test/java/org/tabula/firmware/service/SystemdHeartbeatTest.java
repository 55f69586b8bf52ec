package org.tabula.firmware.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.tabula.firmware.service.SystemdNotifierTest.receive;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.SocketTimeoutException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.newsclub.net.unix.AFUNIXDatagramSocket;
import org.newsclub.net.unix.AFUNIXSocketAddress;

class SystemdHeartbeatTest {
    @TempDir
    Path dir;

    /** The unit becomes active (and its watchdog starts) only when the loop has beaten once. */
    @Test
    void readyIsSentAtTheLoopsFirstBeatThenTheWatchdogIsFedEveryFiveSeconds() throws IOException {
        Path socketPath = dir.resolve("notify");
        long[] now = {0};
        try (AFUNIXDatagramSocket systemd = AFUNIXDatagramSocket.newInstance()) {
            systemd.bind(AFUNIXSocketAddress.of(socketPath));
            systemd.setSoTimeout(200);
            try (SystemdNotifier notifier = SystemdNotifier.to(socketPath.toString())) {
                SystemdHeartbeat beat = new SystemdHeartbeat(notifier, () -> now[0], new PrintStream(new ByteArrayOutputStream()));
                assertThrows(SocketTimeoutException.class, () -> receive(systemd), "nothing before the loop beats");

                now[0] = TimeUnit.SECONDS.toNanos(40);
                beat.run();
                assertEquals("READY=1", receive(systemd));
                assertEquals("WATCHDOG=1", receive(systemd));

                now[0] += TimeUnit.SECONDS.toNanos(4);
                beat.run();
                assertThrows(SocketTimeoutException.class, () -> receive(systemd), "fed at most every 5 s");

                now[0] += TimeUnit.SECONDS.toNanos(1);
                beat.run();
                assertEquals("WATCHDOG=1", receive(systemd));
            }
        }
    }
}
