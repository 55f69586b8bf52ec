package org.tabula.firmware.web;

import java.io.IOException;
import java.io.PrintStream;
import java.net.InetSocketAddress;

import org.tabula.firmware.loop.ConsoleClock;
import org.tabula.hal.config.PageConfig;

/**
 * The live table page of a running box: the feed the console tells, the pairing of phones, and the
 * server. A page that cannot start (its port taken) is reported and left off: the console comes first.
 */
public final class LivePage implements AutoCloseable {
    private final LiveTable live;
    private final PageServer server;

    private LivePage(LiveTable live, PageServer server) {
        this.live = live;
        this.server = server;
    }

    /**
     * Serves the page as {@code config} says on every address of the box, or gives a page that is
     * off (when configured so, or when the port cannot be bound; {@code log} says why).
     *
     * @param name how people reach the box ({@code tabula.local}), shown with the port on the OLED
     */
    public static LivePage start(PageConfig config, String name, ArchiveListing archive, PrintStream log) {
        if (!config.enabled()) {
            return off();
        }
        return start(new InetSocketAddress(config.port()), name, archive, log);
    }

    /** No page (enrolling cards, or turned off). */
    public static LivePage off() {
        return new LivePage(LiveTable.OFF, null);
    }

    /** Serves the page on {@code address} (port 0: any free port, for the simulator and tests). */
    public static LivePage start(InetSocketAddress address, String name, ArchiveListing archive, PrintStream log) {
        TableFeed feed = new TableFeed();
        SeatPairing pairing = new SeatPairing(ConsoleClock.SYSTEM, feed);
        try {
            PageServer server = PageServer.start(address, feed, pairing, archive);
            return new LivePage(LiveTable.of(feed, pairing, name + ":" + server.port()), server);
        } catch (IOException e) {
            log.println("tabula: the live table page is off: cannot serve port " + address.getPort() + ": " + e.getMessage());
            return off();
        }
    }

    /** What the console tells and asks. */
    public LiveTable live() {
        return live;
    }

    /** The port served, or 0 when the page is off. */
    public int port() {
        return server == null ? 0 : server.port();
    }

    @Override
    public void close() {
        if (server != null) {
            server.close();
        }
    }
}
