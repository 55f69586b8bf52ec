package org.tabula.hal.config;

/** A configuration file that cannot be used; the message names the file, the line and the key. */
public final class ConfigException extends Exception {
    private static final long serialVersionUID = 1L;

    public ConfigException(String message) {
        super(message);
    }
}
