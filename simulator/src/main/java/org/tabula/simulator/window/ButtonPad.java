package org.tabula.simulator.window;

import java.awt.FlowLayout;
import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.EnumMap;
import java.util.Map;

import javax.swing.AbstractAction;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.KeyStroke;
import javax.swing.Timer;

import org.tabula.display.text.Language;
import org.tabula.hal.Button;
import org.tabula.hal.ButtonEvent;
import org.tabula.simulator.devices.SimButtons;

/**
 * The five buttons, clickable and bound to keys (arrows, Enter, Backspace or Escape, Space or P).
 * Held past {@link #LONG_PRESS_MILLIS} a button also sends a long press, as the real debouncer does.
 */
final class ButtonPad extends JPanel {
    private static final long serialVersionUID = 1L;
    static final int LONG_PRESS_MILLIS = 800;

    private final transient SimButtons buttons;
    private final Map<Button, Timer> held = new EnumMap<>(Button.class);
    private final Map<Button, JButton> shown = new EnumMap<>(Button.class);
    private final Map<Button, Integer> keys = new EnumMap<>(Button.class);

    /** The buttons carry the names printed on the box's buttons; their hints are in {@code language}. */
    ButtonPad(SimButtons buttons, JComponent keyTarget, Language language) {
        super(new FlowLayout(FlowLayout.CENTER, 6, 4));
        this.buttons = buttons;
        add(button(Button.LEFT, "\u25C0 LEFT", KeyEvent.VK_LEFT));
        add(button(Button.OK, "OK", KeyEvent.VK_ENTER));
        add(button(Button.RIGHT, "RIGHT \u25B6", KeyEvent.VK_RIGHT));
        add(button(Button.BACK, "BACK", KeyEvent.VK_BACK_SPACE));
        add(button(Button.PASS, "PASS", KeyEvent.VK_SPACE));
        bindKey(keyTarget, Button.LEFT, KeyEvent.VK_LEFT);
        bindKey(keyTarget, Button.RIGHT, KeyEvent.VK_RIGHT);
        bindKey(keyTarget, Button.OK, KeyEvent.VK_ENTER);
        bindKey(keyTarget, Button.BACK, KeyEvent.VK_BACK_SPACE);
        bindKey(keyTarget, Button.BACK, KeyEvent.VK_ESCAPE);
        bindKey(keyTarget, Button.PASS, KeyEvent.VK_SPACE);
        bindKey(keyTarget, Button.PASS, KeyEvent.VK_P);
        speak(language);
    }

    /** Puts the buttons' hints in {@code language}. */
    void speak(Language language) {
        shown.forEach((which, button) -> button.setToolTipText(language.format("sim.buttonHint", which, KeyEvent.getKeyText(keys.get(which)))));
    }

    private JButton button(Button which, String label, int key) {
        JButton button = new JButton(label);
        button.setFocusable(false);
        shown.put(which, button);
        keys.put(which, key);
        button.addMouseListener(new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                down(which);
            }

            @Override
            public void mouseReleased(MouseEvent e) {
                up(which);
            }
        });
        return button;
    }

    private void bindKey(JComponent target, Button which, int key) {
        String name = which + "-" + key;
        target.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(KeyStroke.getKeyStroke(key, 0, false), name + "-down");
        target.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(KeyStroke.getKeyStroke(key, 0, true), name + "-up");
        target.getActionMap().put(name + "-down", new AbstractAction() {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(ActionEvent e) {
                down(which);
            }
        });
        target.getActionMap().put(name + "-up", new AbstractAction() {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(ActionEvent e) {
                up(which);
            }
        });
    }

    /** A key's auto-repeat sends more downs: only the first counts, as with a real button. */
    private void down(Button which) {
        if (held.containsKey(which)) {
            return;
        }
        buttons.send(which, ButtonEvent.Kind.PRESSED);
        Timer timer = new Timer(LONG_PRESS_MILLIS, e -> buttons.send(which, ButtonEvent.Kind.LONG_PRESSED));
        timer.setRepeats(false);
        timer.start();
        held.put(which, timer);
    }

    private void up(Button which) {
        Timer timer = held.remove(which);
        if (timer != null) {
            timer.stop();
            buttons.send(which, ButtonEvent.Kind.RELEASED);
        }
    }
}
