package org.tabula.firmware.service;

import java.io.IOException;
import java.net.DatagramPacket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.newsclub.net.unix.AFUNIXDatagramSocket;
import org.newsclub.net.unix.AFUNIXSocketAddress;

/**
 * Tells systemd how the service is doing, over the datagram socket named in
 * {@code $NOTIFY_SOCKET} (see sd_notify(3)): ready, the watchdog's keep-alive, a status line,
 * stopping. Where the service was not started by systemd, every call does nothing.
 */
public final class SystemdNotifier implements AutoCloseable {
    private final AFUNIXDatagramSocket socket;

    private SystemdNotifier(AFUNIXDatagramSocket socket) {
        this.socket = socket;
    }

    /** A notifier for {@code $NOTIFY_SOCKET}, or one that does nothing if it is not set. */
    public static SystemdNotifier fromEnvironment() throws IOException {
        return to(System.getenv("NOTIFY_SOCKET"));
    }

    /** A notifier for the given socket: a path, or {@code @name} in the abstract namespace; null does nothing. */
    public static SystemdNotifier to(String notifySocket) throws IOException {
        if (notifySocket == null || notifySocket.isEmpty()) {
            return new SystemdNotifier(null);
        }
        AFUNIXSocketAddress address = notifySocket.startsWith("@")
                ? AFUNIXSocketAddress.inAbstractNamespace(notifySocket.substring(1))
                : AFUNIXSocketAddress.of(Path.of(notifySocket));
        AFUNIXDatagramSocket socket = AFUNIXDatagramSocket.newInstance();
        socket.connect(address);
        return new SystemdNotifier(socket);
    }

    public boolean enabled() {
        return socket != null;
    }

    /** Start-up is complete (Type=notify waits for this). */
    public void ready() throws IOException {
        send("READY=1");
    }

    /** The keep-alive that WatchdogSec= expects at least every half period. */
    public void watchdog() throws IOException {
        send("WATCHDOG=1");
    }

    /** One line for {@code systemctl status}. */
    public void status(String text) throws IOException {
        send("STATUS=" + text.replace('\n', ' '));
    }

    public void stopping() throws IOException {
        send("STOPPING=1");
    }

    private void send(String message) throws IOException {
        if (socket == null) {
            return;
        }
        byte[] bytes = message.getBytes(StandardCharsets.UTF_8);
        socket.send(new DatagramPacket(bytes, bytes.length));
    }

    @Override
    public void close() throws SocketException {
        if (socket != null) {
            socket.close();
        }
    }
}
