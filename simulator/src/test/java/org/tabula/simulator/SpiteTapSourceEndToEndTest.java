package org.tabula.simulator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import org.tabula.firmware.script.Move;
import org.tabula.display.spite.PayoffReveal;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.spite.PlayingCard;
import org.tabula.firmware.cards.spite.SpiteDeck;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.hal.Button;
import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.spite.Spite;
import org.tabula.rules.spite.SpiteCard;
import org.tabula.rules.spite.SpiteMove;
import org.tabula.rules.spite.SpiteView;
import org.tabula.simulator.devices.VirtualTags;
import org.tabula.simulator.headless.HeadlessBox;
import org.tabula.simulator.headless.ScriptRunner;

/**
 * Spite and Malice played with physical cards in the headless simulator, at a table deal and at a
 * box deal, two players and partners: the test keeps its own table of which copy of each card
 * ({@code 5D/1}, {@code 5D/2}) lies where, taps the copy a player picks up (a pay-off top, a
 * discard-pile top, a hand card), and presses OK while a pick is open. Every move the box records
 * comes from where that copy lay: a tapped pay-off top is a pay-off play (and at a table deal the
 * box then asks for the new top), a tapped discard top plays from its pile, a hand card from the
 * hand, also when the other copy of its card lies face up. This is the bug of a tapped pay-off top
 * recorded as a hand play, after which the box and the table disagreed for the rest of the deal.
 */
class SpiteTapSourceEndToEndTest {
    private static final int MAX_ACTIONS = 4_000;

    /** Where the test's table holds a card: a seat's pay-off top, hand, or discard pile at a depth. */
    private sealed interface Place permits PayoffTop, InHand, OnDiscard {
    }

    private record PayoffTop(int seat) implements Place {
    }

    private record InHand(int seat) implements Place {
    }

    private record OnDiscard(int seat, int pile, int depth) implements Place {
    }

