package org.tabula.firmware.loop;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import org.tabula.hal.Button;
import org.tabula.hal.ButtonEvent;
import org.tabula.hal.LedStrip;
import org.tabula.hal.MonoDisplay;
import org.tabula.hal.TagEvent;

class EventLoopTest {
    @Test
    void eventsFromDeviceThreadsAreHandledInOrderOnTheLoopThreadWithTheirPostingTime() throws Exception {
        ManualClock clock = new ManualClock(5);
        List<String> handled = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        EventLoop loop = new EventLoop(clock, event -> {
            handled.add(event.getClass().getSimpleName() + "@" + event.atNanos());
            threads.add(Thread.currentThread());
        });
        Thread device = new Thread(() -> {
            loop.buttonListener().accept(new ButtonEvent(Button.OK, ButtonEvent.Kind.PRESSED, 0));
            clock.advanceMillis(1);
            loop.tagListener().accept(new TagEvent(1, TagEvent.Kind.ARRIVED, new byte[] {1, 2, 3, 4}, Optional.empty()));
        });
        device.start();
        device.join();
        assertTrue(handled.isEmpty(), "device threads never handle events themselves");
        loop.tick();
        assertEquals(3, loop.runPending());
        assertEquals(List.of("Press@5", "Tap@1000005", "Tick@1000005"), handled);
        assertTrue(threads.stream().allMatch(t -> t == Thread.currentThread()));
    }

    @Test
    void anEventThatFailsIsDroppedAndTheLoopGoesOn() throws Exception {
        List<Long> handled = new ArrayList<>();
        EventLoop[] loop = new EventLoop[1];
        loop[0] = new EventLoop(new ManualClock(0), event -> {
            if (event.atNanos() == 1) {
                throw new IllegalStateException("a bug in one handler");
            }
            handled.add(event.atNanos());
            if (event.atNanos() == 2) {
                loop[0].stop();
            }
        });
        loop[0].post(new Event.Tick(1));
        loop[0].post(new Event.Tick(2));
        Thread thread = new Thread(() -> {
            try {
                loop[0].run();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        thread.start();
        thread.join(10_000);
        assertEquals(List.of(2L), handled);
    }

    @Test
    void workCompletedElsewhereRunsOnTheLoopAfterQueuedEvents() {
        List<String> order = new ArrayList<>();
        EventLoop[] loop = new EventLoop[1];
        loop[0] = new EventLoop(new ManualClock(0), event -> {
            if (event instanceof Event.Completion completion) {
                completion.onLoop().run();
            } else {
                order.add("tick");
                if (order.size() == 1) {
                    loop[0].complete(() -> order.add("completion"));
                }
            }
        });
        loop[0].tick();
        loop[0].tick();
        loop[0].runPending();
        assertEquals(List.of("tick", "tick", "completion"), order);
    }

    @Test
    void theOutputStageDropsFramesThatWentStaleWhileTheDisplayWasBusy() throws Exception {
        CountDownLatch firstWriteStarted = new CountDownLatch(1);
        CountDownLatch releaseDisplay = new CountDownLatch(1);
        List<byte[]> written = new ArrayList<>();
        MonoDisplay display = frame -> {
            synchronized (written) {
                written.add(frame);
            }
            firstWriteStarted.countDown();
            try {
                releaseDisplay.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };
        List<int[]> lit = new ArrayList<>();
        LedStrip strip = new LedStrip() {
            @Override
            public int length() {
                return 2;
            }

            @Override
            public void write(int[] colors) {
                lit.add(colors);
            }
        };
        CountDownLatch allWritten = new CountDownLatch(2);
        List<Long> causes = new ArrayList<>();
        try (OutputStage stage = new OutputStage(display, strip, caused -> {
            causes.add(caused);
            allWritten.countDown();
        }).start()) {
            stage.show(frame(1, 0x10), 100);
            assertTrue(firstWriteStarted.await(10, TimeUnit.SECONDS));
            stage.show(frame(2, 0x10), 200);
            stage.show(frame(3, 0x10), 300);
            releaseDisplay.countDown();
            assertTrue(allWritten.await(10, TimeUnit.SECONDS));
        }
        assertEquals(2, written.size(), "frame 2 went stale behind frame 3 and was never sent");
        assertEquals(1, written.get(0)[0]);
        assertEquals(3, written.get(1)[0]);
        assertEquals(1, lit.size(), "the LEDs did not change after the first frame, so they were written once");
        assertArrayEquals(new int[] {0x10, 0x10}, lit.get(0));
        assertEquals(List.of(100L, 300L), causes);
    }

    private static DeviceFrame frame(int firstByte, int colour) {
        byte[] oled = new byte[MonoDisplay.FRAME_BYTES];
        oled[0] = (byte) firstByte;
        return new DeviceFrame(oled, new int[] {colour, colour});
    }
}
