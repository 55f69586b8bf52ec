package org.tabula.simulator.window;

import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Insets;
import java.awt.image.BufferedImage;
import java.util.function.Supplier;

import javax.swing.JComponent;

/** Paints a picture made afresh from the device's last frame (the OLED at 4x, or the LED strip), whole, inside its border. */
final class FramePanel extends JComponent {
    private static final long serialVersionUID = 1L;
    private final transient Supplier<BufferedImage> picture;
    private final Dimension pictureSize;

    FramePanel(Supplier<BufferedImage> picture) {
        this.picture = picture;
        BufferedImage first = picture.get();
        this.pictureSize = new Dimension(first.getWidth(), first.getHeight());
    }

    @Override
    public Dimension getPreferredSize() {
        Insets insets = getInsets();
        return new Dimension(pictureSize.width + insets.left + insets.right, pictureSize.height + insets.top + insets.bottom);
    }

    @Override
    public Dimension getMinimumSize() {
        return getPreferredSize();
    }

    @Override
    public Dimension getMaximumSize() {
        return getPreferredSize();
    }

    @Override
    protected void paintComponent(Graphics g) {
        BufferedImage image = picture.get();
        Insets insets = getInsets();
        int left = insets.left + (getWidth() - insets.left - insets.right - image.getWidth()) / 2;
        int top = insets.top + (getHeight() - insets.top - insets.bottom - image.getHeight()) / 2;
        g.drawImage(image, left, top, null);
    }
}
