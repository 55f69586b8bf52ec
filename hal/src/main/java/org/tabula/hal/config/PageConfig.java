package org.tabula.hal.config;

/**
 * The live table page the box serves on the local network.
 *
 * @param enabled whether the service serves it
 * @param port    the TCP port, above 1024 so that the service binds it without any capability
 */
public record PageConfig(boolean enabled, int port) {
    /** Ports up to this one are privileged: binding them would take CAP_NET_BIND_SERVICE. */
    public static final int LAST_PRIVILEGED_PORT = 1024;

    /** On, on port 8080: the page is there unless the owner turns it off. */
    public static PageConfig standard() {
        return new PageConfig(true, 8080);
    }
}
