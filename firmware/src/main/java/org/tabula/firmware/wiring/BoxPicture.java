package org.tabula.firmware.wiring;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.tabula.display.sumo.SumoDisplay;
import org.tabula.display.frame.Frame;
import org.tabula.display.led.LedSettings;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Language;
import org.tabula.hal.Button;
import org.tabula.hal.config.HardwareConfig;
import org.tabula.rules.EventSink;
import org.tabula.rules.Game;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.Seats;
import org.tabula.rules.View;
import org.tabula.rules.sumo.Sumo;

/**
 * A picture of the box from above, as SVG, with the devices its configuration has: the LED strip
 * and the OLED showing the very frames the firmware makes for a Sumo game where East's 6 has just
 * beaten West's 4, the reader pads with those two cards on them, and the buttons.
 */
public final class BoxPicture {
    private static final int WIDTH = 900;
    private static final int HEIGHT = 560;
    private static final int PIXEL = 2;
    private static final List<Button> BUTTON_ORDER = List.of(Button.LEFT, Button.OK, Button.RIGHT, Button.PASS, Button.BACK);
    private static final Map<Button, String> KEY_CAPS = Map.of(Button.LEFT, "◀", Button.OK, "OK", Button.RIGHT, "▶",
            Button.PASS, "PASS", Button.BACK, "BACK");

    private final StringBuilder svg = new StringBuilder();

    private BoxPicture() {
    }

    /** The picture, as the text of an SVG file. */
    public static String draw(HardwareConfig config) {
        return new BoxPicture().picture(config);
    }

    private String picture(HardwareConfig config) {
        Game game = Sumo.KIND.create(2, Sumo.KIND.parseOptions(Map.of()));
        GameState state = game.start(1);
        List<GameEvent> latest = new ArrayList<>();
        state.apply(0, state.parseMove(0, "6"), EventSink.DISCARD);
        state.apply(1, state.parseMove(1, "4"), latest::add);
        View view = state.view(GameState.TABLE);
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(WIDTH).append("\" height=\"").append(HEIGHT)
                .append("\" viewBox=\"0 0 ").append(WIDTH).append(' ').append(HEIGHT)
                .append("\" font-family=\"DejaVu Sans, Verdana, sans-serif\">\n");
        svg.append("<!-- Made by BoxPicture from a configuration; docs/box.svg is the reference box's (systemd/tabula.conf). -->\n");
        svg.append("<defs><linearGradient id=\"wood\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\">"
                + "<stop offset=\"0\" stop-color=\"#c08a52\"/><stop offset=\"1\" stop-color=\"#8a5a2e\"/></linearGradient>"
                + "<radialGradient id=\"key\" cx=\"0.4\" cy=\"0.35\" r=\"0.7\"><stop offset=\"0\" stop-color=\"#5a5a5a\"/>"
                + "<stop offset=\"1\" stop-color=\"#161616\"/></radialGradient></defs>\n");
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
        svg.append("<rect x=\"24\" y=\"30\" width=\"852\" height=\"506\" rx=\"28\" fill=\"#5e3b1c\"/>\n");
        svg.append("<rect x=\"18\" y=\"20\" width=\"852\" height=\"506\" rx=\"28\" fill=\"url(#wood)\" stroke=\"#6b4423\" stroke-width=\"3\"/>\n");
        svg.append("<rect x=\"40\" y=\"42\" width=\"808\" height=\"462\" rx=\"18\" fill=\"none\" stroke=\"#a06c3a\" stroke-width=\"2\"/>\n");
        config.leds().ifPresent(leds -> strip(SumoDisplay.GAME.still(view, new LedSettings(leds.count(), 255))));
        config.display().ifPresent(display -> oled(SumoDisplay.GAME.screen(view, latest, new Players(Sumo.KIND.seatNames(2), Seats.NONE))
                .render(Language.english())));
        readers(config.readers().size());
        config.buttons().ifPresent(buttons -> buttons(buttons.pins().keySet()));
        svg.append("<text x=\"830\" y=\"494\" text-anchor=\"end\" font-size=\"15\" font-weight=\"bold\" letter-spacing=\"4\" fill=\"#6b4423\">TABULA</text>\n");
        svg.append("</svg>\n");
        return svg.toString();
    }

    /** The strip along the top, each LED in its colour, lit ones glowing. */
    private void strip(int[] colours) {
        int left = 90;
        int right = 798;
        svg.append(String.format("<rect x=\"%d\" y=\"62\" width=\"%d\" height=\"36\" rx=\"6\" fill=\"#1c1c1c\"/>%n", left - 20, right - left + 40));
        for (int led = 0; led < colours.length; led++) {
            int x = colours.length == 1 ? (left + right) / 2 : left + led * (right - left) / (colours.length - 1);
            int rgb = colours[led] & 0xFFFFFF;
            int peak = Math.max(rgb >> 16, Math.max(rgb >> 8 & 0xFF, rgb & 0xFF));
            if (peak == 0) {
                svg.append(String.format("<circle cx=\"%d\" cy=\"80\" r=\"8\" fill=\"#3a3a3a\" stroke=\"#555555\"/>%n", x));
            } else {
                // A dim LED still looks its colour to the eye, only its glow is smaller: draw the hue at full, the glow by brightness.
                String colour = String.format("#%02x%02x%02x", (rgb >> 16) * 255 / peak, (rgb >> 8 & 0xFF) * 255 / peak, (rgb & 0xFF) * 255 / peak);
                svg.append(String.format("<circle cx=\"%d\" cy=\"80\" r=\"%d\" fill=\"%s\" opacity=\"0.4\"/>%n", x, 10 + 8 * peak / 255, colour));
                svg.append(String.format("<circle cx=\"%d\" cy=\"80\" r=\"8\" fill=\"%s\" stroke=\"#ffffff\" stroke-opacity=\"0.6\"/>%n", x, colour));
            }
        }
    }

