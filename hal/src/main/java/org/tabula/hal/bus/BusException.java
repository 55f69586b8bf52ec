package org.tabula.hal.bus;

import java.io.IOException;

/** A failed bus or chip operation, with its {@link ErrorKind} kept (never flattened to "write error"). */
public class BusException extends IOException {
    private static final long serialVersionUID = 1L;

    private final ErrorKind kind;

    public BusException(ErrorKind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public BusException(ErrorKind kind, String message, Throwable cause) {
        super(message, cause);
        this.kind = kind;
    }

    public ErrorKind kind() {
        return kind;
    }
}
