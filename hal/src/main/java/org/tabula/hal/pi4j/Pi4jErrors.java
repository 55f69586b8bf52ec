package org.tabula.hal.pi4j;

import java.util.Locale;

import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.ErrorKind;

/**
 * Turns Pi4J's unchecked exceptions into {@link BusException}s that keep the kind. Pi4J's linuxfs
 * plugin wraps the kernel's errno text; the I2C fault codes are those of the Linux kernel's
 * Documentation/i2c/fault-codes.rst (ENXIO/EREMOTEIO: no ACK, ETIMEDOUT, EAGAIN: arbitration lost).
 * A {@link LinkageError} (a native library that cannot load) becomes a bus failure too.
 */
final class Pi4jErrors {
    private Pi4jErrors() {
    }

    static BusException translate(String where, Throwable failure) {
        if (failure instanceof LinkageError) {
            // Its text names classes and library files; the person needs what it means.
            return new BusException(ErrorKind.BUS, where + ": the hardware library's native part cannot load on this machine",
                    failure);
        }
        StringBuilder messages = new StringBuilder();
        for (Throwable t = failure; t != null; t = t.getCause()) {
            // Pi4J wraps causes with their toString() as message: keep each text once, bare.
            String message = t.getMessage() == null ? "" : t.getMessage().replaceAll("^[\\w.$]+(Exception|Error): ", "");
            if (!message.isEmpty() && messages.indexOf(message) < 0) {
                messages.append(message).append(' ');
            }
        }
        String text = messages.toString().trim();
        return new BusException(kindOf(text), where + ": " + (text.isEmpty() ? "failed without a reason" : text), failure);
    }

    /**
     * As {@link #translate}, and EIO is a chip that did not answer too: i2c-bcm2835 returns it when
     * a chip stretched SCL past the controller's timeout (CLKT), i2c-algo-bit for a data byte
     * NACKed. A busy PN532 does both; pn532pi waits on EIO as on EREMOTEIO.
     */
    static BusException translateI2c(String where, Throwable failure) {
        BusException translated = translate(where, failure);
        if (translated.kind() == ErrorKind.BUS && translated.getMessage().toLowerCase(Locale.ROOT).contains("input/output error")) {
            return new BusException(ErrorKind.NO_ACKNOWLEDGE, translated.getMessage(), failure);
        }
        return translated;
    }

    static ErrorKind kindOf(String errnoText) {
        String text = errnoText.toLowerCase(Locale.ROOT);
        if (text.contains("remote i/o error") || text.contains("no such device or address")) {
            return ErrorKind.NO_ACKNOWLEDGE;
        }
        if (text.contains("timed out")) {
            return ErrorKind.TIMEOUT;
        }
        if (text.contains("resource temporarily unavailable")) {
            return ErrorKind.ARBITRATION_LOSS;
        }
        return ErrorKind.BUS;
    }

    /** A transfer that moved fewer bytes than asked. */
    static void checkCount(String where, String what, int moved, int wanted) throws BusException {
        if (moved != wanted) {
            throw new BusException(ErrorKind.OVERRUN, where + ": " + what + " moved " + moved + " of " + wanted + " bytes");
        }
    }
}
