package org.tabula.firmware.play.spite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import org.tabula.display.DrawnGames;
import org.tabula.display.NoticeOverlap;
import org.tabula.display.Plays;
import org.tabula.display.screen.Players;
import org.tabula.display.screen.Screen;
import org.tabula.display.screen.Toast;
import org.tabula.display.screen.Tone;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.rules.GameState;
import org.tabula.rules.SeatNames;
import org.tabula.rules.Seats;
import org.tabula.rules.spite.Spite;
import org.tabula.rules.spite.SpiteCard;
import org.tabula.rules.spite.SpiteEvent;
import org.tabula.rules.spite.SpiteEvent.FirstSeat.Basis;

/** Issue 40: at the start of a deal the box says why the seat starts, in words for each reason, none cut, no row left half-drawn. */
class SpiteFirstSeatWordsTest {
    private static final Map<Basis, String> KEYS = Map.of(Basis.HIGHEST_TOP, "spite.eventFirstSeat", Basis.SUIT, "spite.eventFirstSeatSuit",
            Basis.RESHUFFLED, "spite.eventFirstSeatReshuffled", Basis.LOWEST_SEAT, "spite.eventFirstSeatTied");

    @ParameterizedTest
    @EnumSource(Basis.class)
    void eachReasonHasItsWordsAndNoneIsCut(Basis basis) {
        for (int players : new int[] {2, 6}) {
            SeatNames seats = Spite.KIND.seatNames(players);
            SpiteEvent.FirstSeat event = new SpiteEvent.FirstSeat(players - 1, SpiteCard.named("10H"), basis);
            Text text = new SpiteAdapter().eventText(seats, event);
            assertEquals(Text.of(KEYS.get(basis), seats.seat(players - 1), "10H"), text);
            Map<String, Object> options = players == 2 ? Map.of() : Map.of("partnership", true);
            Plays.Played played = Plays.random(Spite.KIND, players, options, 5, 0);
            Screen under = DrawnGames.playScreen(played.state().view(GameState.TABLE), played.latest(), new Players(seats, Seats.NONE));
            for (Language language : Language.all()) {
                assertFalse(language.format(text).contains(KEYS.get(basis)), language + " has words for " + basis);
                List<String> cuts = new ArrayList<>();
                Toast notice = new Toast(under, Tone.INFO, text);
                notice.render(language, (shown, drawn, area) -> cuts.add("\"" + shown + "\" as \"" + drawn + "\""));
                assertTrue(cuts.isEmpty(), language + ", " + players + " seats: " + cuts);
                assertNull(NoticeOverlap.cut(notice, language), language + ": the notice leaves a row half-drawn");
            }
        }
    }
}