    /** The OLED module in the middle, its lit pixels drawn as runs. */
    private void oled(Frame frame) {
        int screenX = WIDTH / 2 - Frame.WIDTH * PIXEL / 2 - 6;
        int screenY = 150;
        svg.append(String.format("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"6\" fill=\"#1d4f91\"/>%n",
                screenX - 22, screenY - 26, Frame.WIDTH * PIXEL + 44, Frame.HEIGHT * PIXEL + 52));
        svg.append(String.format("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#050505\"/>%n",
                screenX - 4, screenY - 4, Frame.WIDTH * PIXEL + 8, Frame.HEIGHT * PIXEL + 8));
        svg.append("<g fill=\"#c6ecff\">\n");
        for (int y = 0; y < Frame.HEIGHT; y++) {
            int x = 0;
            while (x < Frame.WIDTH) {
                if (!frame.get(x, y)) {
                    x++;
                    continue;
                }
                int start = x;
                while (x < Frame.WIDTH && frame.get(x, y)) {
                    x++;
                }
                svg.append(String.format("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\"/>%n",
                        screenX + start * PIXEL, screenY + y * PIXEL, (x - start) * PIXEL, PIXEL));
            }
        }
        svg.append("</g>\n");
    }

    /** The reader pads, alternately left and right; on the first two the cards of the round. */
    private void readers(int count) {
        int columnHeight = 300;
        int perColumn = (count + 1) / 2;
        for (int reader = 0; reader < count; reader++) {
            boolean leftSide = reader % 2 == 0;
            int height = columnHeight / Math.max(1, perColumn) - 14;
            int x = leftSide ? 64 : WIDTH - 64 - 190 - 12;
            int y = 124 + reader / 2 * (height + 14);
            svg.append(String.format("<rect x=\"%d\" y=\"%d\" width=\"190\" height=\"%d\" rx=\"14\" fill=\"#e9e2d2\" stroke=\"#7a5230\" stroke-width=\"2\"/>%n",
                    x, y, height));
            int cx = x + 95;
            int cy = y + height / 2;
            for (int arc = 1; arc <= 3; arc++) {
                int r = 10 + arc * 12;
                svg.append(String.format("<path d=\"M %d %d A %d %d 0 0 1 %d %d\" fill=\"none\" stroke=\"#b9ad94\" stroke-width=\"5\"/>%n",
                        cx - r / 2, cy - r, r, r, cx - r / 2, cy + r));
            }
            String name = reader == 0 ? "East (seat 0)" : reader == 1 ? "West (seat 1)" : "Reader " + reader;
            svg.append(String.format("<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" font-size=\"13\" fill=\"#5e3b1c\">%s</text>%n",
                    cx, y + height - 10, name));
            if (reader < 2) {
                card(cx, cy - 8, reader == 0 ? "#c62828" : "#1565c0", reader == 0 ? "6" : "4", reader == 0 ? -8 : 6);
            }
        }
    }

    private void card(int cx, int cy, String colour, String value, int degrees) {
        svg.append(String.format("<g transform=\"rotate(%d %d %d)\">%n", degrees, cx, cy));
        svg.append(String.format("<rect x=\"%d\" y=\"%d\" width=\"66\" height=\"96\" rx=\"7\" fill=\"#fffdf7\" stroke=\"%s\" stroke-width=\"3\"/>%n",
                cx - 33, cy - 48, colour));
        svg.append(String.format("<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" font-size=\"44\" font-weight=\"bold\" fill=\"%s\">%s</text>%n",
                cx, cy + 15, colour, value));
        svg.append("</g>\n");
    }

    /** The buttons in a row below the display, in the order of their key caps on the screen. */
    private void buttons(java.util.Set<Button> fitted) {
        List<Button> buttons = BUTTON_ORDER.stream().filter(fitted::contains).toList();
        int spacing = 92;
        int left = WIDTH / 2 - 6 - (buttons.size() - 1) * spacing / 2;
        for (int i = 0; i < buttons.size(); i++) {
            int x = left + i * spacing;
            svg.append(String.format("<circle cx=\"%d\" cy=\"444\" r=\"29\" fill=\"#3b2614\" opacity=\"0.45\"/>%n", x + 3));
            svg.append(String.format("<circle cx=\"%d\" cy=\"440\" r=\"27\" fill=\"url(#key)\" stroke=\"#0c0c0c\" stroke-width=\"2\"/>%n", x));
            String cap = KEY_CAPS.get(buttons.get(i));
            svg.append(String.format("<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" font-size=\"%d\" font-weight=\"bold\" fill=\"#f0f0f0\">%s</text>%n",
                    x, 446, cap.length() > 2 ? 13 : 17, cap));
        }
    }
}
