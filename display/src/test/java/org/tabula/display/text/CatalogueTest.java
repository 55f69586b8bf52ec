package org.tabula.display.text;

import org.tabula.display.GameDisplays;
import org.tabula.display.screen.Prompts;
import org.tabula.display.screen.SummaryPages;
import org.tabula.rules.spartacus.SpartacusRefusal;
import org.tabula.rules.Refusal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.tabula.display.DrawnGames;
import org.tabula.display.font.Font;
import org.tabula.rules.GameKind;
import org.tabula.rules.SeatName;
import org.tabula.rules.SeatNames;
import org.tabula.rules.games.Refusals;
import org.tabula.rules.games.Whys;
import org.tabula.rules.Why;
import org.tabula.rules.OptionSpec;

class CatalogueTest {
    private static final Catalogue ENGLISH = Language.english().catalogue();
    /** A key written in the sources: Text.of("key"..., format("key"..., or a key in a ternary inside them. */
    private static final Pattern KEY_IN_SOURCE = Pattern.compile("\"([a-z]+(?:\\.[a-zA-Z0-9]+)+)\"");

    @Test
    void fillsArgumentsByPosition() {
        Catalogue catalogue = new Catalogue("xx", Map.of("a", "{1} before {0}", "name", "East"), null);
        assertEquals("5 before 7", catalogue.format(Text.of("a", 7, 5)));
        assertEquals("East before x", catalogue.format(Text.of("a", "x", Text.of("name"))));
        assertEquals("{1} before 1", catalogue.format(Text.of("a", 1)));
        assertEquals("plain {0}", catalogue.format(Text.plain("plain {0}")));
    }

    @Test
    void aMissingKeyFallsBackThenShowsItself() {
        Catalogue english = new Catalogue("en", Map.of("a", "A", "b", "B"), null);
        Catalogue partial = new Catalogue("xx", Map.of("a", "Ä"), english);
        assertEquals("Ä", partial.format(Text.of("a")));
        assertEquals("B", partial.format(Text.of("b")));
        assertEquals("[c]", partial.format(Text.of("c")));
        assertEquals(Set.of("a"), partial.keys());
    }

    @Test
    void aPersonIsNamedAsTheScreenCallsThemOrWholeWhereTheCatalogueSays() {
        SeatNames seated = SeatNames.colours(2).seated(java.util.Arrays.asList(SeatName.person("Bartholomeus", "Bartho"), null));
        Text refusal = Text.of("refuse.notTurn", seated.seat(0));
        assertEquals("Not Bartho's turn", ENGLISH.format(refusal), "the small screen");
        assertEquals("Not Bartholomeus's turn", ENGLISH.naming(NameForm.WHOLE).format(refusal), "the page");
        assertEquals("Not Blue's turn", ENGLISH.naming(NameForm.WHOLE).format(Text.of("refuse.notTurn", seated.seat(1))), "a seat keeps its name");
        assertEquals("Bartholomeus", Language.japanese().naming(NameForm.WHOLE).format(Text.name(seated.name(0))), "a name, as a line of its own");
        Catalogue partial = new Catalogue("xx", Map.of(), ENGLISH).naming(NameForm.WHOLE);
        assertEquals("Not Bartholomeus's turn", partial.format(refusal), "the fallback's words name people as the catalogue does");
        assertEquals(List.of("Bartholomeus", "Bartholomeus"), Language.all(NameForm.WHOLE).stream()
                .map(language -> language.format(Text.name(seated.name(0)))).toList());
    }

    @Test
    void aNarrowPlaceNamesAPersonAsTheScreenDoesAndASeatByItsShortName() {
        SeatNames seated = SeatNames.colours(4).seated(java.util.Arrays.asList(null, null, null, SeatName.person("Bartholomeus", "Bartho")));
        assertEquals("Bartho to move", ENGLISH.format(Text.of("play.toMove", seated.seat(3))), "the person, not the seat's short name");
        assertEquals("Bartholomeus to move", ENGLISH.naming(NameForm.WHOLE).format(Text.of("play.toMove", seated.seat(3))), "the page");
        assertEquals(ENGLISH.format(Text.name(seated.shortName(0))) + " to move", ENGLISH.format(Text.of("play.toMove", seated.seat(0))),
                "a seat without a person keeps its short name");
    }

