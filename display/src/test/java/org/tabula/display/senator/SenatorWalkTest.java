package org.tabula.display.senator;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.tabula.display.Plays;
import org.tabula.display.Plays.Played;
import org.tabula.display.golden.Golden;
import org.tabula.display.golden.Pictures;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.senator.Senator;
import org.tabula.rules.senator.SenatorEvent;
import org.tabula.rules.senator.SenatorMove;
import org.tabula.rules.senator.SenatorView;

class SenatorWalkTest {
    private static final Text RED_7 = Text.plain("Red 7");

    /** A three-player game: no banner, seat 0 pushes first. */
    private static GameState start() {
        return Senator.KIND.create(3, Senator.KIND.parseOptions(Map.of())).start(1);
    }

    private static SenatorMove.Entry entry(String notation) {
        GameState state = start();
        return ((SenatorMove.Push) state.move(0, state.parseMove(0, "1@" + notation))).entry();
    }

    private static void walk(String name, Played played, String at, Language language) {
        SenatorView view = (SenatorView) played.state().view(GameState.TABLE);
        Golden.check(name, Pictures.oled(new SenatorWalkScreen(view, RED_7, entry(at)).render(language)));
    }

    @Test
    void theArrowPointsInAtTheChosenEntryADashAtEachOtherOpenOne() {
        Played midGame = Plays.random(Senator.KIND, 2, Map.of(), 3, 9);
        walk("senator-walk-left-row-3", midGame, "R2", Language.english());
        walk("senator-walk-top-col-1", midGame, "D0", Language.english());
        walk("senator-walk-bottom-col-5", midGame, "U4", Language.english());
        walk("ja-senator-walk-left-row-3", midGame, "R2", Language.japanese());
        // Late in a game some lines are full: their entries have no dash.
        Played late = Plays.random(Senator.KIND, 2, Map.of(), 6, 16);
        walk("senator-walk-late", late, "L1", Language.english());
    }

    /** The ring runs clockwise from the top left, each side's five entries in a row; a quarter turn is five places on. */
    @Test
    void theRingGoesClockwiseRoundTheBoard() {
        List<String> ring = new ArrayList<>();
        for (String entry : List.of("D0", "D1", "D2", "D3", "D4", "L0", "L1", "L2", "L3", "L4", "U4", "U3", "U2", "U1", "U0",
                "R4", "R3", "R2", "R1", "R0")) {
            assertEquals(ring.size(), SenatorWords.place(entry(entry)), entry);
            ring.add(entry);
        }
        assertEquals(SenatorWords.TOP_MIDDLE, SenatorWords.place(entry("D2")));
    }

    /** Where the walk draws each arrow is where the rules put the card: pushed into an empty board, on the square it enters. */
    @Test
    void eachArrowSitsAtTheSquareTheRulesFill() {
        Set<SenatorMove.Square> entered = new HashSet<>();
        for (SenatorMove.Direction direction : SenatorMove.Direction.values()) {
            for (int line = 0; line < 5; line++) {
                GameState state = start();
                SenatorMove.Entry entry = new SenatorMove.Entry(direction, line);
                List<GameEvent> events = new ArrayList<>();
                state.apply(0, state.parseMove(0, "1@" + entry.notation()), events::add);
                SenatorEvent.CardPushed pushed = (SenatorEvent.CardPushed) events.stream().filter(SenatorEvent.CardPushed.class::isInstance)
                        .findFirst().orElseThrow();
                assertEquals(pushed.square(), entry.firstSquare(), entry.notation());
                entered.add(pushed.square());
            }
        }
        assertEquals(12, entered.size(), "the 20 entries come in on the 12 stairs");
    }
}
