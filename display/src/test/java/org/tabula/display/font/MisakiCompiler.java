package org.tabula.display.font;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.font.FontRenderContext;
import java.awt.font.GlyphVector;
import java.awt.geom.PathIterator;
import java.awt.image.BufferedImage;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeSet;
import java.util.stream.IntStream;

/**
 * Makes the Japanese font the display ships, {@code misaki-gothic-8.font}, from Debian's
 * fonts-misaki package (美咲ゴシック, an 8x8 dot font by Num Kadoma). The package ships only
 * TrueType, but misaki's outlines are its dots: every outline is a set of squares on the 8 px
 * grid. So each glyph is read at exactly 8 px from its outline (a pixel is lit when the outline
 * contains the pixel's centre), after checking that every outline point lies on the pixel grid
 * and that Java2D's aliased rasteriser lights exactly the same pixels; a glyph that fails either
 * check stops the build rather than shipping a guess.
 *
 * <p>Kept: every character of JIS X 0208 that the Latin fonts lack (all its kanji, 6,355 of them,
 * kana, full-width punctuation and symbols; not its box drawing, which reaches below the line),
 * so that a person's name in Japanese is drawn whatever its kanji (issue 44); all hiragana and
 * katakana and the CJK punctuation block; and every other character the Japanese catalogue uses
 * that the Latin fonts lack. Latin letters and digits, Greek and Cyrillic come from the
 * misc-fixed fonts (see {@link FallbackFont}). Regenerate after changing
 * {@code messages_ja.properties} or a game's {@code words_ja.properties}, or the Latin fonts
 * (after FontCompiler, so that what they have is left out here; every catalogue file is named,
 * the font's folder last):
 *
 * <pre>
 * apt-get install fonts-misaki
 * mvn -B -q -pl display -am test-compile
 * java -Djava.awt.headless=true -cp display/target/test-classes:display/target/classes \
 *     org.tabula.display.font.MisakiCompiler /usr/share/fonts/truetype/misaki/misaki_gothic.ttf \
 *     display/src/main/resources/org/tabula/display/text/messages_ja.properties \
 *     display/src/main/resources/org/tabula/display/*&#47;words_ja.properties \
 *     display/src/main/resources/org/tabula/display/font
 * </pre>
 */
public final class MisakiCompiler {
    static final String NAME = "misaki-gothic-8";
    /** misaki's design grid: an 8 px em, so one font unit at 8 px is one dot. */
    static final int PIXELS = 8;
    /** The cell's top above the baseline (TrueType ascent 6 at 8 px, plus a spare row), in dots. */
    private static final int CELL_TOP = -8;
    private static final int CELL_BOTTOM = 2;
    /** 〓 (geta mark): the customary Japanese stand-in for a missing character. */
    static final int REPLACEMENT = 0x3013;

