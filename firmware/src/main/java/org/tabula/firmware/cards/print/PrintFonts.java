package org.tabula.firmware.cards.print;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.tabula.display.text.Language;

/**
 * The TrueType fonts the sheets embed (as subsets, so a print shop gets every glyph it prints):
 * DejaVu Sans for digits, card ids and English words, and for Japanese words IPAex Gothic, whose
 * licence allows embedding in documents. Both come from Debian packages the tabula package names.
 */
public record PrintFonts(PDType0Font bold, PDType0Font regular, PDType0Font words) {
    /** A font file the sheets need and the Debian package that installs it. */
    record FontFile(Path path, String debianPackage) {
    }

    private static final FontFile DEJAVU_BOLD = new FontFile(Path.of("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
            "fonts-dejavu-core");
    private static final FontFile DEJAVU = new FontFile(Path.of("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"), "fonts-dejavu-core");
    private static final FontFile IPAEX_GOTHIC = new FontFile(Path.of("/usr/share/fonts/opentype/ipaexfont-gothic/ipaexg.ttf"),
            "fonts-ipaexfont-gothic");

    /** The font files the sheets in this language need. */
    static List<FontFile> needed(Language language) {
        List<FontFile> files = new ArrayList<>(List.of(DEJAVU_BOLD, DEJAVU));
        if (language.code().equals("ja")) {
            files.add(IPAEX_GOTHIC);
        }
        return files;
    }

    /** The first needed font file that is not installed, as a sentence saying how to install it; null if all are. */
    static String missing(Language language) {
        for (FontFile file : needed(language)) {
            if (!Files.isReadable(file.path())) {
                return "the font " + file.path() + " is not installed (install the Debian package " + file.debianPackage() + ")";
            }
        }
        return null;
    }

    public static PrintFonts load(PDDocument document, Language language) throws IOException {
        PDType0Font regular = PDType0Font.load(document, DEJAVU.path().toFile());
        PDType0Font words = language.code().equals("ja") ? PDType0Font.load(document, IPAEX_GOTHIC.path().toFile()) : regular;
        return new PrintFonts(PDType0Font.load(document, DEJAVU_BOLD.path().toFile()), regular, words);
    }
}
