package org.tabula.display.font;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntPredicate;

/**
 * Makes the fonts the display ships from the public-domain X11 "misc-fixed" BDF fonts (their
 * ISO 10646 versions), keeping the characters a console needs (ASCII, Latin-1, and a few symbols)
 * and the letters people's names are written in (issue 44): Latin Extended-A and -B, Latin
 * Extended Additional, Greek and Cyrillic, each only where all three sizes have it, so that a
 * name drawn in one size is drawn in every size. Hebrew, which the sources have, is left out: the
 * screens lay text out left to right only (docs/architecture.md, "The fonts"). Regenerate with:
 *
 * <pre>
 * apt-get install xfonts-base pcf2bdf
 * mkdir -p /tmp/bdf
 * for f in 5x7 6x10 9x18B; do pcf2bdf -o /tmp/bdf/$f.bdf /usr/share/fonts/X11/misc/$f.pcf.gz; done
 * mvn -B -q -pl display -am test-compile
 * java -cp display/target/test-classes:display/target/classes org.tabula.display.font.FontCompiler \
 *     /tmp/bdf display/src/main/resources/org/tabula/display/font
 * </pre>
 */
public final class FontCompiler {
    /** A font to make: its BDF file name (without .bdf) and the name it ships under. */
    record Target(String bdf, String name) {
    }

    static final List<Target> TARGETS = List.of(
            new Target("5x7", "misc-fixed-5x7"),
            new Target("6x10", "misc-fixed-6x10"),
            new Target("9x18B", "misc-fixed-9x18B"));

    /** Symbols the screens use beyond Latin-1: ellipsis, arrows, triangles, card suits, bullet, tick, replacement. */
    static final List<Integer> SYMBOLS = List.of(0x2026, 0x2190, 0x2191, 0x2192, 0x2193, 0x25B2, 0x25B6, 0x25BC, 0x25C0,
            0x2022, 0x2660, 0x2663, 0x2665, 0x2666, 0x2713, 0x2717, 0xFFFD);

    static final IntPredicate WANTED = cp -> (cp >= 0x20 && cp <= 0x7E) || (cp >= 0xA0 && cp <= 0xFF) || SYMBOLS.contains(cp);

    /** Letters of names beyond Latin-1: Latin Extended-A and -B, Greek, Cyrillic, Latin Extended Additional. */
    static final IntPredicate NAME_LETTER = cp -> ((cp >= 0x100 && cp <= 0x24F) || (cp >= 0x370 && cp <= 0x4FF)
            || (cp >= 0x1E00 && cp <= 0x1EFF)) && Character.isLetter(cp);

    private FontCompiler() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: FontCompiler BDF_DIRECTORY OUTPUT_DIRECTORY");
            System.exit(2);
        }
        Path bdfDirectory = Path.of(args[0]);
        Path output = Path.of(args[1]);
        Set<Integer> nameLetters = null;
        for (Target target : TARGETS) {
            Set<Integer> has = read(bdfDirectory.resolve(target.bdf() + ".bdf"), NAME_LETTER).glyphs().keySet();
            nameLetters = nameLetters == null ? new HashSet<>(has) : nameLetters;
            nameLetters.retainAll(has);
        }
        for (Target target : TARGETS) {
            Path source = bdfDirectory.resolve(target.bdf() + ".bdf");
            Path destination = output.resolve(target.name() + ".font");
            Files.writeString(destination, compile(read(source, WANTED.or(nameLetters::contains)), target), StandardCharsets.UTF_8);
            System.out.println(source + " -> " + destination);
        }
    }

    private static BdfReader.BdfFont read(Path source, IntPredicate wanted) throws IOException {
        try (Reader reader = Files.newBufferedReader(source, StandardCharsets.ISO_8859_1)) {
            return BdfReader.read(reader, wanted);
        }
    }

    /** The font shipped as {@code target}, from the BDF font's characters that {@code wanted} keeps. */
    static String compile(Reader source, Target target, IntPredicate wanted) throws IOException {
        return compile(BdfReader.read(source, wanted), target);
    }

    private static String compile(BdfReader.BdfFont bdf, Target target) {
        Map<Integer, Glyph> glyphs = bdf.glyphs();
        int replacement = glyphs.containsKey(0xFFFD) ? 0xFFFD : '?';
        BitmapFont font = new BitmapFont(target.name(), bdf.intProperty("FONT_ASCENT"), bdf.intProperty("FONT_DESCENT"), glyphs, replacement);
        return font.write(List.of(
                "Made by org.tabula.display.font.FontCompiler (display/src/test/java) from " + target.bdf() + ".pcf.gz",
                "of Debian's xfonts-base package (X.Org font-misc-misc), XLFD " + bdf.properties().getOrDefault("FONT", "?") + ".",
                "Licence of the source font: \"" + bdf.properties().getOrDefault("COPYRIGHT", "?") + "\" (see LICENSE-misc-fixed.txt).",
                "Do not edit: regenerate with the command in FontCompiler's comment."));
    }
}
