package org.tabula.rules.spite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.junit.jupiter.api.Test;

import org.tabula.rules.GameConfigException;

/** A script's setup is checked strictly, with errors that name the key and the index. */
class SetupTest {
    private static Map<String, Object> valid() {
        return Table.twoPlayers().payoff(0, "9S 3C").payoff(1, "5H 4D")
                .hand(0, "AS 2H 3D 7C KH").hand(1, "4C 6D 8S 10H QC").setup();
    }

    private static String error(Consumer<Map<String, Object>> change) {
        return error(Map.of(), change);
    }

    @SuppressWarnings("unchecked")
    private static String error(Map<String, Object> options, Consumer<Map<String, Object>> change) {
        Map<String, Object> setup = new LinkedHashMap<>(valid());
        for (String key : List.of("payoff", "hands", "stock", "centre", "discards", "completed")) {
            setup.put(key, deepCopy(setup.get(key)));
        }
        change.accept(setup);
        SpiteGame game = (SpiteGame) Spite.KIND.create(2, Spite.KIND.parseOptions(options));
        return assertThrows(GameConfigException.class, () -> game.start(1, setup)).getMessage();
    }

    @SuppressWarnings("unchecked")
    private static Object deepCopy(Object value) {
        if (value instanceof List<?> list) {
            List<Object> copy = new ArrayList<>();
            list.forEach(item -> copy.add(deepCopy(item)));
            return copy;
        }
        return value;
    }

    @SuppressWarnings("unchecked")
    private static List<Object> list(Map<String, Object> setup, String key) {
        return (List<Object>) setup.get(key);
    }

    @SuppressWarnings("unchecked")
    private static List<Object> at(Map<String, Object> setup, String key, int index) {
        return (List<Object>) list(setup, key).get(index);
    }

    @Test
    void aValidSetupStartsTheDealAsWritten() {
        SpiteState state = Spite.KIND.create(2, Spite.KIND.parseOptions(Map.of())) instanceof SpiteGame game
                ? game.start(1, valid()) : null;
        SpiteView view = Table.view(state, -1);
        assertEquals(List.of("9S", "5H"), Table.names(view.payoffTops()));
        assertEquals(List.of(2, 2), view.payoffCounts());
        assertEquals(List.of("AS", "2H", "3D", "7C", "KH"), Table.names(Table.view(state, 0).hand()));
    }

    @Test
    void cardsAreNamedAndCountedAgainstTheGame() {
        assertEquals("setup.hands[1][2]: \"1S\" is not a card (write rank and suit such as AS, 7C, 10H, QD, or * for a joker)",
                error(setup -> at(setup, "hands", 1).set(2, "1S")));
        assertEquals("setup.stock[6]: one AS too many; the game has 2 of each card",
                error(setup -> list(setup, "stock").set(0, "AS")), "the third AS is the one named");
        assertEquals("setup: 1 card is missing (AC): every one of the 108 cards must be in a pay-off pile, a hand, the stock, or on the table",
                error(setup -> list(setup, "stock").remove("AC")));
        assertEquals("setup.hands[0][0] must be a string, not 7", error(setup -> at(setup, "hands", 0).set(0, 7)));
        assertEquals("setup.stock is missing: a spite setup gives payoff, hands and stock", error(setup -> setup.remove("stock")));
        assertEquals("unknown setup key 'first' (known: centre, completed, discards, hands, payoff, stock)",
                error(setup -> setup.put("first", 0)));
    }

    @Test
    void pilesAndHandsHaveTheirSizes() {
        assertEquals("setup.payoff must list 2 piles, one per seat, not 1", error(setup -> list(setup, "payoff").remove(1)));
        assertEquals("setup.payoff[1] is empty: every seat starts with at least one pay-off card",
                error(setup -> { list(setup, "stock").addAll(at(setup, "payoff", 1)); at(setup, "payoff", 1).clear(); }));
        assertEquals("setup.hands[0] holds 6 cards; a hand holds at most 5",
                error(setup -> at(setup, "hands", 0).add(list(setup, "stock").remove(0))));
        assertEquals("setup.hands[0] must be empty: option noInitialHands deals no hands",
                error(Map.of("noInitialHands", true), setup -> { }));
    }

    @Test
    void theStandardDealsPayoffPilesComeFromOneDeckWithoutJokers() {
        assertEquals("setup.payoff[1][1]: a joker cannot be in a pay-off pile; they are dealt from the deck without jokers"
                        + " (option combinedDeal mixes all cards)",
                error(setup -> { list(setup, "stock").add(at(setup, "payoff", 1).set(1, "*")); list(setup, "stock").remove("*"); }));
        assertEquals("setup.payoff[1][1]: 9S is in the pay-off piles twice; they are dealt from one 52-card deck"
                        + " (option combinedDeal mixes all cards)",
                error(setup -> { list(setup, "stock").add(at(setup, "payoff", 1).set(1, "9S")); list(setup, "stock").remove("9S"); }));
    }

    @Test
    void tablePilesMustBeBuiltAsTheRulesBuildThem() {
        assertEquals("setup.centre[0][1]: 3D cannot be card 2 of a centre pile, which needs a 2",
                error(setup -> { list(setup, "centre").add(new ArrayList<>(List.of("AC", "3D"))); list(setup, "stock").removeAll(List.of("AC", "3D")); }));
        assertEquals("setup.centre[0][0]: * cannot be card 1 of a centre pile, which needs an A (under pagat a joker cannot stand for an ace)",
                error(Map.of("pagat", true), setup -> { list(setup, "centre").add(new ArrayList<>(List.of("*"))); list(setup, "stock").remove("*"); }));
        assertEquals("setup.discards[0][0][1]: 9C cannot go on 7D (that pile takes a 7 or a 6)",
                error(setup -> { list(setup, "discards").set(0, List.of(List.of("7D", "9C"))); list(setup, "stock").removeAll(List.of("7D", "9C")); }));
        assertEquals("setup.discards[1][0][0]: an ace cannot be in a discard pile",
                error(setup -> { list(setup, "discards").set(1, List.of(List.of("AD"))); list(setup, "stock").remove("AD"); }));
        assertEquals("setup.completed[0] has 2 cards: a completed pile has 13, A to K",
                error(setup -> { list(setup, "completed").add(List.of("AC", "2C")); list(setup, "stock").removeAll(List.of("AC", "2C")); }));
    }
}
