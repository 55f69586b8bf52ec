package org.tabula.firmware.screen;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;

import org.tabula.firmware.loop.Frame;
import org.tabula.hal.MonoDisplay;

/**
 * Draws a screen as lines of text in a small monospaced font (title on top, the selected line
 * inverted, the message on the bottom line) and the LEDs as the turn colour with feedback pulses:
 * what {@link DisplayRenderer} falls back on for screens the display module has no picture for
 * (a layout to lay out, enrolment). Works in a headless JVM: it only draws into an off-screen image.
 */
public final class TextRenderer implements Renderer {
    static final long PULSE_NANOS = TimeUnit.MILLISECONDS.toNanos(400);
    private static final int LINE_HEIGHT = 9;
    private static final int ACCEPTED = 0x00C000;
    private static final int REFUSED = 0xFF0000;

    private final int ledCount;
    private final BufferedImage image = new BufferedImage(MonoDisplay.WIDTH, MonoDisplay.HEIGHT, BufferedImage.TYPE_BYTE_BINARY);
    private final Font font = new Font(Font.MONOSPACED, Font.PLAIN, 8);

    public TextRenderer(int ledCount) {
        this.ledCount = ledCount;
    }

    @Override
    public Frame render(Screen screen, long nowNanos) {
        return new Frame(oled(screen), leds(screen.lights(), nowNanos));
    }

    @Override
    public boolean animating(Screen screen, long nowNanos) {
        Lights lights = screen.lights();
        return lights.pulse() != Lights.Pulse.NONE && nowNanos - lights.pulseAtNanos() < PULSE_NANOS;
    }

    byte[] oled(Screen screen) {
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_OFF);
            g.setColor(Color.BLACK);
            g.fillRect(0, 0, MonoDisplay.WIDTH, MonoDisplay.HEIGHT);
            g.setFont(font);
            g.setColor(Color.WHITE);
            g.drawString(screen.title(), 0, LINE_HEIGHT - 2);
            g.drawLine(0, LINE_HEIGHT, MonoDisplay.WIDTH - 1, LINE_HEIGHT);
            int bodyLines = (MonoDisplay.HEIGHT - LINE_HEIGHT - 1) / LINE_HEIGHT - (screen.message() == null ? 0 : 1);
            int first = Math.max(0, Math.min(screen.selected() - bodyLines + 1, screen.lines().size() - bodyLines));
            for (int i = 0; i < bodyLines && first + i < screen.lines().size(); i++) {
                int top = LINE_HEIGHT + 1 + i * LINE_HEIGHT;
                line(g, screen.lines().get(first + i), top, first + i == screen.selected());
            }
            if (screen.message() != null) {
                line(g, screen.message(), MonoDisplay.HEIGHT - LINE_HEIGHT, true);
            }
        } finally {
            g.dispose();
        }
        return pages();
    }

    private static void line(Graphics2D g, String text, int top, boolean inverted) {
        g.setColor(inverted ? Color.WHITE : Color.BLACK);
        g.fillRect(0, top, MonoDisplay.WIDTH, LINE_HEIGHT);
        g.setColor(inverted ? Color.BLACK : Color.WHITE);
        g.drawString(text, 1, top + LINE_HEIGHT - 2);
    }

    /** The image in SSD1306 page order: byte (y / 8) * 128 + x, bit y % 8. */
    private byte[] pages() {
        byte[] frame = new byte[MonoDisplay.FRAME_BYTES];
        for (int y = 0; y < MonoDisplay.HEIGHT; y++) {
            for (int x = 0; x < MonoDisplay.WIDTH; x++) {
                if ((image.getRGB(x, y) & 0xFFFFFF) != 0) {
                    frame[(y / 8) * MonoDisplay.WIDTH + x] |= (byte) (1 << (y % 8));
                }
            }
        }
        return frame;
    }

    int[] leds(Lights lights, long nowNanos) {
        int[] colours = new int[ledCount];
        boolean pulsing = lights.pulse() != Lights.Pulse.NONE && nowNanos - lights.pulseAtNanos() < PULSE_NANOS;
        int colour = pulsing ? (lights.pulse() == Lights.Pulse.ACCEPTED ? ACCEPTED : REFUSED) : dim(lights.turnColour());
        Arrays.fill(colours, colour);
        return colours;
    }

    /** A quarter of the turn colour: a steady hint, not a lamp. */
    private static int dim(int rgb) {
        return ((rgb >> 2) & 0x3F3F3F);
    }
}
