package org.tabula.hal.runtime;

import org.tabula.hal.DeviceStatus;
import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.Clock;
import org.tabula.hal.bus.DeviceException;
import org.tabula.hal.bus.ErrorKind;

/**
 * Keeps one device's driver alive: opens its bus and initialises it on first use, and after any
 * failure marks it offline and tries again later, backing off from half a second to half a minute,
 * so one broken device never stops the others and a reconnected one comes back by itself.
 * A {@link LinkageError} (a driver library whose native part cannot load) is such a failure too:
 * it must not end the device thread.
 */
final class Supervised<D> {
    static final long FIRST_RETRY_NANOS = 500_000_000L;
    static final long MAX_RETRY_NANOS = 30_000_000_000L;

    /** Opens the bus and builds the driver; no I/O on the chip yet. */
    interface Opener<D> {
        D open() throws BusException;
    }

    /** Brings the chip up (reset, check, configure) and says what answered. */
    interface Starter<D> {
        String start(D driver) throws BusException;
    }

    /** One use of an initialised driver. */
    interface Action<D> {
        void run(D driver) throws BusException;
    }

    private final String name;
    private final String where;
    private final Clock clock;
    private final Opener<D> opener;
    private final Starter<D> starter;
    private D driver;
    private boolean online;
    private long retryAt;
    private long backoff = FIRST_RETRY_NANOS;
    private volatile DeviceStatus status;
    private StatusListener listener = status -> { };

    interface StatusListener {
        void changed(DeviceStatus status);
    }

    Supervised(String name, String where, Clock clock, Opener<D> opener, Starter<D> starter) {
        this.name = name;
        this.where = where;
        this.clock = clock;
        this.opener = opener;
        this.starter = starter;
        this.status = new DeviceStatus(name, where, DeviceStatus.State.STARTING, "not tried yet");
        this.retryAt = clock.nanos();
    }

    void setListener(StatusListener listener) {
        this.listener = listener;
    }

    DeviceStatus status() {
        return status;
    }

    boolean online() {
        return online;
    }

    /** Runs {@code action} if the device is up, or once its retry is due and it comes up; false otherwise. */
    boolean run(Action<D> action) {
        if (!online && !bringUp(false)) {
            return false;
        }
        try {
            action.run(driver);
            return true;
        } catch (BusException | RuntimeException | LinkageError e) {
            fail(e);
            return false;
        }
    }

    /** Tells a new story about the device while it is online (its listener hears of it once). */
    void restate(String detail) {
        if (online) {
            update(DeviceStatus.State.ONLINE, detail);
        }
    }

    /** Tries to (re)start the device now, whatever the backoff says: for the self-test's probe. */
    DeviceStatus probe() {
        online = false;
        bringUp(true);
        return status;
    }

    /** When the next retry is due (meaningful while offline). */
    long retryAt() {
        return retryAt;
    }

    private boolean bringUp(boolean now) {
        if (!now && clock.nanos() - retryAt < 0) {
            return false;
        }
        try {
            if (driver == null) {
                driver = opener.open();
            }
            String identity = starter.start(driver);
            online = true;
            backoff = FIRST_RETRY_NANOS;
            update(DeviceStatus.State.ONLINE, identity);
            return true;
        } catch (BusException | RuntimeException | LinkageError e) {
            fail(e);
            return false;
        }
    }

    private void fail(Throwable e) {
        online = false;
        retryAt = clock.nanos() + backoff;
        backoff = Math.min(backoff * 2, MAX_RETRY_NANOS);
        boolean absent = e instanceof DeviceException device ? device.absent()
                : e instanceof BusException bus && bus.kind() == ErrorKind.NO_ACKNOWLEDGE;
        String why = e instanceof BusException bus ? bus.getMessage() + kindSuffix(bus)
                : e instanceof LinkageError ? "the driver library's native part cannot load on this machine"
                : "internal error: " + e;
        update(absent ? DeviceStatus.State.ABSENT : DeviceStatus.State.FAILED, why);
    }

    private static String kindSuffix(BusException e) {
        return e instanceof DeviceException ? "" : " [" + e.kind().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + "]";
    }

    private void update(DeviceStatus.State state, String detail) {
        DeviceStatus next = new DeviceStatus(name, where, state, detail);
        boolean changed = status.state() != state || !status.detail().equals(detail);
        status = next;
        if (changed) {
            listener.changed(next);
        }
    }
}
