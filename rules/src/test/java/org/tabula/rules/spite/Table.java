package org.tabula.rules.spite;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.tabula.rules.GameEvent;

/**
 * Hand-built positions for the tests, written compactly and turned into a script setup: cards
 * are space-separated names, pay-off piles and the stock top first, other piles bottom first.
 * Every card not placed goes to the bottom of the stock in card order, so positions are complete.
 */
final class Table {
    private final int players;
    private final Map<String, Object> options = new LinkedHashMap<>();
    private final List<List<String>> payoff = new ArrayList<>();
    private final List<List<String>> hands = new ArrayList<>();
    private final List<List<List<String>>> discards = new ArrayList<>();
    private final List<List<String>> centre = new ArrayList<>();
    private final List<List<String>> completed = new ArrayList<>();
    private final List<String> stockTop = new ArrayList<>();
    /** The seat whose pay-off pile takes the cards not placed, or -1 for the stock. */
    private int restSeat = -1;

    private Table(int players) {
        this.players = players;
        for (int seat = 0; seat < players; seat++) {
            payoff.add(List.of());
            hands.add(List.of());
            discards.add(List.of());
        }
    }

    static Table of(int players) {
        return new Table(players);
    }

    static Table twoPlayers() {
        return new Table(2);
    }

    Table option(String name, Object value) {
        options.put(name, value);
        return this;
    }

    Table payoff(int seat, String cards) {
        payoff.set(seat, cards(cards));
        return this;
    }

    Table hand(int seat, String cards) {
        hands.set(seat, cards(cards));
        return this;
    }

    Table discards(int seat, String... piles) {
        discards.set(seat, Arrays.stream(piles).map(Table::cards).toList());
        return this;
    }

    Table centre(String... piles) {
        Arrays.stream(piles).map(Table::cards).forEach(centre::add);
        return this;
    }

    Table completed(String... piles) {
        Arrays.stream(piles).map(Table::cards).forEach(completed::add);
        return this;
    }

    /** The top of the stock, top first; the rest follows in card order. */
    Table stock(String cards) {
        stockTop.addAll(cards(cards));
        return this;
    }

    /** The cards not placed go under this seat's pay-off pile instead of the stock (mixed deals), so the stock is exactly as given. */
    Table restUnderPayoff(int seat) {
        restSeat = seat;
        return this;
    }

    SpiteGame game() {
        return (SpiteGame) Spite.KIND.create(players, Spite.KIND.parseOptions(options));
    }

    Map<String, Object> setup() {
        Variant variant = game().variant();
        int[] left = new int[Cards.CODES];
        for (int code = 0; code < Cards.CODES; code++) {
            left[code] = variant.copies(code);
        }
        List<List<String>> all = new ArrayList<>(payoff);
        all.addAll(hands);
        all.addAll(centre);
        all.addAll(completed);
        discards.forEach(all::addAll);
        all.add(stockTop);
        all.forEach(list -> list.forEach(name -> left[Cards.parse(name)]--));
        List<String> rest = new ArrayList<>();
        for (int code = 0; code < Cards.CODES; code++) {
            for (int k = 0; k < left[code]; k++) {
                rest.add(Cards.name(code));
            }
        }
        List<String> stock = new ArrayList<>(stockTop);
        List<List<String>> payoffs = new ArrayList<>(payoff);
        if (restSeat < 0) {
            stock.addAll(rest);
        } else {
            List<String> pile = new ArrayList<>(payoff.get(restSeat));
            pile.addAll(rest);
            payoffs.set(restSeat, pile);
        }
        Map<String, Object> setup = new LinkedHashMap<>();
        setup.put("payoff", payoffs);
        setup.put("hands", hands);
        setup.put("stock", stock);
        setup.put("centre", centre);
        setup.put("discards", discards);
        setup.put("completed", completed);
        return setup;
    }

    SpiteState start() {
        return game().start(1, setup());
    }

    static List<String> cards(String names) {
        return names.isBlank() ? List.of() : List.of(names.trim().split("\\s+"));
    }

    /** The legal moves of the seat on turn, in notation. */
    static List<String> legal(SpiteState state) {
        int seat = state.current();
        return Arrays.stream(state.legalMoves(seat)).mapToObj(move -> state.formatMove(seat, move)).toList();
    }

    /** Makes the moves (notation) for the seat on turn; returns the events of the last one. */
    static List<GameEvent> play(SpiteState state, String... moves) {
        List<GameEvent> events = new ArrayList<>();
        for (String move : moves) {
            events.clear();
            int seat = state.current();
            state.apply(seat, state.parseMove(seat, move), events::add);
        }
        return events;
    }

    /** Why the seat on turn may not make this move (notation), or null. */
    static String why(SpiteState state, String move) {
        int seat = state.current();
        return state.whyIllegal(seat, state.parseMove(seat, move));
    }

    static SpiteView view(SpiteState state, int audience) {
        return (SpiteView) state.view(audience);
    }

    /** The card a notation name stands for. */
    static SpiteCard card(String name) {
        return SpiteCard.of(Cards.parse(name));
    }

    /** Cards as the notation writes them; null stays null. */
    static List<String> names(List<SpiteCard> cards) {
        return cards.stream().map(card -> card == null ? null : card.notation()).toList();
    }

    /** Piles of cards as the notation writes them. */
    static List<List<String>> pileNames(List<List<SpiteCard>> piles) {
        return piles.stream().map(Table::names).toList();
    }
}
