package org.tabula.display.golden;

import static org.junit.jupiter.api.Assertions.fail;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.imageio.ImageIO;

/**
 * Compares pictures with the committed golden PNGs in {@code src/test/resources/golden/}, pixel
 * for pixel. After an intended change, regenerate them (then look at every changed one):
 *
 * <pre>
 * mvn -B -q -pl display -am test -Dgolden.update=true
 * </pre>
 *
 * A mismatch writes the picture drawn to {@code target/golden-actual/} for comparison.
 */
public final class Golden {
    static final String UPDATE_PROPERTY = "golden.update";

    private Golden() {
    }

    private static Path moduleDirectory() {
        return Path.of(System.getProperty("basedir", "."));
    }

    public static Path goldenFile(String name) {
        return moduleDirectory().resolve("src/test/resources/golden").resolve(name + ".png");
    }

    public static void check(String name, BufferedImage actual) {
        Path golden = goldenFile(name);
        try {
            if (Boolean.getBoolean(UPDATE_PROPERTY)) {
                Files.createDirectories(golden.getParent());
                ImageIO.write(actual, "png", golden.toFile());
                return;
            }
            if (!Files.exists(golden)) {
                fail("no golden picture " + golden + ": create it with mvn -B -q -pl display -am test -D" + UPDATE_PROPERTY + "=true, then look at it");
            }
            BufferedImage expected = ImageIO.read(golden.toFile());
            int differing = differingPixels(expected, actual);
            if (differing != 0) {
                Path drawn = moduleDirectory().resolve("target/golden-actual").resolve(name + ".png");
                Files.createDirectories(drawn.getParent());
                ImageIO.write(actual, "png", drawn.toFile());
                fail(name + ": " + (differing < 0 ? "size differs" : differing + " pixels differ") + " from " + golden
                        + "; drawn: " + drawn + ". If the change is intended, regenerate with -D" + UPDATE_PROPERTY + "=true");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** How many pixels differ in colour, or -1 if the sizes differ. */
    static int differingPixels(BufferedImage expected, BufferedImage actual) {
        if (expected.getWidth() != actual.getWidth() || expected.getHeight() != actual.getHeight()) {
            return -1;
        }
        int count = 0;
        for (int y = 0; y < expected.getHeight(); y++) {
            for (int x = 0; x < expected.getWidth(); x++) {
                if ((expected.getRGB(x, y) & 0xFFFFFF) != (actual.getRGB(x, y) & 0xFFFFFF)) {
                    count++;
                }
            }
        }
        return count;
    }
}
