package org.tabula.hal.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What every fuzz target checks of a refusal: a sentence a person can read, with no Java class,
 * package or exception name in it (shared by the fuzz tests of hal, firmware and simulator).
 */
public final class Sentences {
    private static final Pattern QUALIFIED_NAME = Pattern.compile("\\b[a-z]+(\\.[a-z]+)+\\.[A-Z]");
    private static final Pattern OBJECT_IDENTITY = Pattern.compile("[A-Za-z]@[0-9a-f]{5,}");
    private static final Pattern INTERNAL_WORDS = Pattern.compile("Exception|java\\.|`|\tat |Input length = ");
    private static final Pattern WORD = Pattern.compile("[A-Za-z]{2,}");

    private Sentences() {
    }

    /**
     * Fails unless {@code sentence} is non-empty English with no Java internals in it. A name that
     * looks internal but comes from {@code input} itself (a refusal quotes what it refuses) is no leak.
     */
    public static void assertForPeople(String sentence, String input) {
        assertTrue(sentence != null && !sentence.isBlank(), "a refusal without a sentence");
        assertTrue(WORD.matcher(sentence).find(), () -> "not a sentence: " + sentence);
        for (Pattern internal : new Pattern[] {QUALIFIED_NAME, OBJECT_IDENTITY, INTERNAL_WORDS}) {
            Matcher found = internal.matcher(sentence);
            while (found.find()) {
                String leak = found.group();
                assertTrue(input.contains(leak), () -> "'" + leak + "' in: " + sentence);
            }
        }
    }
}
