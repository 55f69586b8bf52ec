package org.tabula.simulator.window;

import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.image.BufferedImage;
import java.util.function.Supplier;

import javax.swing.JComponent;

/** Paints a picture made afresh from the device's last frame (the OLED at 4x, or the LED strip). */
final class FramePanel extends JComponent {
    private static final long serialVersionUID = 1L;
    private final transient Supplier<BufferedImage> picture;

    FramePanel(Supplier<BufferedImage> picture) {
        this.picture = picture;
        BufferedImage first = picture.get();
        Dimension size = new Dimension(first.getWidth(), first.getHeight());
        setPreferredSize(size);
        setMinimumSize(size);
    }

    @Override
    protected void paintComponent(Graphics g) {
        BufferedImage image = picture.get();
        g.drawImage(image, (getWidth() - image.getWidth()) / 2, (getHeight() - image.getHeight()) / 2, null);
    }
}