    @Test
    void theEnglishExamplesOfTheIssueReadAsWritten() {
        assertEquals("Not your turn", ENGLISH.format(Text.of("error.notYourTurn")));
        assertEquals("7 is not lower than 5", ENGLISH.format(Prompts.refused(Refusal.of(SpartacusRefusal.NOT_LOWER, 7, 5))));
        assertEquals("Unknown card: enrol it first", ENGLISH.format(Text.of("error.unknownCard")));
    }

    /**
     * Keys the games declare with what they name, for every game the display shows (its options'
     * labels and hints, its seats' names), and the keys of the rules' refusals and hints' reasons.
     */
    private static Set<String> registryKeys() {
        Set<String> keys = new TreeSet<>();
        for (Refusal.Reason reason : Refusals.of(DrawnGames.kinds())) {
            keys.add(reason.key().name());
        }
        for (Why.Reason reason : Whys.of(DrawnGames.kinds())) {
            keys.add(reason.key().name());
        }
        for (GameKind kind : DrawnGames.kinds()) {
            SummaryPages.summary(GameDisplays.of(kind).orElseThrow().titles().summary()).forEach(paragraph -> keys.add(((Text.Message) paragraph).key()));
            for (int players = kind.minPlayers(); players <= kind.maxPlayers(); players++) {
                SeatNames seats = kind.seatNames(players);
                for (int seat = 0; seat < players; seat++) {
                    keys.add(seats.name(seat).key());
                    keys.add(seats.shortName(seat).key());
                }
            }
            for (OptionSpec spec : kind.optionSpecs()) {
                keys.add(spec.label().name());
                if (spec.hint() != null) {
                    keys.add(spec.hint().name());
                }
            }
        }
        return keys;
    }

    /**
     * Keys quoted in the sources of the modules that show words: the display, and the console and
     * simulator that use its catalogues. There, where file names and JSON paths are quoted too, a
     * key counts as used only on a line that makes a message ({@code Text.of}, {@code words}) unless
     * {@code anywhere}.
     */
    private static Set<String> keysInSources(boolean anywhere) throws IOException {
        Set<String> keys = new TreeSet<>();
        Path modules = Path.of(System.getProperty("basedir", ".")).toAbsolutePath().getParent();
        for (String module : List.of("display", "firmware", "simulator")) {
            try (Stream<Path> files = Files.walk(modules.resolve(module).resolve("src/main/java"))) {
                for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                    for (String line : Files.readAllLines(file)) {
                        if (anywhere || module.equals("display") || line.contains("Text.of(") || line.contains("words(")) {
                            Matcher matcher = KEY_IN_SOURCE.matcher(line);
                            while (matcher.find()) {
                                keys.add(matcher.group(1));
                            }
                        }
                    }
                }
            }
        }
        return keys;
    }

    @Test
    void everyKeyTheCodeUsesIsInTheCatalogue() throws IOException {
        Set<String> missing = new TreeSet<>(keysInSources(false));
        missing.addAll(registryKeys());
        missing.removeIf(ENGLISH::has);
        // The rules' refusals are in English as the rules write them (Text.Refusal), in the catalogue only to be translated
        // or to name a seat or count a place as a person does (MessageArgumentsTest).
        Refusals.of(DrawnGames.kinds()).forEach(reason -> missing.remove(reason.key().name()));
        // Resource paths and option names are quoted too; they are not message keys.
        missing.removeIf(key -> key.endsWith(".font") || key.endsWith(".properties"));
        assertEquals(Set.of(), missing, "keys used but not in messages_en.properties");
    }

    @Test
    void everyKeyInTheCatalogueIsUsed() throws IOException {
        Set<String> unused = new TreeSet<>(ENGLISH.keys());
        unused.removeAll(keysInSources(true));
        unused.removeAll(registryKeys());
        assertEquals(Set.of(), unused, "keys in messages_en.properties that no code uses");
    }

    @Test
    void theFontsHaveEveryCharacterOfEveryMessage() {
        for (String key : ENGLISH.keys()) {
            String template = ENGLISH.template(key);
            for (Font font : Language.english().fonts().all()) {
                assertEquals(-1, font.firstMissing(template),
                        () -> font.name() + " lacks U+" + Integer.toHexString(font.firstMissing(template)) + " of " + key);
            }
        }
    }

    @Test
    void theCatalogueIsWellFormed() {
        for (String key : ENGLISH.keys()) {
            String template = ENGLISH.template(key);
            assertTrue(!template.isBlank(), key + " is blank");
            assertEquals(template.chars().filter(c -> c == '{').count(), template.chars().filter(c -> c == '}').count(),
                    key + " has unbalanced braces");
        }
    }
}
