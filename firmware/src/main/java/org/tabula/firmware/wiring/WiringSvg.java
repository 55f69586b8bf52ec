package org.tabula.firmware.wiring;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Draws a {@link Wiring} as an SVG picture: the 40-pin header in the middle, each used pin
 * coloured and labelled with what it carries and to which parts; the parts on both sides, each
 * pin with the header pin it goes to. Wires are named, not drawn: a pin and its part share a
 * colour and a pin number, so no line crosses the header.
 */
public final class WiringSvg {
    private static final int WIDTH = 1300;
    private static final int PART_WIDTH = 340;
    private static final int LEFT_X = 12;
    private static final int RIGHT_X = WIDTH - PART_WIDTH - 12;
    private static final int HEADER_LEFT_COLUMN = WIDTH / 2 - 15;
    private static final int HEADER_RIGHT_COLUMN = WIDTH / 2 + 15;
    private static final int HEADER_TOP = 96;
    private static final int PIN_PITCH = 26;
    private static final int ROW = 17;
    private static final int NOTE = 15;
    /** About the widest character of the 12 px bold font, for spacing a pin's name from its arrow. */
    private static final int BOLD_CHARACTER_WIDTH = 8;
    private static final Map<Wiring.Kind, String> COLOURS = Map.of(
            Wiring.Kind.POWER_3V3, "#e08a00", Wiring.Kind.POWER_5V, "#d62728", Wiring.Kind.GROUND, "#222222",
            Wiring.Kind.I2C, "#1f77b4", Wiring.Kind.SPI, "#2ca02c", Wiring.Kind.GPIO, "#9467bd", Wiring.Kind.OFF_HEADER, "#8c8c8c");

    private final StringBuilder svg = new StringBuilder();

    private WiringSvg() {
    }

    /** The picture, as the text of an SVG file. */
    public static String draw(Wiring wiring) {
        return new WiringSvg().picture(wiring);
    }

    private String picture(Wiring wiring) {
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
        text(WIDTH / 2, 28, "Tabula: wiring the box", "middle", "font-size=\"20\" font-weight=\"bold\"");
        text(WIDTH / 2, 50, "Raspberry Pi 40-pin header, seen from above: pin 1 (square) is at the end away from the USB ports",
                "middle", "fill=\"#444444\"");
        int leftBottom = parts(wiring.left(), LEFT_X);
        int rightBottom = parts(wiring.right(), RIGHT_X);
        header(wiring);
        int legendTop = Math.max(HEADER_TOP + 20 * PIN_PITCH + 30, Math.max(leftBottom, rightBottom) + 16);
        legend(legendTop);
        int height = legendTop + 24;
        svg.insert(0, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + WIDTH + "\" height=\"" + height + "\" viewBox=\"0 0 "
                + WIDTH + " " + height + "\" font-family=\"DejaVu Sans, Verdana, sans-serif\" font-size=\"12\">\n"
                + "<!-- Made by tabula wiring from a configuration; docs/wiring.svg is the reference box's (systemd/tabula.conf). -->\n");
        svg.append("</svg>\n");
        return svg.toString();
    }

