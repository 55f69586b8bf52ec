package org.tabula.simulator;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.nameMatching;
import static com.tngtech.archunit.core.domain.properties.HasOwner.Predicates.With.owner;
import static com.tngtech.archunit.core.domain.JavaAccess.Predicates.target;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import java.util.List;
import java.util.ServiceLoader;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;

import org.tabula.display.DisplayRegistration;
import org.tabula.firmware.cards.Decks;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.rules.games.Games;
import org.tabula.rules.sumo.Sumo;

/**
 * Dependencies point one way: rules <- display <- firmware <- simulator, and hal <- firmware;
 * within each module, packages do not depend on each other in a circle (docs/architecture.md
 * says which moves broke the circles there were); within the rules, the game API depends on no
 * game and no bot, each game package (its rule bot included) on the game API alone, and the
 * search bots on no game but Sumo. Checked on the main code of every module (this module's tests
 * see them all).
 */
@AnalyzeClasses(packages = "org.tabula", importOptions = {ImportOption.DoNotIncludeTests.class, ArchitectureTest.NoTestJars.class})
class ArchitectureTest {
    /**
     * Another module's test classes (hal's fakes and fuzz checks) come in as its test-jar, which
     * {@link ImportOption.DoNotIncludeTests} does not recognise once the reactor has packaged it.
     */
    static final class NoTestJars implements ImportOption {
        @Override
        public boolean includes(Location location) {
            return !location.contains("-tests.jar");
        }
    }

    private static final String RULES = "org.tabula.rules..";
    private static final String HAL = "org.tabula.hal..";
    private static final String DISPLAY = "org.tabula.display..";
    private static final String FIRMWARE = "org.tabula.firmware..";
    private static final String SIMULATOR = "org.tabula.simulator..";
    private static final String RULES_CORE = "org.tabula.rules";
    private static final String BOTS = "org.tabula.rules.bots..";
    private static final String GAMES_REGISTRY = "org.tabula.rules.games..";
    /** The package of each game the rules register, so a sixth game is held to the same rules. */
    private static final String[] GAME_PACKAGES = Games.all().stream().map(kind -> kind.getClass().getPackageName() + "..")
            .toArray(String[]::new);
    /** Sumo's exact solver, and the bots built on it, play Sumo alone: the one game the search bots know. */
    private static final String[] GAME_PACKAGES_BUT_SUMO = Games.all().stream().filter(kind -> kind != Sumo.KIND)
            .map(kind -> kind.getClass().getPackageName() + "..").toArray(String[]::new);

    /**
     * Each game's packages in every module, as the registries have them: its rules (the kind's
     * package), its display (the package of its display registration), its console (the package
     * of its console registration).
     */
    private static final List<List<String>> EACH_GAMES_PACKAGES = Games.all().stream().map(kind -> Stream.concat(Stream.of(kind.getClass()),
            Stream.concat(ServiceLoader.load(DisplayRegistration.class).stream().filter(display -> display.get().display().kind() == kind)
                            .map(ServiceLoader.Provider::type),
                    ConsoleGames.all().stream().filter(game -> game.kind() == kind).map(Object::getClass)))
            .map(type -> type.getPackageName() + "..").toList()).toList();
    private static final String[] EVERY_GAMES_PACKAGES = EACH_GAMES_PACKAGES.stream().flatMap(List::stream).toArray(String[]::new);
    /** The package of each physical deck, as the registry of decks has it (the package of the deck's class). */
    private static final String[] DECK_PACKAGES = Decks.all().stream().map(deck -> deck.getClass().getPackageName() + "..")
            .toArray(String[]::new);
    /**
     * The shared classes that still know a game, each for a reason of its own: the box picture's
     * sample game of Sumo, Sumo's exact solver.
     */
    private static final String KNOWS_A_GAME = "org\\.tabula\\.(firmware\\.wiring\\.BoxPicture|firmware\\.command\\.SolveCommand)(\\$.*)?";

    /** A game's packages, in every module, know no other game's. */
    @ArchTest
    static void noGameDependsOnAnother(JavaClasses classes) {
        for (List<String> game : EACH_GAMES_PACKAGES) {
            String[] otherGames = Stream.of(EVERY_GAMES_PACKAGES).filter(other -> !game.contains(other)).toArray(String[]::new);
            noClasses().that().resideInAnyPackage(game.toArray(String[]::new))
                    .should().dependOnClassesThat().resideInAnyPackage(otherGames).check(classes);
        }
    }

    /** What the display, the console and the simulator share knows no game: a sixth game changes none of it. */
    @ArchTest
    static void sharedPackagesKnowNoGame(JavaClasses classes) {
        noClasses().that().resideInAnyPackage(DISPLAY, FIRMWARE, SIMULATOR).and().resideOutsideOfPackages(EVERY_GAMES_PACKAGES)
                .and().haveNameNotMatching(KNOWS_A_GAME)
                .should().dependOnClassesThat().resideInAnyPackage(EVERY_GAMES_PACKAGES).check(classes);
    }

