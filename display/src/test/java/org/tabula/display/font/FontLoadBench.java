package org.tabula.display.font;

/**
 * What the shipped fonts cost: the time to read the Latin fonts, then misaki, and the heap they
 * keep after a full collection, in a JVM of its own (docs/performance.md gives the command and
 * the JVM options to run it with). Not a test: a measurement, as the benchmarks are.
 */
public final class FontLoadBench {
    private FontLoadBench() {
    }

    public static void main(String[] args) {
        long before = usedAfterCollection();
        long start = System.nanoTime();
        Fonts latin = Fonts.latin();
        long latinRead = System.nanoTime();
        Fonts japanese = Fonts.japanese();
        long japaneseRead = System.nanoTime();
        long after = usedAfterCollection();
        System.out.printf("Latin fonts read in %.1f ms, misaki in %.1f ms; %d KiB of heap kept (%d glyphs)%n",
                (latinRead - start) / 1e6, (japaneseRead - latinRead) / 1e6, (after - before) / 1024, glyphs(latin) + glyphs(japanese));
    }

    private static int glyphs(Fonts fonts) {
        return fonts.all().stream().distinct().filter(BitmapFont.class::isInstance).mapToInt(font -> ((BitmapFont) font).codePoints().length).sum();
    }

    private static long usedAfterCollection() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        Runtime runtime = Runtime.getRuntime();
        return runtime.totalMemory() - runtime.freeMemory();
    }
}
