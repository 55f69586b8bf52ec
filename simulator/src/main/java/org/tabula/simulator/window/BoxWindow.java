package org.tabula.simulator.window;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.util.function.Supplier;

import javax.swing.BorderFactory;
import javax.swing.BoxLayout;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;

import org.tabula.firmware.screen.Screen;
import org.tabula.display.text.Language;
import org.tabula.simulator.Pictures;
import org.tabula.simulator.SimDevices;

/**
 * The box on the desktop: the OLED at four times its size and the LED strip, both drawn from
 * exactly the frames the firmware wrote; the five buttons; the reader pads and card tiles; and
 * the screen's text beside it (what a screen reader or a bug report needs).
 */
public final class BoxWindow {
    private final JFrame frame;

    /** {@code language}: the language of the window's own labels (the box's screen speaks whatever it is set to). */
    public BoxWindow(SimDevices sim, Supplier<Screen> screen, Language language) {
        frame = new JFrame(language.format("sim.title"));
        JPanel box = new JPanel();
        box.setLayout(new BoxLayout(box, BoxLayout.Y_AXIS));
        box.setBackground(new Color(0x1C1E22));
        box.setBorder(BorderFactory.createEmptyBorder(10, 10, 10, 10));
        FramePanel oled = new FramePanel(() -> Pictures.oled(sim.display.frame(), 4));
        oled.setBorder(BorderFactory.createLineBorder(new Color(0x50545C), 6));
        FramePanel leds = new FramePanel(() -> Pictures.leds(sim.leds.colours()));
        JTextArea text = new JTextArea(8, 28);
        text.setEditable(false);
        text.setFocusable(false);
        text.setFont(new Font(Font.MONOSPACED, Font.PLAIN, 12));
        ButtonPad buttons = new ButtonPad(sim.buttons, box, language);
        buttons.setOpaque(false);
        box.add(oled);
        box.add(javax.swing.Box.createVerticalStrut(8));
        box.add(leds);
        box.add(javax.swing.Box.createVerticalStrut(8));
        box.add(buttons);

        JPanel side = new JPanel(new BorderLayout(4, 4));
        side.setBorder(BorderFactory.createEmptyBorder(10, 0, 10, 10));
        JLabel heading = new JLabel(language.format("sim.screenText"));
        side.add(heading, BorderLayout.NORTH);
        JScrollPane scroll = new JScrollPane(text);
        scroll.setPreferredSize(new Dimension(260, oled.getPreferredSize().height));
        side.add(scroll, BorderLayout.CENTER);

        JPanel top = new JPanel(new BorderLayout());
        top.add(box, BorderLayout.CENTER);
        top.add(side, BorderLayout.EAST);

        frame.setDefaultCloseOperation(WindowConstants.EXIT_ON_CLOSE);
        frame.getContentPane().add(top, BorderLayout.NORTH);
        frame.getContentPane().add(new CardTable(sim.readers, language), BorderLayout.CENTER);
        Runnable refresh = () -> SwingUtilities.invokeLater(() -> {
            oled.repaint();
            leds.repaint();
            Screen now = screen.get();
            if (now != null) {
                text.setText(now.text());
            }
        });
        sim.display.onChange(refresh);
        sim.leds.onChange(refresh);
    }

    public void show() {
        SwingUtilities.invokeLater(() -> {
            frame.pack();
            frame.setLocationByPlatform(true);
            frame.setVisible(true);
        });
    }
}
