package org.tabula.simulator.window;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.util.List;
import java.util.function.Supplier;

import java.util.stream.IntStream;

import javax.swing.BorderFactory;
import javax.swing.BoxLayout;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;

import org.tabula.display.screen.Players;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.rules.SeatNames;
import org.tabula.rules.Seats;
import org.tabula.display.text.Language;
import org.tabula.simulator.Pictures;
import org.tabula.simulator.SimDevices;

/**
 * The box on the desktop: the OLED at four times its size and the LED strip, both drawn from
 * exactly the frames the firmware wrote; the five buttons; the reader pads and card tiles; and
 * the screen's text beside it (what a screen reader or a bug report needs).
 */
public final class BoxWindow {
    private final JFrame frame = new JFrame();
    private final JLabel heading = new JLabel();
    /** What to do, in one line: the window says it, so nobody has to guess. */
    private final JLabel hint = new JLabel();
    private final ButtonPad buttons;
    private final CardTable cards;
    /** The language the labels are in; changed with the box's, on the Swing thread. */
    private Language spoken;

    /**
     * {@code language}: the language the box speaks at start; the window's labels follow the box's when it changes.
     * {@code seated}: the seats of the match at the table (null: none), for the pads' names while a screen without the table is open over it.
     */
    public BoxWindow(SimDevices sim, Supplier<ScreenModel> screen, Supplier<SeatNames> seated, Language language) {
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
        text.setLineWrap(true);
        text.setWrapStyleWord(true);
        text.setFont(new Font(Font.MONOSPACED, Font.PLAIN, 12));
        buttons = new ButtonPad(sim.buttons, box, language);
        buttons.setOpaque(false);
        box.add(oled);
        box.add(javax.swing.Box.createVerticalStrut(8));
        box.add(leds);
        box.add(javax.swing.Box.createVerticalStrut(8));
        box.add(buttons);

        JPanel side = new JPanel(new BorderLayout(4, 4));
        side.setBorder(BorderFactory.createEmptyBorder(10, 0, 10, 10));
        side.add(heading, BorderLayout.NORTH);
        JScrollPane scroll = new JScrollPane(text, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED, JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        scroll.setPreferredSize(new Dimension(260, oled.getPreferredSize().height));
        side.add(scroll, BorderLayout.CENTER);

        JPanel top = new JPanel(new BorderLayout());
        top.add(box, BorderLayout.CENTER);
        top.add(side, BorderLayout.EAST);

        frame.setDefaultCloseOperation(WindowConstants.EXIT_ON_CLOSE);
        frame.getContentPane().add(top, BorderLayout.NORTH);
        cards = new CardTable(sim.readers, language);
        frame.getContentPane().add(cards, BorderLayout.CENTER);
        hint.setBorder(BorderFactory.createEmptyBorder(4, 10, 4, 10));
        frame.getContentPane().add(hint, BorderLayout.SOUTH);
        speak(language);
        Runnable refresh = () -> SwingUtilities.invokeLater(() -> {
            oled.repaint();
            leds.repaint();
            ScreenModel now = screen.get();
            if (now != null) {
                text.setText(now.text());
                cards.seats(padNames(now, seated.get()));
                if (now.language() != spoken) {
                    speak(now.language());
                }
            }
        });
        sim.display.onChange(refresh);
        sim.leds.onChange(refresh);
    }

    /**
     * The seats' names for the reader pads: of the game on the screen, else of the match at the
     * table ({@code seated}) while a screen without the game is open over it (the pause menu, the
     * take-back question); null for no game.
     */
    static List<String> padNames(ScreenModel now, SeatNames seated) {
        SeatNames names = now.table() != null ? now.table().players().seats() : seated;
        if (names == null) {
            return null;
        }
        Players players = new Players(names, Seats.NONE);
        return IntStream.range(0, players.count()).mapToObj(seat -> now.language().format(players.name(seat))).toList();
    }

    private void speak(Language language) {
        spoken = language;
        frame.setTitle(language.format("sim.title"));
        heading.setText(language.format("sim.screenText"));
        hint.setText(language.format("sim.hint"));
        buttons.speak(language);
        cards.speak(language);
    }

    public void show() {
        SwingUtilities.invokeLater(() -> {
            frame.pack();
            frame.setLocationByPlatform(true);
            frame.setVisible(true);
        });
    }
}
