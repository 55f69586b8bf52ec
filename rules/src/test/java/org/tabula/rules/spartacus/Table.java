package org.tabula.rules.spartacus;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.tabula.rules.GameEvent;

/** Sets up Spartacus games and plays moves written as in replay scripts, for hand-worked tests. */
final class Table {
    private Table() {
    }

    /** A game for {@code players} seats led by {@code leader}, with the named flags switched on. */
    static SpartacusState start(int players, int leader, String... flags) {
        Map<String, Object> options = new LinkedHashMap<>();
        for (String flag : flags) {
            options.put(flag, true);
        }
        SpartacusGame game = Spartacus.KIND.create(players, Spartacus.KIND.parseOptions(options));
        return (SpartacusState) game.start(1, Map.of("leader", leader));
    }

    /** Plays space-separated moves such as {@code "0:10 1:B 2:pass"}; returns the events, in order. */
    static List<SpartacusEvent> play(SpartacusState state, String moves) {
        List<SpartacusEvent> events = new ArrayList<>();
        for (String move : moves.trim().split("\\s+")) {
            int colon = move.indexOf(':');
            int seat = Integer.parseInt(move.substring(0, colon));
            state.apply(seat, state.parseMove(seat, move.substring(colon + 1)), (GameEvent event) -> events.add((SpartacusEvent) event));
        }
        return events;
    }

    /** The tricks settled by these events, in order. */
    static List<SpartacusEvent.TrickSettled> tricks(List<SpartacusEvent> events) {
        return events.stream().filter(SpartacusEvent.TrickSettled.class::isInstance)
                .map(SpartacusEvent.TrickSettled.class::cast).toList();
    }

    /** A card as the notation writes it: {@code 7}, or {@code B} for the banner. */
    static SpartacusCard card(String name) {
        return SpartacusCard.of(name.equals("B") ? Cards.BANNER : Integer.parseInt(name));
    }

    /** Cards as the notation writes them. */
    static List<SpartacusCard> cards(String... names) {
        return Arrays.stream(names).map(Table::card).toList();
    }

    /** A card played by a seat, the card as the notation writes it. */
    static Play play(int seat, String card) {
        return new Play(seat, card(card));
    }
}