    private MisakiCompiler() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 3) {
            System.err.println("usage: MisakiCompiler MISAKI_TTF CATALOGUE_JA_PROPERTIES... OUTPUT_DIRECTORY");
            System.exit(2);
        }
        java.awt.Font ttf;
        try (InputStream in = new FileInputStream(args[0])) {
            ttf = java.awt.Font.createFont(java.awt.Font.TRUETYPE_FONT, in).deriveFont((float) PIXELS);
        }
        StringBuilder catalogues = new StringBuilder();
        for (String catalogue : java.util.Arrays.asList(args).subList(1, args.length - 1)) {
            catalogues.append(catalogueText(Path.of(catalogue)));
        }
        TreeSet<Integer> wanted = wanted(catalogues.toString(), ttf);
        Path destination = Path.of(args[args.length - 1]).resolve(NAME + ".font");
        Files.writeString(destination, compile(ttf, wanted, Path.of(args[0]).getFileName().toString()), StandardCharsets.UTF_8);
        System.out.println(args[0] + " -> " + destination + " (" + wanted.size() + " characters)");
    }

    /** Every template of the catalogue, concatenated. */
    static String catalogueText(Path catalogue) throws IOException {
        Properties properties = new Properties();
        try (Reader reader = new InputStreamReader(Files.newInputStream(catalogue), StandardCharsets.UTF_8)) {
            properties.load(reader);
        }
        return String.join("", properties.stringPropertyNames().stream().map(properties::getProperty).toList());
    }

    /** JIS X 0208, kana, CJK punctuation and the catalogue's characters the Latin fonts lack, where misaki has them. */
    static TreeSet<Integer> wanted(String catalogue, java.awt.Font ttf) {
        TreeSet<Integer> wanted = new TreeSet<>();
        addRange(wanted, 0x3000, 0x303F, ttf);
        addRange(wanted, 0x3041, 0x309F, ttf);
        addRange(wanted, 0x30A0, 0x30FF, ttf);
        wanted.add(REPLACEMENT);
        Fonts latin = Fonts.latin();
        jisX0208().filter(cp -> !latin.small().covers(cp) && !isBoxDrawing(cp) && ttf.canDisplay(cp)).forEach(wanted::add);
        catalogue.codePoints().filter(cp -> !latin.small().covers(cp)).forEach(cp -> {
            if (!ttf.canDisplay(cp)) {
                throw new IllegalArgumentException("misaki has no glyph for U+" + Integer.toHexString(cp) + " ("
                        + new String(Character.toChars(cp)) + ") of the Japanese catalogue");
            }
            wanted.add(cp);
        });
        return wanted;
    }

    /** Box drawing (JIS X 0208's row 8) reaches below the line, to join the row under it: not for a name's text. */
    private static boolean isBoxDrawing(int codePoint) {
        return codePoint >= 0x2500 && codePoint <= 0x257F;
    }

    /**
     * Every character of JIS X 0208: its 94 x 94 codes, each read as the two bytes EUC-JP gives it
     * ({@code 0xA1 + row}, {@code 0xA1 + cell}); codes the standard leaves empty read as U+FFFD.
     */
    static IntStream jisX0208() {
        CharsetDecoder eucJp = Charset.forName("EUC-JP").newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE);
        byte[] codes = new byte[94 * 94 * 2];
        for (int row = 0; row < 94; row++) {
            for (int cell = 0; cell < 94; cell++) {
                codes[(row * 94 + cell) * 2] = (byte) (0xA1 + row);
                codes[(row * 94 + cell) * 2 + 1] = (byte) (0xA1 + cell);
            }
        }
        try {
            return eucJp.decode(ByteBuffer.wrap(codes)).toString().codePoints().filter(cp -> cp != 0xFFFD).distinct();
        } catch (CharacterCodingException e) {
            throw new IllegalStateException("EUC-JP replaces what it cannot read, so it throws nothing", e);
        }
    }

    private static void addRange(TreeSet<Integer> wanted, int first, int last, java.awt.Font ttf) {
        for (int cp = first; cp <= last; cp++) {
            if (ttf.canDisplay(cp) && Character.isDefined(cp)) {
                wanted.add(cp);
            }
        }
    }

    static String compile(java.awt.Font ttf, Iterable<Integer> codePoints, String source) {
        FontRenderContext context = new FontRenderContext(null, false, false);
        Map<Integer, Glyph> glyphs = new HashMap<>();
        int ascent = 0;
        int descent = 0;
        for (int cp : codePoints) {
            Glyph glyph = glyph(ttf, context, cp);
            glyphs.put(cp, glyph);
            if (glyph.height() > 0) {
                ascent = Math.max(ascent, glyph.yOffset() + glyph.height());
                descent = Math.max(descent, -glyph.yOffset());
            }
        }
        BitmapFont font = new BitmapFont(NAME, ascent, descent, glyphs, REPLACEMENT);
        return font.write(List.of(
                "Made by org.tabula.display.font.MisakiCompiler (display/src/test/java) from " + source,
                "of Debian's fonts-misaki package (Misaki Gothic, 8x8 dots, by Num Kadoma), read at its native 8 px.",
                "Licence: free software, unlimited permission to use, copy and distribute (see LICENSE-misaki.txt).",
                "Do not edit: regenerate with the command in MisakiCompiler's comment."));
    }

    /** One character's dots, trimmed to their bounding box; the pen advances a whole cell (8 or 4 dots). */
    static Glyph glyph(java.awt.Font ttf, FontRenderContext context, int codePoint) {
        String text = new String(Character.toChars(codePoint));
        GlyphVector vector = ttf.createGlyphVector(context, text);
        Shape outline = vector.getOutline();
        checkOnGrid(outline, codePoint);
        int advance = (int) Math.rint(vector.getGlyphMetrics(0).getAdvance());
        boolean[][] dots = new boolean[CELL_BOTTOM - CELL_TOP][PIXELS];
        for (int row = 0; row < dots.length; row++) {
            for (int col = 0; col < PIXELS; col++) {
                dots[row][col] = outline.contains(col + 0.5, CELL_TOP + row + 0.5);
            }
        }
        checkRasteriserAgrees(ttf, text, dots, codePoint);
        if (outline.getBounds2D().getMaxX() > PIXELS || outline.getBounds2D().getMinY() < CELL_TOP
                || outline.getBounds2D().getMaxY() > CELL_BOTTOM) {
            throw new IllegalStateException("U+" + Integer.toHexString(codePoint) + " has dots outside the 8x8 cell");
        }
        int top = Integer.MAX_VALUE;
        int bottom = -1;
        int left = Integer.MAX_VALUE;
        int right = -1;
        for (int row = 0; row < dots.length; row++) {
            for (int col = 0; col < PIXELS; col++) {
                if (dots[row][col]) {
                    top = Math.min(top, row);
                    bottom = Math.max(bottom, row);
                    left = Math.min(left, col);
                    right = Math.max(right, col);
                }
            }
        }
        if (bottom < 0) {
            return new Glyph(advance, 0, 0, 0, new int[0]);
        }
        int width = right - left + 1;
        int[] rows = new int[bottom - top + 1];
        for (int row = top; row <= bottom; row++) {
            for (int col = left; col <= right; col++) {
                if (dots[row][col]) {
                    rows[row - top] |= 1 << (width - 1 - (col - left));
                }
            }
        }
        // Java2D rows grow downwards from the baseline; a glyph's yOffset is its bottom row's height above it (BDF).
        int yOffset = -(CELL_TOP + bottom) - 1;
        return new Glyph(advance, width, left, yOffset, rows);
    }

    /** Straight edges on whole dots only: anything else would not be misaki's dot design. */
    private static void checkOnGrid(Shape outline, int codePoint) {
        double[] coordinates = new double[6];
        for (PathIterator path = outline.getPathIterator(null); !path.isDone(); path.next()) {
            int segment = path.currentSegment(coordinates);
            int count = switch (segment) {
                case PathIterator.SEG_MOVETO, PathIterator.SEG_LINETO -> 2;
                case PathIterator.SEG_CLOSE -> 0;
                default -> throw new IllegalStateException("U+" + Integer.toHexString(codePoint) + " has a curved outline");
            };
            for (int i = 0; i < count; i++) {
                if (Math.abs(coordinates[i] - Math.rint(coordinates[i])) > 1e-6) {
                    throw new IllegalStateException("U+" + Integer.toHexString(codePoint) + " has an outline point off the dot grid: "
                            + coordinates[i]);
                }
            }
        }
    }

    private static void checkRasteriserAgrees(java.awt.Font ttf, String text, boolean[][] dots, int codePoint) {
        BufferedImage image = new BufferedImage(PIXELS, dots.length, BufferedImage.TYPE_BYTE_BINARY);
        Graphics2D graphics = image.createGraphics();
        graphics.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
        graphics.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_OFF);
        graphics.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_OFF);
        graphics.setColor(Color.WHITE);
        graphics.setFont(ttf);
        graphics.drawString(text, 0, -CELL_TOP);
        graphics.dispose();
        List<String> differing = new ArrayList<>();
        for (int row = 0; row < dots.length; row++) {
            for (int col = 0; col < PIXELS; col++) {
                if (((image.getRGB(col, row) & 0xFFFFFF) != 0) != dots[row][col]) {
                    differing.add(col + "," + (row + CELL_TOP));
                }
            }
        }
        if (!differing.isEmpty()) {
            throw new IllegalStateException("U+" + Integer.toHexString(codePoint) + ": the rasteriser and the outline disagree at " + differing);
        }
    }
}
