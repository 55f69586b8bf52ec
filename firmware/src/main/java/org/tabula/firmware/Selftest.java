package org.tabula.firmware;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Function;

import org.tabula.hal.Button;
import org.tabula.hal.ButtonEvent;
import org.tabula.hal.DeviceStatus;
import org.tabula.hal.TagEvent;
import org.tabula.hal.bus.Clock;
import org.tabula.hal.config.HardwareConfig;
import org.tabula.hal.runtime.Hardware;

/**
 * The self-test proper, on any {@link Hardware} and {@link Clock}: a probe table, then (unless
 * probing only) an LED walk, the test pattern, a tap on each reader and a press of each button,
 * each with a timeout. Runs the device loop on the calling thread.
 */
final class Selftest {
    private static final long LED_STEP_MILLIS = 150;
    private static final long LOOP_MILLIS = 5;

    private final Hardware hardware;
    private final Clock clock;
    private final PrintStream out;
    private final long timeoutMillis;
    private final ConcurrentLinkedQueue<TagEvent> tags = new ConcurrentLinkedQueue<>();
    private final ConcurrentLinkedQueue<ButtonEvent> presses = new ConcurrentLinkedQueue<>();

    Selftest(Hardware hardware, Clock clock, PrintStream out, long timeoutMillis) {
        this.hardware = hardware;
        this.clock = clock;
        this.out = out;
        this.timeoutMillis = timeoutMillis;
        hardware.readers().setListener(tags::add);
        hardware.buttons().setListener(presses::add);
    }

    /** Returns true when every configured device is ok and every check passed. */
    boolean run(boolean probeOnly) {
        boolean ok = probe();
        if (probeOnly) {
            return ok;
        }
        walkLeds();
        hardware.display().write(TestPattern.frame());
        runFor(50);
        if (hardware.config().display().isPresent()) {
            out.println("display: showing the test pattern (a border, two diagonals, a checkered band)");
        }
        for (int reader = 0; reader < hardware.readers().count(); reader++) {
            ok &= awaitTap(reader);
        }
        for (Button button : hardware.config().buttons().map(b -> b.pins().keySet()).orElse(java.util.Set.of())
                .stream().sorted().toList()) {
            ok &= awaitPress(button);
        }
        out.println(ok ? "selftest: all checks passed" : "selftest: some checks FAILED");
        return ok;
    }

    private boolean probe() {
        HardwareConfig config = hardware.config();
        List<String[]> rows = new ArrayList<>();
        boolean ok = true;
        for (DeviceStatus status : hardware.probe()) {
            String verdict = switch (status.state()) {
                case ONLINE -> "ok";
                case ABSENT -> "absent";
                default -> "error";
            };
            ok &= status.state() == DeviceStatus.State.ONLINE;
            rows.add(new String[] {status.name(), status.where(), verdict, status.detail()});
        }
        if (config.display().isEmpty()) {
            rows.add(new String[] {"display", "-", "absent", "not in the configuration"});
        }
        if (config.leds().isEmpty()) {
            rows.add(new String[] {"leds", "-", "absent", "not in the configuration"});
        }
        if (config.readers().isEmpty()) {
            rows.add(new String[] {"readers", "-", "absent", "not in the configuration"});
        }
        if (config.buttons().isEmpty()) {
            rows.add(new String[] {"buttons", "-", "absent", "not in the configuration"});
        }
        int[] widths = {8, 5, 6};
        for (String[] row : rows) {
            for (int i = 0; i < 3; i++) {
                widths[i] = Math.max(widths[i], row[i].length());
            }
        }
        String format = "%-" + widths[0] + "s  %-" + widths[1] + "s  %-" + widths[2] + "s  %s%n";
        out.printf(format, "device", "where", "status", "detail");
        for (String[] row : rows) {
            out.printf(format, (Object[]) row);
        }
        return ok;
    }

    private void walkLeds() {
        int length = hardware.leds().length();
        if (length == 0) {
            return;
        }
        out.printf("leds: walking a white light over LEDs 0..%d, then red, green, blue on all%n", length - 1);
        for (int i = 0; i < length; i++) {
            int[] colors = new int[length];
            colors[i] = 0xFFFFFF;
            hardware.leds().write(colors);
            runFor(LED_STEP_MILLIS);
        }
        for (int color : new int[] {0xFF0000, 0x00FF00, 0x0000FF}) {
            int[] colors = new int[length];
            java.util.Arrays.fill(colors, color);
            hardware.leds().write(colors);
            runFor(3 * LED_STEP_MILLIS);
        }
        hardware.leds().write(new int[length]);
        runFor(LOOP_MILLIS);
    }

    private boolean awaitTap(int reader) {
        return await("reader " + reader, "tap a card", tags, event -> {
            if (event.kind() != TagEvent.Kind.ARRIVED) {
                return null;
            }
            return event.reader() == reader
                    ? "ok, UID " + event.uidHex() + event.ndefText().map(t -> ", text \"" + t + "\"").orElse(", no NDEF text")
                    : "that tap was on reader " + event.reader();
        });
    }

    private boolean awaitPress(Button button) {
        return await("button " + button.name().toLowerCase(Locale.ROOT), "press it", presses, event -> {
            if (event.kind() != ButtonEvent.Kind.PRESSED) {
                return null;
            }
            return event.button() == button ? "ok" : "that was " + event.button().name().toLowerCase(Locale.ROOT);
        });
    }

    /**
     * Asks for an action and runs the device loop until {@code judge} calls an event "ok" or the
     * timeout passes; other verdicts are printed as hints, null ones ignored.
     */
    private <E> boolean await(String subject, String request, Queue<E> events, Function<E, String> judge) {
        out.printf("%s: %s within %d s...%n", subject, request, timeoutMillis / 1000);
        events.clear();
        long deadline = clock.nanos() + timeoutMillis * 1_000_000L;
        while (clock.nanos() - deadline < 0) {
            runFor(LOOP_MILLIS);
            for (E event; (event = events.poll()) != null; ) {
                String verdict = judge.apply(event);
                if (verdict != null) {
                    out.printf("%s: %s%n", subject, verdict);
                    if (verdict.startsWith("ok")) {
                        return true;
                    }
                }
            }
        }
        out.printf("%s: FAILED, nothing within %d s%n", subject, timeoutMillis / 1000);
        return false;
    }

    /** Runs the device loop for about {@code millis}. */
    private void runFor(long millis) {
        long end = clock.nanos() + millis * 1_000_000L;
        do {
            long wait = hardware.step();
            clock.sleepNanos(Math.max(1, Math.min(Math.min(wait, LOOP_MILLIS * 1_000_000L), end - clock.nanos())));
        } while (clock.nanos() - end < 0);
    }
}
