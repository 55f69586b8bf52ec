package org.tabula.display.spartacus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Arrays;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.display.DrawnGames;
import org.tabula.display.Plays;
import org.tabula.display.Plays.Played;
import org.tabula.display.golden.Golden;
import org.tabula.display.golden.Pictures;
import org.tabula.display.led.LedSettings;
import org.tabula.display.screen.EndScreen;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.rules.GameState;
import org.tabula.rules.Seats;
import org.tabula.rules.View;
import org.tabula.rules.spartacus.Spartacus;
import org.tabula.rules.spartacus.SpartacusEvent;
import org.tabula.rules.spartacus.SpartacusView;

class SpartacusGoldenTest {
    private static void screens(String name, Played played, int players) {
        View view = played.state().view(GameState.TABLE);
        Players names = new Players(Spartacus.KIND.seatNames(players), Seats.NONE);
        Golden.check(name, Pictures.oled(DrawnGames.playScreen(view, played.latest(), names).render(Language.english())));
        if (played.state().isOver()) {
            Golden.check(name + "-end", Pictures.oled(DrawnGames.endScreen(view, names).render(Language.english())));
        }
    }

    @Test
    void theFirstLead() {
        screens("spartacus-lead", Plays.random(Spartacus.KIND, 3, Map.of(), 1, 0), 3);
    }

    /** Five seats: the longest names (Green, White) keep a space before their cards (not "GreenB", "White4"); what may be played takes the title bar. */
    @Test
    void anOpenTrickOfFive() {
        screens("spartacus-open-trick", Plays.playFrom(Spartacus.KIND, 5, Map.of(), Map.of("leader", 0), "0:9", "1:7", "2:B", "3:pass", "4:4"), 5);
    }

    @Test
    void aTrickJustTaken() {
        Played played = Plays.playFrom(Spartacus.KIND, 3, Map.of(), Map.of("leader", 0), "0:9", "1:B", "2:5", "0:pass", "1:pass");
        screens("spartacus-trick-taken", played, 3);
        Golden.check("leds-spartacus-trick-taken", Pictures.animation(
                DrawnGames.animation(played.state().view(GameState.TABLE), played.latest(), new LedSettings(19, 255)), true));
    }

    @Test
    void theEnd() {
        screens("spartacus-over", Plays.random(Spartacus.KIND, 4, Map.of(), 9, 400), 4);
    }

    /** The end screen says who took the trick the game ended on and what it added, as the rules' end event has it. */
    @Test
    void theEndSaysWhoTookTheLastTrick() {
        Played played = Plays.random(Spartacus.KIND, 3, Map.of(), 5, 400);
        screens("spartacus-3-over", played, 3);
        SpartacusEvent.GameEnded ended = (SpartacusEvent.GameEnded) played.latest().get(played.latest().size() - 1);
        assertNotNull(ended.taker(), "this game's last trick has a taker");
        EndScreen end = SpartacusEnd.of((SpartacusView) played.state().view(GameState.TABLE), new Players(Spartacus.KIND.seatNames(3), Seats.NONE));
        assertEquals(Text.of("spartacus.lastTrick", Spartacus.KIND.seatNames(3).seat(ended.taker()), SpartacusEnd.signed(ended.lastTrick().worth())), end.note());
        Golden.check("ja-spartacus-3-over-end", Pictures.oled(end.render(Language.japanese())));
    }

    @Test
    void aLastTrickOfOnlyBannersWentToNobody() {
        // Game B of the rules' worked examples: the game ends on a trick of two banners.
        String[] moves = ("2:10 0:9 1:8 2:7 0:6 1:5 2:4 0:3 1:2 2:1 0:pass 1:pass 0:10 1:9 2:8 0:pass 1:7 2:6 1:4 2:3 1:1 2:pass "
                + "2:9 0:8 1:6 2:5 0:4 1:3 2:2 0:1 1:pass 2:pass 1:B 2:B").split(" ");
        Played played = Plays.playFrom(Spartacus.KIND, 3, Map.of(), Map.of("leader", 2), moves);
        Players names = new Players(Spartacus.KIND.seatNames(3), Seats.NONE);
        assertEquals("Last trick: nobody",
                Language.english().format(SpartacusEnd.of((SpartacusView) played.state().view(GameState.TABLE), names).note()));
        Played before = Plays.playFrom(Spartacus.KIND, 3, Map.of(), Map.of("leader", 2), Arrays.copyOf(moves, moves.length - 1));
        assertNull(SpartacusEnd.of((SpartacusView) before.state().view(GameState.TABLE), names).note(), "no note before the end");
    }
}
