package org.tabula.display.golden;

import java.awt.image.BufferedImage;
import java.util.List;

import org.tabula.display.font.Font;
import org.tabula.display.font.Fonts;
import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Frame;
import org.tabula.display.led.Animation;

/**
 * Turns frames into pictures a person can check: the OLED at 4x with each pixel a visible dot,
 * and LED frames as rows of coloured circles. Drawn pixel by pixel (no Java2D shapes or
 * antialiasing), so the same frame gives the same picture on every JDK.
 */
public final class Pictures {
    static final int SCALE = 4;
    private static final int LIT = 0xA8E4FF;
    private static final int DARK = 0x101418;
    private static final int GAP = 0x000000;
    private static final int LED_CELL = 22;
    private static final int LED_RADIUS = 9;
    private static final int BACKGROUND = 0x202020;
    private static final int LABEL_WIDTH = 60;
    private static final int LABEL = 0xC0C0C0;

    private Pictures() {
    }

    /** The 128x64 frame at 4x: each pixel a 3x3 dot (lit or dark) with a one-pixel black gap. */
    public static BufferedImage oled(Frame frame) {
        BufferedImage image = new BufferedImage(Frame.WIDTH * SCALE, Frame.HEIGHT * SCALE, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < Frame.HEIGHT; y++) {
            for (int x = 0; x < Frame.WIDTH; x++) {
                int colour = frame.get(x, y) ? LIT : DARK;
                for (int dy = 0; dy < SCALE; dy++) {
                    for (int dx = 0; dx < SCALE; dx++) {
                        boolean gap = dx == SCALE - 1 || dy == SCALE - 1;
                        image.setRGB(x * SCALE + dx, y * SCALE + dy, gap ? GAP : colour);
                    }
                }
            }
        }
        return image;
    }

    /** One LED frame as a row of circles. */
    public static BufferedImage strip(int[] leds) {
        return animation(Animation.still(leds, 0), false);
    }

    /**
     * Every step of an animation as one row of circles, the step's duration written to its left
     * (when {@code labelled}).
     */
    public static BufferedImage animation(Animation animation, boolean labelled) {
        List<Animation.Step> steps = animation.steps();
        int leds = steps.stream().mapToInt(step -> step.leds().length).max().orElse(0);
        int left = labelled ? LABEL_WIDTH : 0;
        BufferedImage image = new BufferedImage(left + leds * LED_CELL, steps.size() * LED_CELL, BufferedImage.TYPE_INT_RGB);
        fill(image, BACKGROUND);
        for (int s = 0; s < steps.size(); s++) {
            Animation.Step step = steps.get(s);
            for (int i = 0; i < step.leds().length; i++) {
                circle(image, left + i * LED_CELL + LED_CELL / 2, s * LED_CELL + LED_CELL / 2, step.leds()[i]);
            }
            if (labelled) {
                label(image, 2, s * LED_CELL + (LED_CELL - 14) / 2, step.durationMillis() + " ms");
            }
        }
        return image;
    }

    private static void fill(BufferedImage image, int colour) {
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                image.setRGB(x, y, colour);
            }
        }
    }

    /** A lit LED shows its colour; an unlit one a dark ring so the strip's length is visible. */
    private static void circle(BufferedImage image, int cx, int cy, int rgb) {
        int r2 = LED_RADIUS * LED_RADIUS;
        int inner = (LED_RADIUS - 1) * (LED_RADIUS - 1);
        for (int dy = -LED_RADIUS; dy <= LED_RADIUS; dy++) {
            for (int dx = -LED_RADIUS; dx <= LED_RADIUS; dx++) {
                int d2 = dx * dx + dy * dy;
                if (d2 <= r2) {
                    boolean rim = d2 > inner;
                    int colour = (rgb & 0xFFFFFF) == 0 ? (rim ? 0x505050 : 0x000000) : rgb & 0xFFFFFF;
                    image.setRGB(cx + dx, cy + dy, colour);
                }
            }
        }
    }

    /** Writes a label with the display's own small font, doubled in size. */
    private static void label(BufferedImage image, int x, int y, String text) {
        Font font = Fonts.latin().small();
        Frame scratch = new Frame();
        new Canvas(scratch).text(font, 0, 0, text, true);
        for (int py = 0; py < font.lineHeight(); py++) {
            for (int px = 0; px < Math.min(Frame.WIDTH, LABEL_WIDTH / 2 - 1); px++) {
                if (scratch.get(px, py)) {
                    for (int d = 0; d < 4; d++) {
                        image.setRGB(x + px * 2 + d % 2, y + py * 2 + d / 2, LABEL);
                    }
                }
            }
        }
    }
}
