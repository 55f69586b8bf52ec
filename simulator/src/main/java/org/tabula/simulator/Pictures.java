package org.tabula.simulator;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;

import org.tabula.hal.MonoDisplay;

/** Draws the exact device frames as pictures: the window paints them and scripts save them as PNG. */
public final class Pictures {
    /** The colour of a lit OLED pixel (a white-on-black module). */
    static final int LIT = 0xE8F4FF;
    static final int LED_PITCH = 20;

    private Pictures() {
    }

    /** The OLED frame (SSD1306 page order) at {@code scale} screen pixels per OLED pixel. */
    public static BufferedImage oled(byte[] frame, int scale) {
        BufferedImage image = new BufferedImage(MonoDisplay.WIDTH * scale, MonoDisplay.HEIGHT * scale, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setColor(Color.BLACK);
        g.fillRect(0, 0, image.getWidth(), image.getHeight());
        g.setColor(new Color(LIT));
        for (int y = 0; y < MonoDisplay.HEIGHT; y++) {
            for (int x = 0; x < MonoDisplay.WIDTH; x++) {
                if ((frame[(y / 8) * MonoDisplay.WIDTH + x] >> (y % 8) & 1) != 0) {
                    g.fillRect(x * scale, y * scale, scale, scale);
                }
            }
        }
        g.dispose();
        return image;
    }

    /** The LED strip as a row of lamps, each exactly its 0xRRGGBB colour (off is dark grey). */
    public static BufferedImage leds(int[] colours) {
        BufferedImage image = new BufferedImage(Math.max(1, colours.length) * LED_PITCH, LED_PITCH, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(new Color(0x202020));
        g.fillRect(0, 0, image.getWidth(), image.getHeight());
        for (int i = 0; i < colours.length; i++) {
            g.setColor(colours[i] == 0 ? new Color(0x383838) : new Color(colours[i]));
            g.fillOval(i * LED_PITCH + 3, 3, LED_PITCH - 6, LED_PITCH - 6);
        }
        g.dispose();
        return image;
    }
}
