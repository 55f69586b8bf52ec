package org.tabula.rules.spartacus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.tabula.rules.GameState;

/**
 * Checks what the views show against {@link RulesOracle}, reading nothing but the views (and
 * the seat's legal moves): every card shown once, values conserved, worths and scores as the
 * rules count them, the open trick's taker and lowest card, the moves offered. Slower than
 * {@link RecordCheck}: it builds every audience's view of every state.
 */
final class ViewCheck {
    private final RulesOracle rules;
    private final int players;

    ViewCheck(SpartacusGame game) {
        this.rules = new RulesOracle(game);
        this.players = game.players();
    }

    void check(GameState state) {
        SpartacusView table = (SpartacusView) state.view(GameState.TABLE);
        assertEquals(List.of(), table.hand(), "the table sees no hand");
        List<List<SpartacusCard>> hands = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            SpartacusView own = (SpartacusView) state.view(seat);
            hands.add(own.hand());
            assertEquals(table, new SpartacusView(GameState.TABLE, own.banner(), List.of(), own.cardsLeft(), own.toMove(),
                    own.leader(), own.trick(), own.passed(), own.taker(), own.lowest(), own.won(), own.discarded(),
                    own.scores(), own.over(), own.wentOut()), "a seat's view differs from the table's only by its hand");
            assertEquals(own.hand().size(), table.cardsLeft().get(seat), "cards left of seat " + seat);
        }
        List<WonTrick> settled = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            for (WonTrick trick : table.won().get(seat)) {
                assertEquals(seat, trick.winner(), "a trick listed under the wrong seat");
                settled.add(trick);
            }
        }
        if (table.discarded() != null) {
            assertNull(table.discarded().winner());
            assertTrue(table.over(), "a trick goes to nobody only at the end");
            settled.add(table.discarded());
        }
        checkCards(table, hands, settled);
        checkScores(state, table, hands, settled);
        if (state.isOver()) {
            assertEquals(-1, table.toMove());
            assertEquals(List.of(), table.trick());
            assertEquals(0, table.cardsLeft().get(table.wentOut()));
        } else {
            checkOpenTrick(state, table, hands.get(table.toMove()));
        }
    }

    private void checkCards(SpartacusView table, List<List<SpartacusCard>> hands, List<WonTrick> settled) {
        Set<Play> seen = new HashSet<>();
        int faceValue = 0;
        List<Play> played = new ArrayList<>(table.trick());
        settled.forEach(trick -> played.addAll(trick.cards()));
        for (Play play : played) {
            assertTrue(seen.add(play), "played twice: " + play);
            faceValue += value(play.card());
        }
        for (int seat = 0; seat < players; seat++) {
            for (SpartacusCard card : hands.get(seat)) {
                assertTrue(seen.add(new Play(seat, card)), "seat " + seat + " holds a played card " + card);
                faceValue += value(card);
            }
        }
        assertEquals(players * rules.colourSize(), seen.size(), "every card is in a hand, a trick or discarded");
        assertEquals(players * 55, faceValue, "card values conserved");
    }

    private void checkScores(GameState state, SpartacusView table, List<List<SpartacusCard>> hands, List<WonTrick> settled) {
        int[] expected = new int[players];
        for (WonTrick trick : settled) {
            if (trick.winner() != null) {
                int numbers = trick.cards().stream().mapToInt(play -> value(play.card())).sum();
                int bannerCount = (int) trick.cards().stream().filter(play -> play.card().isBanner()).count();
                assertEquals(rules.trickWorth(numbers, bannerCount), trick.worth(), "worth of " + trick);
                expected[trick.winner()] += trick.worth();
            }
        }
        if (state.isOver()) {
            for (int seat = 0; seat < players; seat++) {
                List<SpartacusCard> hand = hands.get(seat);
                expected[seat] -= rules.handPenalty(hand.stream().mapToInt(ViewCheck::value).sum(), hand.contains(SpartacusCard.BANNER));
            }
        }
        assertEquals(Arrays.stream(expected).boxed().toList(), table.scores());
    }

    private void checkOpenTrick(GameState state, SpartacusView table, List<SpartacusCard> hand) {
        int seat = table.toMove();
        assertFalse(table.passed().contains(seat), "a seat that passed is to move");
        List<Play> trick = table.trick();
        int lowest = 0;
        Integer lowestSeat = null;
        for (Play play : trick) {
            if (!play.card().isBanner()) {
                lowest = value(play.card());
                lowestSeat = play.seat();
            }
        }
        Integer taker = rules.jokers ? (trick.isEmpty() ? null : trick.get(trick.size() - 1).seat()) : lowestSeat;
        assertEquals(taker, table.taker(), "who would take " + trick);
        assertEquals(lowest == 0 ? null : lowest, table.lowest());
        Set<String> allowed = new HashSet<>();
        for (SpartacusCard card : hand) {
            if (rules.mayPlay(value(card), lowest, trick.size())) {
                allowed.add(card.notation());
            }
        }
        if (!rules.mustPlay(lowest, trick.size())) {
            allowed.add("pass");
        }
        Set<String> offered = new HashSet<>();
        for (int move : state.legalMoves(seat)) {
            offered.add(state.formatMove(seat, move));
        }
        assertEquals(allowed, offered, "moves of seat " + seat + " holding " + hand + " on " + trick);
    }

    private static int value(SpartacusCard card) {
        return card.number();
    }
}