    /** The header with every pin's number, and a label for each pin in use. */
    private void header(Wiring wiring) {
        Map<Integer, List<Wiring.Net>> used = new TreeMap<>();
        Map<Integer, List<String>> users = new TreeMap<>();
        for (List<Wiring.Part> side : List.of(wiring.left(), wiring.right())) {
            for (Wiring.Part part : side) {
                for (Wiring.Net net : part.nets()) {
                    if (net.header() > 0) {
                        used.computeIfAbsent(net.header(), pin -> new ArrayList<>()).add(net);
                        List<String> names = users.computeIfAbsent(net.header(), pin -> new ArrayList<>());
                        String user = net.kind() == Wiring.Kind.GPIO && gpioNets(part) > 1 ? part.name() + " " + net.pin() : part.name();
                        if (!names.contains(user)) {
                            names.add(user);
                        }
                    }
                }
            }
        }
        int top = HEADER_TOP - 14;
        svg.append(String.format("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"6\" fill=\"#1b5e20\"/>%n",
                HEADER_LEFT_COLUMN - 18, top, HEADER_RIGHT_COLUMN - HEADER_LEFT_COLUMN + 36, 20 * PIN_PITCH + 2));
        for (int pin = 1; pin <= PiHeader.PINS; pin++) {
            boolean odd = pin % 2 == 1;
            int x = odd ? HEADER_LEFT_COLUMN : HEADER_RIGHT_COLUMN;
            int y = HEADER_TOP + (pin - 1) / 2 * PIN_PITCH;
            List<Wiring.Net> nets = used.get(pin);
            String colour = nets == null ? "#c8c8c8" : COLOURS.get(nets.get(0).kind());
            if (pin == 1) {
                svg.append(String.format("<rect x=\"%d\" y=\"%d\" width=\"16\" height=\"16\" fill=\"%s\" stroke=\"#ffffff\"/>%n", x - 8, y - 8, colour));
            } else {
                svg.append(String.format("<circle cx=\"%d\" cy=\"%d\" r=\"8\" fill=\"%s\" stroke=\"#ffffff\"/>%n", x, y, colour));
            }
            text(x, y + 3, Integer.toString(pin), "middle", "font-size=\"8\" fill=\"#ffffff\"");
            int labelX = odd ? HEADER_LEFT_COLUMN - 24 : HEADER_RIGHT_COLUMN + 24;
            String anchor = odd ? "end" : "start";
            if (nets == null) {
                text(labelX, y + 4, PiHeader.name(pin), anchor, "fill=\"#9a9a9a\" font-size=\"11\"");
            } else {
                Wiring.Kind kind = nets.get(0).kind();
                boolean power = kind == Wiring.Kind.GROUND || kind == Wiring.Kind.POWER_3V3 || kind == Wiring.Kind.POWER_5V;
                String label = (power ? PiHeader.name(pin) : nets.get(0).to()) + ": " + String.join(", ", users.get(pin));
                text(labelX, y + 4, label, anchor, "fill=\"" + colour + "\" font-size=\"11\" font-weight=\"bold\"");
            }
        }
    }

    private static long gpioNets(Wiring.Part part) {
        return part.nets().stream().filter(net -> net.kind() == Wiring.Kind.GPIO).count();
    }

    /** The parts of one side, top to bottom; returns where they end. */
    private int parts(List<Wiring.Part> parts, int x) {
        int y = HEADER_TOP - 20;
        for (Wiring.Part part : parts) {
            int height = 26 + part.nets().size() * ROW + part.notes().size() * NOTE + 8;
            svg.append(String.format("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"5\" fill=\"#f6f6f2\" stroke=\"#555555\"/>%n",
                    x, y, PART_WIDTH, height));
            text(x + 8, y + 17, part.title(), "start", "font-weight=\"bold\"");
            int rowY = y + 26;
            for (Wiring.Net net : part.nets()) {
                String colour = COLOURS.get(net.kind());
                svg.append(String.format("<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"4\"%s/>%n",
                        x + 8, rowY + ROW / 2, x + 24, rowY + ROW / 2, colour,
                        net.kind() == Wiring.Kind.OFF_HEADER ? " stroke-dasharray=\"4 2\"" : ""));
                text(x + 30, rowY + 13, net.pin(), "start", "font-weight=\"bold\"");
                String to = net.header() > 0 ? "pin " + net.header() + " (" + net.to() + ")" : net.to();
                // A long pin name (a chip's pin numbers) pushes its arrow right; the others line up.
                int arrowX = x + 30 + Math.max(70, net.pin().length() * BOLD_CHARACTER_WIDTH + 8);
                text(arrowX, rowY + 13, "→ " + to, "start", "fill=\"" + colour + "\"");
                rowY += ROW;
            }
            for (String note : part.notes()) {
                text(x + 10, rowY + 12, note, "start", "font-size=\"11\" fill=\"#555555\" font-style=\"italic\"");
                rowY += NOTE;
            }
            y += height + 12;
        }
        return y;
    }

    private void legend(int y) {
        String[][] entries = {{"POWER_3V3", "3.3 V"}, {"POWER_5V", "5 V"}, {"GROUND", "ground"}, {"I2C", "I2C"}, {"SPI", "SPI"},
                {"GPIO", "GPIO (buttons, resets)"}, {"OFF_HEADER", "between parts, not on the header"}};
        int x = 40;
        for (String[] entry : entries) {
            String colour = COLOURS.get(Wiring.Kind.valueOf(entry[0]));
            svg.append(String.format("<rect x=\"%d\" y=\"%d\" width=\"18\" height=\"10\" fill=\"%s\"/>%n", x, y - 9, colour));
            text(x + 24, y, entry[1], "start", "");
            x += 44 + entry[1].length() * 7;
        }
    }

    private void text(int x, int y, String text, String anchor, String attributes) {
        svg.append(String.format("<text x=\"%d\" y=\"%d\" text-anchor=\"%s\" %s>%s</text>%n", x, y, anchor, attributes, escape(text)));
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
