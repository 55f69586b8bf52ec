package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.tabula.display.NoticeOverlap;
import org.tabula.display.TextsRunTogether;
import org.tabula.display.screen.Screen;
import org.tabula.display.screen.Toast;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.firmware.GameLogRecorder;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.screen.DisplayRenderer;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.firmware.web.LiveTable;
import org.tabula.firmware.web.PhonePairing;
import org.tabula.firmware.web.SeatPairing;
import org.tabula.hal.Button;
import org.tabula.rules.SeededRandom;

/**
 * No screen of the console cuts a word: its menus (every setting, variant and seat), the seats'
 * lists of moves, the picks, the toasts of what a move did or why it was refused, the notices,
 * the take-back question and its refusals, the pairing code and the Last games, in every
 * language. Random walks of presses and holds through the real console, from each game's line
 * of the main menu, draw every screen they meet through the real renderer; the canvas tells of
 * every text it had to shorten, and every notice that leaves a row of the screen beneath it
 * half-drawn ({@code NoticeOverlap}), and the test lists them all. The games' own screens in every
 * variant are the display's {@code NoWordCutTest}.
 */
class NoWordCutAtTheBoxTest {
    private static final int WALKS_PER_GAME = 6;
    private static final int PRESSES_PER_WALK = 400;
    private static final Text SEATS = Text.of("console.seats");
    /** A live page that offers every seat a code, so that the pause menu has its phone lines and code screens. */
    private static final LiveTable PAGE = new LiveTable(playing -> {
    }, new PhonePairing() {
        @Override
        public Optional<SeatPairing.Code> offer(int seat) {
            return Optional.of(new SeatPairing.Code("482913", seat, Long.MAX_VALUE));
        }

        @Override
        public String address() {
            return "tabula.local:8080/seat";
        }
    });

    @TempDir
    Path state;

    @Test
    void noScreenOfTheConsoleCutsAWord() throws Exception {
        Map<String, String> cuts = new LinkedHashMap<>();
        Set<ScreenModel.Kind> kinds = EnumSet.noneOf(ScreenModel.Kind.class);
        Set<String> titles = new HashSet<>();
        int screens = 0;
        DisplayRenderer renderer = new DisplayRenderer(19);
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            for (Language language : Language.all()) {
                for (int game = 0; game < ConsoleGames.all().size(); game++) {
                    for (int walk = 0; walk < WALKS_PER_GAME; walk++) {
                        long seed = 100L * game + walk;
                        TestBox box = new TestBox(2, seed, CardRegistry.inMemory(), recorder, LanguageChoice.inMemory(language), PAGE);
                        box.pass(50);
                        for (int i = 0; i < game; i++) {
                            box.press(Button.OK); // the first line cycles the game
                        }
                        SeededRandom rng = new SeededRandom(seed);
                        String walkName = ConsoleGames.all().get(game).kind().name() + " walk " + walk;
                        for (int press = 0; press < PRESSES_PER_WALK; press++) {
                            String where = walkName + ", press " + press;
                            ScreenModel screen = box.screen();
                            kinds.add(screen.kind());
                            if (screen.title() instanceof Text.Message message) {
                                titles.add(message.key());
                            }
                            screens++;
                            check(renderer, screen, where, cuts);
                            int roll = rng.nextInt(100);
                            if (screen.title().equals(SEATS) && roll < 30) {
                                screens += cycleSeat(box, renderer, where, cuts);
                            } else {
                                step(box, screen.title().equals(SEATS) ? 30 + rng.nextInt(70) : roll);
                            }
                        }
                    }
                }
            }
        }
        assertTrue(kinds.containsAll(EnumSet.allOf(ScreenModel.Kind.class)), "the walks met only " + kinds);
        for (String key : List.of("console.takeBackOne", "console.takeBackMore", "console.lastGames", "console.phone", "console.variantsOf",
                "console.enrolCards", "console.abortGameAsk")) {
            assertTrue(titles.contains(key), "the walks never met a " + key + " screen: " + titles);
        }
        assertTrue(cuts.isEmpty(), cuts.size() + " texts cut on the console's screens (" + screens + " drawn):\n"
                + String.join("\n", cuts.values()));
    }

    /**
     * OK on the seat's line round all the players it offers, drawing each, then on to a person if
     * the seat was the random bot's, or to the random bot if it was a person's: the walks meet
     * every bot's name, but only the random bot plays, as the others' thinking would take minutes.
     */
    private static int cycleSeat(TestBox box, DisplayRenderer renderer, String where, Map<String, String> cuts) {
        Text before = selectedLine(box);
        int drawn = 0;
        do {
            box.press(Button.OK);
            check(renderer, box.screen(), where + ", seats", cuts);
            drawn++;
        } while (!selectedLine(box).equals(before) && drawn < 20);
        Text person = Text.of("console.setting", ((Text.Message) before).args().get(0), Text.of("menu.person"));
        if (before.equals(person)) {
            box.press(Button.OK);
        } else {
            while (!selectedLine(box).equals(person) && drawn++ < 40) {
                box.press(Button.OK);
            }
        }
        return drawn;
    }

    private static Text selectedLine(TestBox box) {
        return box.screen().lines().get(box.screen().selected());
    }

    /** A press by a roll of 0 to 99 (OK below 30), now and then held (BACK held asks to take a move back), or a pause that lets a toast go. */
    static void step(TestBox box, int roll) {
        if (roll < 30) {
            box.press(Button.OK);
        } else if (roll < 55) {
            box.press(Button.RIGHT);
        } else if (roll < 68) {
            box.press(Button.LEFT);
        } else if (roll < 78) {
            box.press(Button.PASS);
        } else if (roll < 90) {
            box.press(Button.BACK);
        } else if (roll < 95) {
            box.hold(Button.BACK);
        } else {
            box.pass(3500);
        }
        box.pass(20);
    }

    static void check(DisplayRenderer renderer, ScreenModel screen, String where, Map<String, String> cuts) {
        Language language = screen.language();
        Text title = screen.title();
        Screen picture = renderer.picture(screen);
        picture.render(language, (text, shown, area) -> cuts.putIfAbsent(language.code() + " " + text,
                language.code() + " \"" + text + "\" shown as \"" + shown + "\" in " + area + " (" + where + ", " + screen.kind()
                        + " " + language.format(title) + ")"));
        String overlap = picture instanceof Toast notice ? NoticeOverlap.cut(notice, language) : null;
        if (overlap != null) {
            cuts.putIfAbsent(language.code() + " " + screen.kind() + " " + screen.message(), language.code() + " the notice \""
                    + language.format(screen.message()) + "\" leaves " + overlap + " half-drawn (" + where + ", " + screen.kind() + ")");
        }
        // Under a notice the screen beneath is covered by design: its own texts are looked at without it. The games'
        // tables and the notices' lines so far: the Senator walk's keys stack kanji at the small font's 7-row pitch yet.
        Screen bare = picture instanceof Toast notice ? notice.under() : picture;
        boolean looked = screen.kind() == ScreenModel.Kind.PLAY || screen.kind() == ScreenModel.Kind.GAME_OVER
                || screen.kind() == ScreenModel.Kind.SERIES_OVER || screen.kind() == ScreenModel.Kind.NOTICE;
        String together = looked ? TextsRunTogether.find(bare, language) : null;
        if (together != null) {
            cuts.putIfAbsent(language.code() + " together " + screen.kind() + " " + language.format(title),
                    language.code() + " " + together + " run together (" + where + ", " + screen.kind() + ")");
        }
    }
}
