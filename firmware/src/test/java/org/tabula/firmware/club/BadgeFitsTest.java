package org.tabula.firmware.club;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import org.tabula.hal.nfc.Type2TagWriter;

/**
 * Every name the roster takes fits a badge, so the roster never has to refuse one: over the whole
 * alphabet a name may hold, the widest characters of each script twelve at a time, and thousands
 * of random names mixing them.
 */
class BadgeFitsTest {
    /** Every code point that stays itself inside a name: what a name is made of once composed. */
    private static final List<Integer> ALPHABET = new ArrayList<>();

    @BeforeAll
    static void alphabet() {
        for (int codePoint = 0; codePoint <= Character.MAX_CODE_POINT; codePoint++) {
            if (Character.getType(codePoint) == Character.SURROGATE) {
                continue;
            }
            String inside = "a" + Character.toString(codePoint) + "a";
            try {
                if (PlayerName.parse(inside).text().equals(inside)) {
                    ALPHABET.add(codePoint);
                }
            } catch (RosterRefusal refused) {
                // not a character of names
            }
        }
    }

    private static String badgeOf(String typed) throws RosterRefusal {
        return new Badge(PlayerName.parse(typed)).ndefText();
    }

    @Test
    void aNameIsMadeOfBasicPlaneCharactersEachOneCharacterAsAReaderCounts() {
        assertTrue(ALPHABET.size() > 5000, "Latin, Greek, Cyrillic, kana and JIS kanji: " + ALPHABET.size());
        for (int codePoint : ALPHABET) {
            String character = Character.toString(codePoint);
            assertTrue(Character.isBmpCodePoint(codePoint), () -> String.format("U+%04X takes four bytes in UTF-16", codePoint));
            // No mark or joiner: twelve characters are twelve code points, at most 24 bytes of UTF-16.
            assertEquals(2, PlayerName.characters("a" + character), () -> String.format("U+%04X joins the one before", codePoint));
            assertEquals(2, PlayerName.characters(character + "a"), () -> String.format("U+%04X joins the one after", codePoint));
        }
    }

    @Test
    void twelveOfTheWidestCharactersOfEachScriptFitABadge() throws RosterRefusal {
        Map<Character.UnicodeScript, List<Integer>> widest = new TreeMap<>();
        for (int codePoint : ALPHABET) {
            widest.computeIfAbsent(Character.UnicodeScript.of(codePoint), script -> new ArrayList<>()).add(codePoint);
        }
        widest.replaceAll((script, members) -> {
            int most = members.stream().mapToInt(BadgeFitsTest::utf8Bytes).max().orElseThrow();
            return members.stream().filter(codePoint -> utf8Bytes(codePoint) == most).toList();
        });
        assertTrue(widest.keySet().containsAll(List.of(Character.UnicodeScript.LATIN, Character.UnicodeScript.GREEK,
                Character.UnicodeScript.CYRILLIC, Character.UnicodeScript.HIRAGANA, Character.UnicodeScript.KATAKANA,
                Character.UnicodeScript.HAN)), widest.keySet()::toString);
        Random random = new Random(16);
        for (Map.Entry<Character.UnicodeScript, List<Integer>> script : widest.entrySet()) {
            for (int round = 0; round < 50; round++) {
                String badge = badgeOf(randomName(script.getValue(), random));
                assertTrue(Type2TagWriter.fits(badge), script.getKey() + ": " + badge);
            }
        }
        assertTrue(Type2TagWriter.fits(badgeOf("マクシミリアン・タカハシ")));
        assertFalse(Type2TagWriter.fits("badge:" + "マ".repeat(PlayerName.MAX_CHARACTERS + 1)), "the check can fail");
    }

    @Test
    void everyRandomNameOfTwelveCharactersFitsABadge() throws RosterRefusal {
        Random random = new Random(44);
        for (int round = 0; round < 5000; round++) {
            String badge = badgeOf(randomName(ALPHABET, random));
            assertTrue(Type2TagWriter.fits(badge), badge);
        }
    }

    /** Twelve characters drawn from {@code members}, a letter in place of a space at either end (it would be trimmed away). */
    private static String randomName(List<Integer> members, Random random) {
        StringBuilder name = new StringBuilder();
        for (int i = 0; i < PlayerName.MAX_CHARACTERS; i++) {
            int codePoint = members.get(random.nextInt(members.size()));
            boolean atAnEnd = i == 0 || i == PlayerName.MAX_CHARACTERS - 1;
            name.appendCodePoint(atAnEnd && Character.isWhitespace(codePoint) ? 'W' : codePoint);
        }
        return name.toString();
    }

    private static int utf8Bytes(int codePoint) {
        return Character.toString(codePoint).getBytes(StandardCharsets.UTF_8).length;
    }
}
