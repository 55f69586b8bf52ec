package org.tabula.firmware.cards.print;

import java.awt.Color;
import java.io.Closeable;
import java.io.IOException;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.util.Matrix;

/**
 * One page's drawing in millimetres from the page's bottom left corner (PDF's own direction),
 * colours as {@code 0xRRGGBB}: paths are built, then filled or stroked.
 */
public final class PageCanvas implements Closeable {
    private static final float POINTS_PER_MM = 72f / 25.4f;
    /** How far a cubic Bézier's handles reach to draw a quarter circle. */
    private static final double KAPPA = 0.5522847498;

    /** Where a line of text stands from its x. */
    public enum Align {
        LEFT, CENTRE, RIGHT
    }

    /** Drawing that may fail on the page's stream. */
    public interface Drawing {
        void draw() throws IOException;
    }

    private final PDPageContentStream out;

    public PageCanvas(PDDocument document, PDPage page) throws IOException {
        this.out = new PDPageContentStream(document, page);
    }

    public static float points(double millimetres) {
        return (float) (millimetres * POINTS_PER_MM);
    }

    public void fillColour(int rgb) throws IOException {
        out.setNonStrokingColor(new Color(rgb));
    }

    public void strokeColour(int rgb, double widthMm) throws IOException {
        out.setStrokingColor(new Color(rgb));
        out.setLineWidth(points(widthMm));
    }

    /** Dashes of {@code onMm} and gaps of {@code offMm} for later strokes; 0 for solid lines. */
    public void dashes(double onMm, double offMm) throws IOException {
        out.setLineDashPattern(onMm == 0 ? new float[0] : new float[] {points(onMm), points(offMm)}, 0);
    }

    public void rect(double x, double y, double width, double height) throws IOException {
        out.addRect(points(x), points(y), points(width), points(height));
    }

    public void roundedRect(double x, double y, double width, double height, double radius) throws IOException {
        double k = radius * KAPPA;
        double right = x + width;
        double top = y + height;
        moveTo(x + radius, y);
        lineTo(right - radius, y);
        curveTo(right - radius + k, y, right, y + radius - k, right, y + radius);
        lineTo(right, top - radius);
        curveTo(right, top - radius + k, right - radius + k, top, right - radius, top);
        lineTo(x + radius, top);
        curveTo(x + radius - k, top, x, top - radius + k, x, top - radius);
        lineTo(x, y + radius);
        curveTo(x, y + radius - k, x + radius - k, y, x + radius, y);
        out.closePath();
    }

    public void circle(double cx, double cy, double radius) throws IOException {
        double k = radius * KAPPA;
        moveTo(cx + radius, cy);
        curveTo(cx + radius, cy + k, cx + k, cy + radius, cx, cy + radius);
        curveTo(cx - k, cy + radius, cx - radius, cy + k, cx - radius, cy);
        curveTo(cx - radius, cy - k, cx - k, cy - radius, cx, cy - radius);
        curveTo(cx + k, cy - radius, cx + radius, cy - k, cx + radius, cy);
        out.closePath();
    }

    /** A closed polygon through the points {@code x0, y0, x1, y1, ...}. */
    public void polygon(double... xy) throws IOException {
        moveTo(xy[0], xy[1]);
        for (int i = 2; i < xy.length; i += 2) {
            lineTo(xy[i], xy[i + 1]);
        }
        out.closePath();
    }

    public void line(double x1, double y1, double x2, double y2) throws IOException {
        moveTo(x1, y1);
        lineTo(x2, y2);
    }

    public void fill() throws IOException {
        out.fill();
    }

    public void stroke() throws IOException {
        out.stroke();
    }

    /** Later drawing shows only inside the path built so far. */
    public void clipToPath() throws IOException {
        out.clip();
    }

    /** One line of text in the fill colour, its baseline at {@code y}. */
    public void text(String text, PDFont font, double sizePt, double x, double y, Align align) throws IOException {
        double width = width(text, font, sizePt);
        double left = switch (align) {
            case LEFT -> x;
            case CENTRE -> x - width / 2;
            case RIGHT -> x - width;
        };
        out.beginText();
        out.setFont(font, (float) sizePt);
        out.setTextMatrix(Matrix.getTranslateInstance(points(left), points(y)));
        out.showText(text);
        out.endText();
    }

    /** The width of a line of text, in millimetres. */
    public static double width(String text, PDFont font, double sizePt) throws IOException {
        return font.getStringWidth(text) / 1000 * sizePt * 25.4 / 72;
    }

    /** The height of the font's capital letters at this size, in millimetres. */
    public static double capHeight(PDFont font, double sizePt) {
        float capHeight = font.getFontDescriptor().getCapHeight();
        return (capHeight > 0 ? capHeight : 720) / 1000 * sizePt * 25.4 / 72;
    }

    /** Draws with everything turned half a turn about {@code (cx, cy)}: a card's other end. */
    public void halfTurned(double cx, double cy, Drawing drawing) throws IOException {
        transformed(new Matrix(-1, 0, 0, -1, points(2 * cx), points(2 * cy)), drawing);
    }

    /** Draws with everything turned a quarter turn anticlockwise about {@code (x, y)}. */
    public void quarterTurned(double x, double y, Drawing drawing) throws IOException {
        transformed(new Matrix(0, 1, -1, 0, points(x + y), points(y - x)), drawing);
    }

    /** Draws with the graphics state (colours, clip, dashes) restored afterwards. */
    public void isolated(Drawing drawing) throws IOException {
        out.saveGraphicsState();
        drawing.draw();
        out.restoreGraphicsState();
    }

    private void transformed(Matrix matrix, Drawing drawing) throws IOException {
        out.saveGraphicsState();
        out.transform(matrix);
        drawing.draw();
        out.restoreGraphicsState();
    }

    private void moveTo(double x, double y) throws IOException {
        out.moveTo(points(x), points(y));
    }

    private void lineTo(double x, double y) throws IOException {
        out.lineTo(points(x), points(y));
    }

    private void curveTo(double x1, double y1, double x2, double y2, double x3, double y3) throws IOException {
        out.curveTo(points(x1), points(y1), points(x2), points(y2), points(x3), points(y3));
    }

    @Override
    public void close() throws IOException {
        out.close();
    }
}
