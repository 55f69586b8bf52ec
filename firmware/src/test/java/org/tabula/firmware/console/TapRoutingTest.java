package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.spite.SpiteDeck;
import org.tabula.firmware.cards.roman.RomanDeck;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.loop.ManualClock;
import org.tabula.firmware.play.BotRunner;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.firmware.script.Script;
import org.tabula.hal.TagEvent;
import org.tabula.rules.Game;
import org.tabula.rules.Series;
import org.tabula.rules.sumo.Sumo;

/** A tap routed to a typed value, and nothing kept of it: the same tap routes the same until a move is made with it. */
class TapRoutingTest {
    private final CardRegistry registry = CardRegistry.inMemory();
    private final Game sumo = Sumo.KIND.create(2, Sumo.KIND.parseOptions(null));
    private final Match match;
    private final TapRouting taps;

    TapRoutingTest() throws Exception {
        List<Card> cards = RomanDeck.DECK.cards();
        for (int i = 0; i < cards.size(); i++) {
            registry.enrol(String.format("04%06X", i), cards.get(i));
        }
        match = new Match(sumo, Script.humans(sumo), Series.Goal.games(1), () -> 7, MatchRecorder.NONE);
        ConsoleContext context = new ConsoleContext(new ManualClock(0), registry, 2, () -> 7, new BotRunner(Runnable::run, Runnable::run),
                MatchRecorder.NONE, LanguageChoice.inMemory(org.tabula.display.text.Language.english()), (arrived, card, overwrite, onLoop) -> { });
        taps = new TapRouting(context, match, ConsoleGames.of(Sumo.KIND).adapter());
    }

    private TagEvent tap(int reader, Card card) {
        return tag(reader, registry.uidOf(card).orElseThrow());
    }

    private static TagEvent tag(int reader, String uidHex) {
        return new TagEvent(reader, TagEvent.Kind.ARRIVED, HexFormat.of().parseHex(uidHex), Optional.empty());
    }

    private static Card roman(String id) {
        return RomanDeck.DECK.card(id).orElseThrow();
    }

    /** Makes the tap's one move as the play screen does: with the tapped card, and the box remembers where it went. */
    private void play(TapRouting.Plays plays) throws Exception {
        int move = plays.moves()[0];
        TapRouting.Sighting sighting = taps.sighting(plays.seat(), move, plays.card());
        match.play(plays.seat(), move, sighting.tappedCard());
        taps.seen(sighting, match.lastEvents());
    }

    @Test
    void aDoubleTapRoutesTheSameAndChangesNothingUntilTheMoveIsMade() throws Exception {
        Card r2 = roman("R2");
        TapRouting.Plays first = assertInstanceOf(TapRouting.Plays.class, taps.route(tap(0, r2)));
        TapRouting.Plays again = assertInstanceOf(TapRouting.Plays.class, taps.route(tap(0, r2)));
        assertEquals(0, first.seat());
        assertEquals(r2, first.card());
        assertEquals(r2.title(), first.what());
        assertEquals(1, first.moves().length, "a Sumo card stands for one move");
        assertEquals(first.seat(), again.seat());
        assertEquals(first.card(), again.card());
        assertArrayEquals(first.moves(), again.moves());
        assertEquals(List.of(), match.moves(), "routing a tap makes no move");

        play(first);
        assertEquals(java.util.Arrays.asList(r2), match.cards(), "the move is recorded with the card tapped for it");
        // Tapped again once both seats chose and showed: the card lies played, and says so.
        play(assertInstanceOf(TapRouting.Plays.class, taps.route(tap(1, roman("B5")))));
        assertEquals(new TapRouting.Refused(Text.of("refuse.cardLies", r2.title(), Text.of("place.played", sumo.seat(0)))),
                taps.route(tap(0, r2)));
    }

    @Test
    void anUnknownTagIsRefusedAsAnUnknownCard() {
        assertEquals(new TapRouting.Refused(Text.of("error.unknownCard")), taps.route(tag(0, "DEADBEEF")));
    }

    @Test
    void aCardOfAnotherDeckIsRefusedWithBothDecksNamed() throws Exception {
        Card spite = SpiteDeck.DECK.cards().get(0);
        registry.enrol("05000000", spite);
        assertEquals(new TapRouting.Refused(Text.of("refuse.otherDeck", spite.title(), SpiteDeck.DECK.title())), taps.route(tag(0, "05000000")));
    }

    @Test
    void aMoveMadeWithTheButtonsCarriesNoTappedCardEvenAfterATapOfIt() throws Exception {
        TapRouting.Plays tapped = assertInstanceOf(TapRouting.Plays.class, taps.route(tap(0, roman("R2"))));
        // The player tapped R2, then chose the same move with the buttons: no card is claimed for it.
        TapRouting.Sighting byButtons = taps.sighting(0, tapped.moves()[0], null);
        assertNull(byButtons.tappedCard());
        assertEquals(roman("R2"), taps.sighting(0, tapped.moves()[0], tapped.card()).tappedCard());
        assertThrows(IllegalArgumentException.class, () -> new TapRouting.Plays(0, tapped.card(), tapped.what(), new int[0]));
    }
}
