package org.tabula.hal.bus;

/** Why a bus operation failed, kept apart so callers can react (embedded-hal's {@code ErrorKind}). */
public enum ErrorKind {
    /** Nothing acknowledged: on I2C the address or a data byte got NACK; usually "no such device". */
    NO_ACKNOWLEDGE,
    /** The device or the bus did not finish in time (I2C clock stretching, a chip that never signals done). */
    TIMEOUT,
    /** Another master won arbitration on a multi-master bus. */
    ARBITRATION_LOSS,
    /** Fewer bytes moved than asked for, or a FIFO overflowed. */
    OVERRUN,
    /** The bus itself misbehaved or could not be opened (missing /dev node, permission, wiring). */
    BUS,
    /** Anything else. */
    OTHER
}