    static Stream<Arguments> tables() {
        List<Arguments> cases = new ArrayList<>();
        for (boolean tableDeal : new boolean[] {true, false}) {
            cases.add(Arguments.of(tableDeal, 2, "", 1));
            cases.add(Arguments.of(tableDeal, 2, "", 2));
            cases.add(Arguments.of(tableDeal, 4, "Partners", 1));
            cases.add(Arguments.of(tableDeal, 4, "Partners", 4));
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "table deal {0}, {1} players {2}, {3} readers")
    @MethodSource("tables")
    void everyTapPlaysFromWhereItsCopyLies(boolean tableDeal, int players, String variant, int readers) throws Exception {
        CardRegistry registry = CardRegistry.inMemory();
        VirtualTags.enrolUnenrolledDecks(registry);
        HeadlessBox box = new HeadlessBox(new SimConfig(readers, 19, Language.english()), registry, 3 + players + readers);
        start(box, tableDeal, players, variant);
        Match match = box.console().console().match().orElseThrow();
        // At a table deal the test's table holds the deal the box would have dealt from the seed; the box learns it from the taps.
        GameState truth = tableDeal ? match.game().start(match.seed()) : match.state().copy();
        Table table = new Table(players);
        SeededRandom rng = new SeededRandom(players * 31L + readers + (tableDeal ? 7 : 0));
        Map<String, Integer> plays = new HashMap<>();
        for (int actions = 0; !match.state().isOver(); actions++) {
            assertTrue(actions < MAX_ACTIONS, "the deal did not end: " + box.screen().text());
            table.follow(truth, tableDeal);
            if (match.state().toMove().first() == GameState.CHANCE) {
                reveal(box, match, truth, table);
            } else {
                String kind = turn(box, match, truth, table, tableDeal, rng, readers >= players);
                plays.merge(kind, 1, Integer::sum);
            }
        }
        assertTrue(plays.getOrDefault("payoff", 0) > 0 && plays.getOrDefault("discard", 0) > 0 && plays.getOrDefault("hand", 0) > 0,
                "taps from every kind of place: " + plays);
        assertEquals(truth.isOver(), match.state().isOver());
    }

    /**
     * The bug as it was met: P1 taps the 5D the box saw turned up as P1's pay-off top. It is a
     * pay-off play, and the box asks for the new top; the other 5D is a hand card. A discard top
     * plays from its pile, its other copy from the hand; a copy on another seat's pile is refused.
     */
    @org.junit.jupiter.api.Test
    void theTappedPayoffTopIsAPayoffPlayAndTheBoxAsksForTheNewTop() throws Exception {
        CardRegistry registry = CardRegistry.inMemory();
        VirtualTags.enrolUnenrolledDecks(registry);
        HeadlessBox box = new HeadlessBox(new SimConfig(1, 19, Language.english()), registry, 1);
        start(box, true, 2, "");
        Match match = box.console().console().match().orElseThrow();
        box.tap(0, spite("5D/1"));
        box.tap(0, spite("3C/1"));
        for (String card : List.of("AH/1", "2H/1", "3H/1", "4H/1")) {
            box.tap(0, spite(card));
            if (box.screen().kind() == ScreenModel.Kind.PICK) {
                assertEquals(CENTRE, group(box.screen().keys().get(0)), "OK builds the centre: " + box.screen().text());
                box.press(Button.OK);
            }
        }
        assertEquals(List.of("reveal:5D", "reveal:3C", "0:HAH>C+", "0:H2H>C1", "0:H3H>C1", "0:H4H>C1"), match.moves().stream().map(Move::text).toList());
        // The other 5D comes from the hand: the pick asks only where it goes.
        box.tap(0, spite("5D/2"));
        assertEquals(pickTitle(0, "5D/2"), box.screen().title(), box.screen().text());
        assertEquals(List.of(onCentre(0, "4H"), new ScreenModel.Key(Button.LEFT, Text.of("pick.spite.newDiscard"))),
                box.screen().keys().subList(0, 2), box.screen().text());
        box.press(Button.BACK);
        box.tap(0, spite("5D/1"));
        assertEquals("0:P>C1", match.moves().get(6).text());
        assertTrue(box.screen().lines().contains(PayoffReveal.instruction(Spite.KIND.seatNames(2).seat(0))), box.screen().text());
        box.tap(0, spite("9S/1"));
        assertEquals("reveal:9S", match.moves().get(7).text());
        // A 7 fits no centre pile (on 5D): its tap lays it on the first discard pile, which ends the turn.
        box.tap(0, spite("7C/1"));
        assertEquals("0:H7C>D1", match.moves().get(8).text());
        box.tap(0, spite("6C/1"));
        box.press(Button.OK);
        box.tap(0, spite("QS/1"));
        assertEquals(List.of("1:H6C>C1", "1:HQS>D1"), match.moves().subList(9, 11).stream().map(Move::text).toList());
        // P2's discard top is not P1's to play.
        box.tap(0, spite("QS/1"));
        assertEquals(Text.of("refuse.spiteLiesOn", spite("QS/1").title(),
                Text.of("spite.partners", Spite.KIND.seatNames(2).seat(1), Text.of("pick.spite.discardPile", org.tabula.rules.Place.of(0)))),
                box.screen().message(), box.screen().text());
        // The other 7C is in P1's hand; the one on the discard pile plays from there.
        box.tap(0, spite("7C/2"));
        assertEquals(pickTitle(0, "7C/2"), box.screen().title(), box.screen().text());
        assertEquals(onCentre(0, "6C"), box.screen().keys().get(0), box.screen().text());
        assertFalse(box.screen().keys().stream().anyMatch(SpiteTapSourceEndToEndTest::asksWhereFrom), box.screen().text());
        box.press(Button.BACK);
        box.tap(0, spite("7C/1"));
        assertEquals("0:D1>C1", match.moves().get(11).text());
    }

    private static final Text CENTRE = Text.of("pick.spite.centre");

    /** A tapped card's pick, as its title names it: the seat's name, then the card. */
    private static Text pickTitle(int seat, String card) {
        return Text.of("pick.title", Text.name(Spite.KIND.seatNames(2).name(seat)), spite(card).title());
    }

    /** OK puts the card on centre pile {@code pile} (from 0), whose top is {@code top}. */
    private static ScreenModel.Key onCentre(int pile, String top) {
        return new ScreenModel.Key(Button.OK, Text.of("pick.spite.onPile", CENTRE, org.tabula.rules.Place.of(pile), top));
    }

    /** The kind of place an option puts the card ("centre"), whether it names the pile or not. */
    private static Text group(ScreenModel.Key key) {
        return key.label() instanceof Text.Message label && label.key().equals("pick.spite.onPile") ? (Text) label.args().get(0) : key.label();
    }

    /** Whether an option names where the card comes from ("discard 1 > centre"): the box could not tell which copy was tapped. */
    private static boolean asksWhereFrom(ScreenModel.Key key) {
        return group(key) instanceof Text.Message group && group.key().equals("pick.spite.from");
    }

    private static Card spite(String id) {
        return SpiteDeck.DECK.card(id).orElseThrow();
    }

    private static void start(HeadlessBox box, boolean tableDeal, int players, String variant) throws Exception {
        ScriptRunner menu = new ScriptRunner(box, System.out, java.nio.file.Path.of("."));
        MenuSteps.game(box, menu, Spite.KIND);
        menu.execute("choose Variants");
        if (!variant.isEmpty()) {
            menu.execute("choose " + variant);
        }
        // Four pay-off cards each: a deal that ends in a test's time.
        menu.execute("choose Pay-off size");
        menu.execute("press RIGHT 4");
        menu.execute("press OK");
        box.press(Button.BACK);
        MenuSteps.players(box, menu, Spite.KIND, players);
        if (!tableDeal) {
            menu.execute("choose Deal:");
        }
        Text deal = Text.of("console.setting", Text.of("console.deal"), Text.of(tableDeal ? "console.dealTable" : "console.dealBox"));
        assertTrue(box.screen().lines().contains(deal), box.screen().text());
        menu.execute("choose Start");
        if (!tableDeal) {
            box.press(Button.OK);
        }
    }

    /** The table turns up the pay-off top the box asks for: the copy lying there in the test's table. */
    private static void reveal(HeadlessBox box, Match match, GameState truth, Table table) {
        int seat = PayoffReveal.seatToReveal((SpiteView) match.state().view(GameState.TABLE));
        SpiteCard top = view(truth).payoffTops().get(seat);
        assertTrue(top != null, "the box asks for a top the table has: " + box.screen().text());
        Card card = table.cardAt(new PayoffTop(seat), top);
        int before = match.moves().size();
        box.tap(0, card);
        assertEquals("reveal:" + top.notation(), match.moves().get(before).text(), box.screen().text());
    }

    /**
     * The seat to move picks up a card (its pay-off top if it goes anywhere, else a discard top,
     * else a hand card, building the centre when it can; at a box deal not a hand card whose face
     * is also its side's pay-off top, the one copy the box never saw), taps it and presses OK on
     * any pick; or ends its turn with PASS. Returns where the card came from.
     */
    private static String turn(HeadlessBox box, Match match, GameState truth, Table table, boolean tableDeal, SeededRandom rng,
            boolean seatReaders) {
        int seat = match.state().toMove().first();
        SpiteView view = view(truth);
        Map<String, List<Card>> byKind = new HashMap<>();
        Map<Card, SpiteMove.Play> sources = new HashMap<>();
        for (int move : truth.legalMoves(seat)) {
            if (!(truth.move(seat, move) instanceof SpiteMove.Play play)) {
                continue;
            }
            Card card;
            String kind;
            if (play.source() instanceof SpiteMove.Payoff) {
                card = table.cardAt(new PayoffTop(play.owner()), view.payoffTops().get(play.owner()));
                kind = "payoff";
            } else if (play.source() instanceof SpiteMove.Discard discard) {
                List<SpiteCard> pile = view.discards().get(play.owner()).get(discard.pile());
                card = table.cardAt(new OnDiscard(play.owner(), discard.pile(), pile.size() - 1), pile.get(pile.size() - 1));
                kind = "discard";
            } else {
                SpiteCard face = ((SpiteMove.Hand) play.source()).card();
                if (!tableDeal && sidePayoffTops(view, seat).contains(face)) {
                    continue;
                }
                card = table.inHand(seat, face);
                kind = play.target() instanceof SpiteMove.Discard ? "hand discard" : "hand";
            }
            if (!byKind.getOrDefault(kind, List.of()).contains(card)) {
                byKind.computeIfAbsent(kind, key -> new ArrayList<>()).add(card);
            }
            sources.put(card, play);
        }
        String kind = Stream.of("payoff", "discard", "hand", "hand discard").filter(byKind::containsKey).findFirst().orElse(null);
        int before = match.moves().size();
        if (kind == null) {
            box.press(Button.PASS);
            assertEquals(seat + ":end", match.moves().get(before).text(), box.screen().text());
            truth.apply(seat, truth.parseMove(seat, "end"));
            return "end";
        }
        List<Card> cards = byKind.get(kind);
        Card card = cards.get(rng.nextInt(cards.size()));
        box.tap(seatReaders ? seat : 0, card);
        // At a box deal the box never saw which copy of a pay-off top the player laid there: with the other in the hand it asks.
        boolean known = tableDeal || !((SpiteView) truth.view(seat)).hand().contains(spiteCard(card));
        for (int presses = 0; box.screen().kind() == ScreenModel.Kind.PICK; presses++) {
            assertTrue(presses < 2, "a pick took more than two presses: " + box.screen().text());
            assertFalse(known && box.screen().keys().stream().anyMatch(SpiteTapSourceEndToEndTest::asksWhereFrom),
                    "the box knows where " + card + " lies: the pick asks only where it goes: " + box.screen().text());
            box.press(Button.OK);
        }
        assertTrue(match.moves().size() > before, "a tap of " + card + " made no move: " + box.screen().text());
        String recorded = match.moves().get(before).text();
        int made = truth.parseMove(seat, recorded.substring(recorded.indexOf(':') + 1));
        SpiteMove.Play play = (SpiteMove.Play) truth.move(seat, made);
        SpiteMove.Play expected = sources.get(card);
        assertEquals(List.of(expected.source(), expected.owner()), List.of(play.source(), play.owner()),
                "a tap of " + card + " plays from where it lies: " + recorded);
        table.moved(card, play, seat, view);
        truth.apply(seat, made);
        if (kind.equals("payoff") && tableDeal && !truth.isOver() && view(truth).payoffCounts().get(play.owner()) > 0) {
            assertEquals(GameState.CHANCE, match.state().toMove().first(), "after a pay-off play the box asks for the new top");
            assertTrue(box.screen().lines().contains(PayoffReveal.instruction(match.game().seat(play.owner()))), box.screen().text());
        }
        return kind.startsWith("hand") ? "hand" : kind;
    }

    private static List<SpiteCard> sidePayoffTops(SpiteView view, int seat) {
        int players = view.payoffTops().size();
        List<SpiteCard> tops = new ArrayList<>();
        tops.add(view.payoffTops().get(seat));
        if (players >= 4) {
            tops.add(view.payoffTops().get((seat + players / 2) % players));
        }
        return tops;
    }

    private static SpiteView view(GameState state) {
        return (SpiteView) state.view(GameState.TABLE);
    }

    /** The test's physical table: which copy lies where; a card in no place is in the stock or the centre (and the box may know which). */
    private static final class Table {
        private final Map<Card, Place> places = new HashMap<>();
        /** Copies played onto a centre pile: free only once no other copy of the face is (their pile went under the stock). */
        private final java.util.Set<Card> inCentre = new java.util.HashSet<>();
        private final int players;

        /** A copy of the face in no place, one not in the centre first. */
        private Card free(SpiteCard face) {
            List<Card> free = SpiteDeck.DECK.cards().stream().filter(card -> spiteCard(card).equals(face) && !places.containsKey(card)).toList();
            Card chosen = free.stream().filter(card -> !inCentre.contains(card)).findFirst()
                    .orElseGet(() -> free.stream().findFirst().orElseThrow(() -> new AssertionError("no copy of " + face + " is free")));
            inCentre.remove(chosen);
            return chosen;
        }

        Table(int players) {
            this.players = players;
        }

        /** The copy at the place, a free copy of the face put there if the place holds none of it. */
        Card cardAt(Place place, SpiteCard face) {
            for (Map.Entry<Card, Place> entry : places.entrySet()) {
                if (entry.getValue().equals(place) && spiteCard(entry.getKey()).equals(face)) {
                    return entry.getKey();
                }
            }
            places.values().remove(place);
            Card free = free(face);
            places.put(free, place);
            return free;
        }

        Card inHand(int seat, SpiteCard face) {
            return places.entrySet().stream().filter(entry -> entry.getValue().equals(new InHand(seat)) && spiteCard(entry.getKey()).equals(face))
                    .map(Map.Entry::getKey).findFirst().orElseThrow(() -> new AssertionError(face + " is not in P" + (seat + 1) + "'s hand"));
        }

        /** The card left its place: onto a discard pile, or into the centre. */
        void moved(Card card, SpiteMove.Play play, int seat, SpiteView before) {
            places.remove(card);
            if (play.target() instanceof SpiteMove.Discard discard) {
                places.put(card, new OnDiscard(seat, discard.pile(), before.discards().get(seat).get(discard.pile()).size()));
            } else {
                inCentre.add(card);
            }
        }

        private static boolean stillThere(SpiteView table, Place place, SpiteCard face) {
            if (place instanceof PayoffTop top) {
                return face.equals(table.payoffTops().get(top.seat()));
            }
            if (place instanceof OnDiscard on) {
                List<SpiteCard> pile = table.discards().get(on.seat()).get(on.pile());
                return on.depth() < pile.size() && pile.get(on.depth()).equals(face);
            }
            return true;
        }

        /**
         * Brings the table in line with the deal after what the rules did on their own: hands drawn
         * (free copies of the faces), piles shuffled away; a pay-off top that changed waits for its copy.
         */
        void follow(GameState truth, boolean tableDeal) {
            SpiteView table = view(truth);
            places.entrySet().removeIf(entry -> !stillThere(table, entry.getValue(), spiteCard(entry.getKey())));
            for (int seat = 0; seat < players; seat++) {
                List<SpiteCard> hand = new ArrayList<>(((SpiteView) truth.view(seat)).hand());
                List<Card> held = new ArrayList<>();
                for (Map.Entry<Card, Place> entry : places.entrySet()) {
                    if (entry.getValue().equals(new InHand(seat))) {
                        held.add(entry.getKey());
                    }
                }
                for (Card card : held) {
                    if (!hand.remove(spiteCard(card))) {
                        places.remove(card);
                    }
                }
                for (SpiteCard face : hand) {
                    Card free = free(face);
                    places.put(free, new InHand(seat));
                }
            }
        }
    }

    /** A tapped card of the Spite deck as the game holds it. */
    private static SpiteCard spiteCard(Card card) {
        PlayingCard face = PlayingCard.of(card);
        return new SpiteCard(face.rank(), face.suit());
    }
}