    /**
     * A deck's cards are its own: nothing but the games played with it knows a deck's package (the
     * registry, the menus, the printing and the simulator's tiles go through {@code Deck}), and a
     * deck knows no game and no other deck, so one deck serves any number of games.
     */
    @ArchTest
    static void decksAreKnownToTheirGamesAlone(JavaClasses classes) {
        noClasses().that().resideInAnyPackage(DISPLAY, FIRMWARE, SIMULATOR).and().resideOutsideOfPackages(EVERY_GAMES_PACKAGES)
                .and().resideOutsideOfPackages(DECK_PACKAGES)
                .should().dependOnClassesThat().resideInAnyPackage(DECK_PACKAGES).check(classes);
        for (String deck : DECK_PACKAGES) {
            String[] otherDecks = Stream.of(DECK_PACKAGES).filter(other -> !other.equals(deck)).toArray(String[]::new);
            noClasses().that().resideInAPackage(deck)
                    .should().dependOnClassesThat().resideInAnyPackage(concat(otherDecks, EVERY_GAMES_PACKAGES)).check(classes);
        }
    }

    @ArchTest
    static final ArchRule rulesDependOnNothingOfOurs = noClasses().that().resideInAPackage(RULES)
            .should().dependOnClassesThat().resideInAnyPackage(HAL, DISPLAY, FIRMWARE, SIMULATOR);

    @ArchTest
    static final ArchRule halDependsOnNothingOfOurs = noClasses().that().resideInAPackage(HAL)
            .should().dependOnClassesThat().resideInAnyPackage(RULES, DISPLAY, FIRMWARE, SIMULATOR);

    @ArchTest
    static final ArchRule displayDependsOnlyOnRules = noClasses().that().resideInAPackage(DISPLAY)
            .should().dependOnClassesThat().resideInAnyPackage(HAL, FIRMWARE, SIMULATOR);

    @ArchTest
    static final ArchRule firmwareDoesNotDependOnTheSimulator = noClasses().that().resideInAPackage(FIRMWARE)
            .should().dependOnClassesThat().resideInAPackage(SIMULATOR);

    @ArchTest
    static final ArchRule theGameApiDependsOnNoGameAndNoBot = noClasses().that().resideInAPackage(RULES_CORE)
            .should().dependOnClassesThat().resideInAnyPackage(concat(GAME_PACKAGES, BOTS, GAMES_REGISTRY));

    /** Of the rules, a game package uses the game API alone: no other game, no bot package, not the registry. */
    @ArchTest
    static void gamePackagesDependOnTheGameApiAlone(JavaClasses classes) {
        for (String game : GAME_PACKAGES) {
            String[] otherGames = Stream.of(GAME_PACKAGES).filter(other -> !other.equals(game)).toArray(String[]::new);
            noClasses().that().resideInAPackage(game)
                    .should().dependOnClassesThat().resideInAnyPackage(concat(otherGames, BOTS, GAMES_REGISTRY)).check(classes);
        }
    }

    /** A game's own bots live in its package: the rule bot comes from the game's kind. */
    @ArchTest
    static final ArchRule searchBotsKnowNoGameButSumo = noClasses().that().resideInAPackage(BOTS)
            .should().dependOnClassesThat().resideInAnyPackage(GAME_PACKAGES_BUT_SUMO);

    /**
     * The service reads and writes JSON and TOML with Jackson's streaming parsers and tree nodes,
     * never its ObjectMapper: the mapper's serializers, deserializers and introspection are some
     * 480 classes held for the life of the process (docs/performance.md). A node's toString()
     * builds a mapper too.
     */
    @ArchTest
    static final ArchRule noObjectMapper = noClasses().that().resideInAnyPackage(RULES, HAL, DISPLAY, FIRMWARE, SIMULATOR)
            .should().dependOnClassesThat().haveFullyQualifiedName("com.fasterxml.jackson.databind.ObjectMapper")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("com.fasterxml.jackson.databind.ObjectReader")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("com.fasterxml.jackson.databind.ObjectWriter")
            .orShould().callMethodWhere(target(owner(assignableTo(JsonNode.class))).and(target(nameMatching("toString|toPrettyString"))))
            .because("the mapper's classes cost the box about 4 MB of its 64 MB");

    @ArchTest
    static final ArchRule rulesPackagesHaveNoCycles = slices().assignedFrom(packagesOf("org.tabula.rules")).should().beFreeOfCycles();

    @ArchTest
    static final ArchRule halPackagesHaveNoCycles = slices().assignedFrom(packagesOf("org.tabula.hal")).should().beFreeOfCycles();

    @ArchTest
    static final ArchRule displayPackagesHaveNoCycles = slices().assignedFrom(packagesOf("org.tabula.display"))
            .should().beFreeOfCycles();

    @ArchTest
    static final ArchRule firmwarePackagesHaveNoCycles = slices().assignedFrom(packagesOf("org.tabula.firmware"))
            .should().beFreeOfCycles();

    @ArchTest
    static final ArchRule simulatorPackagesHaveNoCycles = slices().assignedFrom(packagesOf("org.tabula.simulator"))
            .should().beFreeOfCycles();

    private static String[] concat(String[] packages, String... more) {
        return Stream.concat(Stream.of(packages), Stream.of(more)).toArray(String[]::new);
    }

    /** Each package of a module, its root package included, as one slice; other classes ignored. */
    private static SliceAssignment packagesOf(String module) {
        return new SliceAssignment() {
            @Override
            public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
                String name = javaClass.getPackageName();
                return name.equals(module) || name.startsWith(module + ".") ? SliceIdentifier.of(name) : SliceIdentifier.ignore();
            }

            @Override
            public String getDescription() {
                return "the packages of " + module;
            }
        };
    }
}
