package org.tabula.rules.spite;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToIntFunction;

import org.tabula.rules.SeededRandom;

/**
 * Redraws everything an observer cannot see: the other hands (a partner's too), the stock order
 * and the face-down pay-off cards of every seat (the observer's own included: nobody sees
 * those), and the generator's future. A hidden card is exchanged only with hidden cards the
 * observer cannot tell it from ({@link Provenance}): first within its group (a standard deal
 * never puts a joker in a pay-off pile; cards seen before a shuffle stay among that shuffle's
 * places), then within its segment, so the places a shuffle filled hold its cards in any order.
 * Card counts per zone, all face-up cards and the observer's hand stay as they are.
 */
final class Determinizer {
    private Determinizer() {
    }

    /** One hidden place: a hand, the stock or a pay-off pile, and the index in it. */
    private record Place(int zone, int seat, int index) {
    }

    private static final int HAND = 0;
    private static final int STOCK = 1;
    private static final int PAYOFF = 2;

    static void resample(SpiteState state, int observer, SeededRandom rng) {
        List<Place> places = hiddenPlaces(state, observer);
        // Level 1: exchange card codes among places of the same group; the places keep their tags.
        Map<Integer, List<Place>> byGroup = bucket(places, place -> Provenance.group(get(state, place), observer));
        for (List<Place> group : byGroup.values()) {
            int[] codes = new int[group.size()];
            for (int i = 0; i < codes.length; i++) {
                codes[i] = Cards.code(get(state, group.get(i)));
            }
            // Sorted first, so the sample depends on which cards are hidden, not on where they lie.
            java.util.Arrays.sort(codes);
            rng.shuffle(codes);
            for (int i = 0; i < codes.length; i++) {
                Place place = group.get(i);
                int entry = get(state, place);
                set(state, place, entry - Cards.code(entry) + codes[i]);
            }
        }
        // Level 2: a shuffle's places may hold its cards in any order.
        Map<Integer, List<Place>> bySegment = bucket(places, place -> Provenance.segment(get(state, place)));
        bySegment.remove(0);
        for (List<Place> group : bySegment.values()) {
            int[] entries = new int[group.size()];
            for (int i = 0; i < entries.length; i++) {
                entries[i] = get(state, group.get(i));
            }
            java.util.Arrays.sort(entries);
            rng.shuffle(entries);
            for (int i = 0; i < entries.length; i++) {
                set(state, group.get(i), entries[i]);
            }
        }
        for (int seat = 0; seat < state.variant().players; seat++) {
            if (seat != observer) {
                resort(state.hand(seat));
            }
        }
        state.reseed(new SeededRandom(rng.nextLong()));
    }

    private static List<Place> hiddenPlaces(SpiteState state, int observer) {
        List<Place> places = new ArrayList<>();
        for (int seat = 0; seat < state.variant().players; seat++) {
            if (seat != observer) {
                for (int i = 0; i < state.hand(seat).size(); i++) {
                    places.add(new Place(HAND, seat, i));
                }
            }
            for (int i = 0; i < state.payoff(seat).size() - 1; i++) {
                places.add(new Place(PAYOFF, seat, i));
            }
        }
        for (int i = 0; i < state.stock().size(); i++) {
            places.add(new Place(STOCK, -1, i));
        }
        return places;
    }

    /** Places by key, in the order of their keys (so a seed always gives the same sample). */
    private static Map<Integer, List<Place>> bucket(List<Place> places, ToIntFunction<Place> key) {
        Map<Integer, List<Place>> buckets = new TreeMap<>();
        for (Place place : places) {
            buckets.computeIfAbsent(key.applyAsInt(place), k -> new ArrayList<>()).add(place);
        }
        return buckets;
    }

    private static int get(SpiteState state, Place place) {
        return switch (place.zone()) {
            case HAND -> state.hand(place.seat()).entry(place.index());
            case STOCK -> state.stock().get(place.index());
            default -> state.payoff(place.seat()).get(place.index());
        };
    }

    private static void set(SpiteState state, Place place, int entry) {
        switch (place.zone()) {
            case HAND -> state.hand(place.seat()).setEntry(place.index(), entry);
            case STOCK -> state.stock().set(place.index(), entry);
            default -> state.payoff(place.seat()).set(place.index(), entry);
        }
    }

    /** Hands are kept sorted by card code; exchanged codes may have broken the order. */
    private static void resort(Hand hand) {
        int[] entries = new int[hand.size()];
        hand.copyInto(entries, 0);
        hand.clear();
        for (int entry : entries) {
            hand.add(entry);
        }
    }
}
