package org.tabula.firmware.cards.print;

import java.io.IOException;
import java.util.List;
import java.util.TreeSet;

/**
 * Where poker-size cards (63 x 88 mm) lie on a sheet: 3 x 3, butted against each other so
 * that one guillotine cut separates two cards, centred on the paper, with 3 mm of bleed round
 * the block and crop marks outside it at every cut line. A back lies behind its front when the
 * sheet is printed two-sided and flipped on its long edge: the columns are mirrored.
 */
public final class CardSheet {
    public static final double CARD_WIDTH = 63;
    public static final double CARD_HEIGHT = 88;
    public static final double BLEED = 3;
    static final int COLUMNS = 3;
    static final int ROWS = 3;
    public static final int CARDS = COLUMNS * ROWS;
    /** Crop marks start this far outside the bleed, so a cut never shows one. */
    private static final double MARK_GAP = 1;
    private static final double MARK_LENGTH = 5;
    /** Crop marks stop this far from the paper's edge, where the paper is too narrow for 5 mm. */
    private static final double PAPER_CLEARANCE = 0.5;
    private static final double MARK_LINE = 0.12;
    private static final int MARK_COLOUR = 0x000000;

    /** A side of the sheet. */
    public enum Side {
        FRONT, BACK
    }

    /** A card's trim box: its bottom left corner, in millimetres from the page's. */
    public record Slot(double x, double y) {
        public double centreX() {
            return x + CARD_WIDTH / 2;
        }

        public double centreY() {
            return y + CARD_HEIGHT / 2;
        }
    }

    private final Paper paper;

    public CardSheet(Paper paper) {
        this.paper = paper;
    }

    /** The trim box of the {@code index}th card (0 to 8, rows from the top, left to right on the front). */
    public Slot slot(int index, Side side) {
        int column = index % COLUMNS;
        int row = index / COLUMNS;
        int across = side == Side.FRONT ? column : COLUMNS - 1 - column;
        return new Slot(left() + across * CARD_WIDTH, bottom() + (ROWS - 1 - row) * CARD_HEIGHT);
    }

    /** The marks of every trim line of these cards, in the margins round them. */
    public void cropMarks(PageCanvas canvas, List<Slot> slots) throws IOException {
        TreeSet<Double> xs = new TreeSet<>();
        TreeSet<Double> ys = new TreeSet<>();
        for (Slot slot : slots) {
            xs.add(slot.x());
            xs.add(slot.x() + CARD_WIDTH);
            ys.add(slot.y());
            ys.add(slot.y() + CARD_HEIGHT);
        }
        double above = ys.last() + BLEED + MARK_GAP;
        double below = ys.first() - BLEED - MARK_GAP;
        double right = xs.last() + BLEED + MARK_GAP;
        double left = xs.first() - BLEED - MARK_GAP;
        double upLength = markLength(paper.height() - above);
        double downLength = markLength(below);
        double rightLength = markLength(paper.width() - right);
        double leftLength = markLength(left);
        canvas.strokeColour(MARK_COLOUR, MARK_LINE);
        for (double x : xs) {
            canvas.line(x, above, x, above + upLength);
            canvas.line(x, below, x, below - downLength);
        }
        for (double y : ys) {
            canvas.line(right, y, right + rightLength, y);
            canvas.line(left, y, left - leftLength, y);
        }
        canvas.stroke();
    }

    /**
     * Lines saying what the sheet is and how to print it, in the widest margin outside the
     * bleed: below the cards, or up the left side when the paper is short (Letter).
     */
    public void note(PageCanvas canvas, List<Typeset> lines) throws IOException {
        double belowBleed = bottom() - BLEED;
        double leftOfBleed = left() - BLEED;
        if (belowBleed >= leftOfBleed) {
            stack(canvas, lines, paper.width() / 2, belowBleed / 2);
        } else {
            canvas.quarterTurned(leftOfBleed / 2, paper.height() / 2, () -> stack(canvas, lines, leftOfBleed / 2, paper.height() / 2));
        }
    }

    /** The lines one under the other, centred on {@code (x, middle)}. */
    private static void stack(PageCanvas canvas, List<Typeset> lines, double x, double middle) throws IOException {
        double leading = lines.get(0).sizePt() * 1.4 * 25.4 / 72;
        double baseline = middle + (lines.size() - 1) * leading / 2 - PageCanvas.capHeight(lines.get(0).font(), lines.get(0).sizePt()) / 2;
        for (Typeset line : lines) {
            line.draw(canvas, x, baseline);
            baseline -= leading;
        }
    }

    private double left() {
        return (paper.width() - COLUMNS * CARD_WIDTH) / 2;
    }

    private double bottom() {
        return (paper.height() - ROWS * CARD_HEIGHT) / 2;
    }

    private static double markLength(double room) {
        return Math.max(0, Math.min(MARK_LENGTH, room - PAPER_CLEARANCE));
    }
}
