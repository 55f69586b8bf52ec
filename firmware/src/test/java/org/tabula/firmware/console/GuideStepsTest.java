package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.tabula.display.screen.Players;
import org.tabula.display.screen.SummaryPages;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.firmware.play.ConsoleGame;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.Guide;
import org.tabula.firmware.screen.DisplayRenderer;
import org.tabula.firmware.screen.Lights;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.firmware.screen.TableModel;
import org.tabula.rules.Game;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.MessageKey;
import org.tabula.rules.Seats;
import org.tabula.rules.Series;

/**
 * Every game's guide holds together and fits the screen: its steps are, in order, legal moves of
 * the seat named from its deal (so a change of the rules that breaks a guide fails here); every
 * word is in every language's catalogue, the game's own; each step's words, and what is said
 * instead, fit whole over the game's table as it stands at that step, in every language; and the
 * closing words with the offer of a real game fit one screen.
 */
class GuideStepsTest {
    private static final DisplayRenderer RENDERER = new DisplayRenderer(19);

    private static List<ConsoleGame> guided() {
        return ConsoleGames.all().stream().filter(game -> game.guide().isPresent()).toList();
    }

    /** The guide's words: each step's, what is said instead, and the closing words. */
    private static List<MessageKey> words(Guide guide) {
        List<MessageKey> words = new ArrayList<>(List.of(guide.closing()));
        guide.steps().forEach(step -> words.addAll(List.of(step.says(), step.otherwise())));
        return words;
    }

    @Test
    void everyStepIsALegalMoveOfItsSeatInTurn() {
        for (ConsoleGame console : guided()) {
            Guide guide = console.guide().orElseThrow();
            GameState state = guide.game(console.kind()).start(guide.seed(), guide.setup().values());
            for (int i = 0; i < guide.steps().size(); i++) {
                Guide.Step step = guide.steps().get(i);
                String where = console.kind().name() + " step " + (i + 1);
                assertTrue(state.toMove().contains(step.seat()), where + ": seat " + step.seat() + " is not to move");
                int move = state.moveNumber(step.seat(), step.move());
                assertNull(state.refusal(step.seat(), move), where);
                assertEquals(step.move(), state.move(step.seat(), move), where);
                assertTrue(Guide.expected(step, state, step.seat(), move), where);
                state.apply(step.seat(), move);
            }
        }
    }

    @Test
    void everyWordIsInEveryLanguagesCatalogue() {
        List<String> missing = new ArrayList<>();
        int keys = 0;
        for (ConsoleGame console : guided()) {
            for (MessageKey key : words(console.guide().orElseThrow())) {
                for (Language language : Language.all()) {
                    keys++;
                    if (!language.catalogue().keys().contains(key.name())) {
                        missing.add(language.code() + " " + key);
                    }
                }
            }
        }
        assertTrue(keys > 100, "keys: " + keys);
        assertEquals(List.of(), missing);
    }

    /** A character the language's fonts lack would be drawn as another (a full-width colon and 習 were): none is. */
    @Test
    void everyCharacterIsInTheLanguagesFonts() {
        List<String> lacking = new ArrayList<>();
        for (ConsoleGame console : guided()) {
            List<MessageKey> all = words(console.guide().orElseThrow());
            // The menu's line and the end's words, the same for every game.
            List.of("guide.learn", "guide.over", "guide.okPlay", "guide.backMenu").forEach(key -> all.add(MessageKey.of(key)));
            for (Language language : Language.all()) {
                for (MessageKey key : all) {
                    String text = language.catalogue().template(key.name());
                    text.codePoints().filter(c -> !language.fonts().all().stream().allMatch(font -> font.covers(c)))
                            .forEach(c -> lacking.add(language.code() + " " + key + ": " + Character.toString(c)));
                }
            }
        }
        assertEquals(List.of(), lacking);
    }

    @Test
    void everyStepsWordsFitOverTheTableInEveryLanguage() {
        List<String> cuts = new ArrayList<>();
        int drawn = 0;
        for (ConsoleGame console : guided()) {
            Guide guide = console.guide().orElseThrow();
            Game game = guide.game(console.kind());
            GameState state = game.start(guide.seed(), guide.setup().values());
            List<GameEvent> latest = new ArrayList<>();
            for (int i = 0; i < guide.steps().size(); i++) {
                Guide.Step step = guide.steps().get(i);
                TableModel table = new TableModel(console.display(), state.view(GameState.TABLE), latest, TableModel.AT_REST,
                        new Players(game.seatNames(), Seats.NONE), Series.start(Series.Goal.games(1), game.players()));
                for (MessageKey key : List.of(step.says(), step.otherwise())) {
                    ScreenModel screen = ScreenModel.of(ScreenModel.Kind.PLAY, console.titles().shortName(), List.of(Text.plain("P1: tap or OK")),
                            -1, Lights.OFF).withTable(table).withMessage(Text.of(key, game.seat(step.seat())));
                    for (Language language : Language.all()) {
                        String where = console.kind().name() + " step " + (i + 1) + " " + key + " " + language.code();
                        RENDERER.picture(screen.in(language)).render(language, (text, shown, area) -> cuts.add(where + ": \"" + text + "\" shown as \"" + shown + "\""));
                        drawn++;
                    }
                }
                latest.clear();
                state.apply(step.seat(), state.moveNumber(step.seat(), step.move()), latest::add);
            }
        }
        assertTrue(drawn > 100, "drawn: " + drawn);
        assertEquals(List.of(), cuts.stream().distinct().toList());
    }

    @Test
    void theClosingWordsAndTheOfferFitOneScreenInEveryLanguage() {
        for (ConsoleGame console : guided()) {
            Text closing = Text.of(console.guide().orElseThrow().closing());
            for (Language language : Language.all()) {
                // SummaryPages refuses a word wider than the screen; one page holds it all.
                assertEquals(1, SummaryPages.of(language, GuideOver.paragraphs(closing, console.titles().shortName())).size(),
                        console.kind().name() + " " + language.code());
            }
        }
    }
}
