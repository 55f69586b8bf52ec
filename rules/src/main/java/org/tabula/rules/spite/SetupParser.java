package org.tabula.rules.spite;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.tabula.rules.GameConfigException;
import org.tabula.rules.SetupReader;

/**
 * Reads a script's {@code setup}: {@code payoff} (each seat's pile, top first), {@code hands},
 * {@code stock} (top first), and for positions in mid-deal the optional {@code centre} (open
 * piles, ace first), {@code discards} (each seat's piles, bottom first) and {@code completed}
 * (completed piles, ace first). Every card of the game must appear exactly once across them
 * (each face twice or three times, and the jokers); piles must be built as the rules build them.
 * Pay-off piles may have any size from 1, for short deals.
 */
final class SetupParser {
    private static final Set<String> KEYS = Set.of("payoff", "hands", "stock", "centre", "discards", "completed");

    private final Variant variant;
    private final SetupReader reader;
    /** How many of each card code have been read so far. */
    private final int[] seen = new int[Cards.CODES];

    private SetupParser(Variant variant, Map<String, Object> setup) {
        this.variant = variant;
        this.reader = new SetupReader(setup, new java.util.TreeSet<>(KEYS));
    }

    static Layout read(Variant variant, Map<String, Object> setup) {
        return new SetupParser(variant, setup).read();
    }

    private Layout read() {
        for (String key : List.of("payoff", "hands", "stock")) {
            if (!reader.has(key)) {
                throw new GameConfigException("setup." + key + " is missing: a spite setup gives payoff, hands and stock");
            }
        }
        int[][] payoff = perSeat("payoff");
        checkPayoff(payoff);
        int[][] hands = perSeat("hands");
        for (int seat = 0; seat < hands.length; seat++) {
            if (hands[seat].length > Hand.CAPACITY) {
                throw new GameConfigException("setup.hands[" + seat + "] holds " + hands[seat].length + " cards; a hand holds at most 5");
            }
            if (variant.noInitialHands && hands[seat].length > 0) {
                throw new GameConfigException("setup.hands[" + seat + "] must be empty: option noInitialHands deals no hands");
            }
        }
        int[] stock = cards("setup.stock", reader.strings("stock"));
        int[][] centre = reader.has("centre") ? centre() : new int[0][];
        int[][][] discards = reader.has("discards") ? discards() : Deal.emptyDiscards(variant.players);
        int[] completed = reader.has("completed") ? completed() : new int[0];
        checkAllPresent();
        return new Layout(payoff, hands, stock, centre, discards, completed);
    }

    private int[][] perSeat(String key) {
        List<List<String>> lists = reader.stringLists(key);
        if (lists.size() != variant.players) {
            throw new GameConfigException("setup." + key + " must list " + variant.players + " piles, one per seat, not " + lists.size());
        }
        int[][] result = new int[lists.size()][];
        for (int seat = 0; seat < lists.size(); seat++) {
            result[seat] = cards("setup." + key + "[" + seat + "]", lists.get(seat));
        }
        return result;
    }

    private void checkPayoff(int[][] payoff) {
        boolean[] inPayoff = new boolean[Cards.CODES];
        for (int seat = 0; seat < payoff.length; seat++) {
            String where = "setup.payoff[" + seat + "]";
            if (payoff[seat].length == 0) {
                throw new GameConfigException(where + " is empty: every seat starts with at least one pay-off card");
            }
            if (variant.mixedDeal()) {
                continue;
            }
            for (int i = 0; i < payoff[seat].length; i++) {
                int code = payoff[seat][i];
                if (Cards.isJoker(code)) {
                    throw new GameConfigException(where + "[" + i + "]: a joker cannot be in a pay-off pile; they are dealt"
                            + " from the deck without jokers (option combinedDeal mixes all cards)");
                }
                if (inPayoff[code]) {
                    throw new GameConfigException(where + "[" + i + "]: " + Cards.name(code) + " is in the pay-off piles twice;"
                            + " they are dealt from one 52-card deck (option combinedDeal mixes all cards)");
                }
                inPayoff[code] = true;
            }
        }
    }

    private int[][] centre() {
        List<List<String>> piles = reader.stringLists("centre");
        if (piles.size() > variant.maxOpenPiles()) {
            throw new GameConfigException("setup.centre lists " + piles.size() + " piles; at most " + variant.maxOpenPiles() + " may be open");
        }
        int[][] result = new int[piles.size()][];
        for (int p = 0; p < piles.size(); p++) {
            String where = "setup.centre[" + p + "]";
            result[p] = cards(where, piles.get(p));
            if (result[p].length == 0 || result[p].length >= CentrePiles.FULL) {
                throw new GameConfigException(where + " has " + result[p].length + " cards: an open centre pile has 1 to 12"
                        + " (a pile that reaches K is complete: list it under completed)");
            }
            checkBuiltUp(where, result[p]);
        }
        return result;
    }

    private int[] completed() {
        List<List<String>> piles = reader.stringLists("completed");
        List<Integer> all = new ArrayList<>();
        for (int p = 0; p < piles.size(); p++) {
            String where = "setup.completed[" + p + "]";
            int[] pile = cards(where, piles.get(p));
            if (pile.length != CentrePiles.FULL) {
                throw new GameConfigException(where + " has " + pile.length + " cards: a completed pile has 13, A to K");
            }
            checkBuiltUp(where, pile);
            for (int code : pile) {
                all.add(code);
            }
        }
        return all.stream().mapToInt(Integer::intValue).toArray();
    }

    /** A centre pile goes A, 2, 3... with jokers anywhere (not as the ace under pagat). */
    private void checkBuiltUp(String where, int[] pile) {
        for (int i = 0; i < pile.length; i++) {
            int code = pile[i];
            if (Cards.isJoker(code) ? i == 0 && variant.pagat : Cards.rank(code) != i + 1) {
                throw new GameConfigException(where + "[" + i + "]: " + Cards.name(code) + " cannot be card " + (i + 1)
                        + " of a centre pile, which needs " + Cards.aRank(i + 1)
                        + (variant.pagat && i == 0 ? " (under pagat a joker cannot stand for an ace)" : ""));
            }
        }
    }

    private int[][][] discards() {
        List<Object> seats = reader.list("discards");
        if (seats.size() != variant.players) {
            throw new GameConfigException("setup.discards must list " + variant.players + " seats' piles, not " + seats.size());
        }
        int[][][] result = new int[seats.size()][][];
        for (int seat = 0; seat < seats.size(); seat++) {
            String where = "setup.discards[" + seat + "]";
            List<List<String>> piles = stringLists(where, seats.get(seat));
            if (piles.size() > Moves.DISCARD_SLOTS) {
                throw new GameConfigException(where + " lists " + piles.size() + " piles; a seat has at most 4");
            }
            result[seat] = new int[piles.size()][];
            for (int p = 0; p < piles.size(); p++) {
                result[seat][p] = cards(where + "[" + p + "]", piles.get(p));
                checkDiscardPile(where + "[" + p + "]", result[seat][p]);
            }
        }
        return result;
    }

    /** A list of lists of card names, read with errors naming {@code where}. */
    private static List<List<String>> stringLists(String where, Object value) {
        if (!(value instanceof List<?> outer)) {
            throw new GameConfigException(where + " must be a list of piles, not " + value);
        }
        List<List<String>> result = new ArrayList<>();
        for (int p = 0; p < outer.size(); p++) {
            if (!(outer.get(p) instanceof List<?> inner)) {
                throw new GameConfigException(where + "[" + p + "] must be a list of cards, not " + outer.get(p));
            }
            List<String> names = new ArrayList<>();
            for (int i = 0; i < inner.size(); i++) {
                if (!(inner.get(i) instanceof String name)) {
                    throw new GameConfigException(where + "[" + p + "][" + i + "] must be a string, not " + inner.get(i));
                }
                names.add(name);
            }
            result.add(names);
        }
        return result;
    }

    private void checkDiscardPile(String where, int[] cards) {
        DiscardPile pile = new DiscardPile();
        for (int i = 0; i < cards.length; i++) {
            int code = cards[i];
            if (Cards.rank(code) == Cards.ACE) {
                throw new GameConfigException(where + "[" + i + "]: an ace cannot be in a discard pile");
            }
            if (!pile.accepts(code, variant.freeDiscard)) {
                throw new GameConfigException(where + "[" + i + "]: " + Cards.name(code) + " cannot go on "
                        + Cards.name(pile.top()) + " (that pile takes " + Cards.ranksList(pile.acceptedRanks()) + ")");
            }
            pile.push(code);
        }
    }

    /** Reads card names, counting each against the game's copies. */
    private int[] cards(String where, List<String> names) {
        int[] codes = new int[names.size()];
        for (int i = 0; i < names.size(); i++) {
            int code = Cards.parse(names.get(i));
            if (code < 0) {
                throw new GameConfigException(where + "[" + i + "]: \"" + names.get(i) + "\" is not a card"
                        + " (write rank and suit such as AS, 7C, 10H, QD, or * for a joker)");
            }
            if (++seen[code] > variant.copies(code)) {
                throw new GameConfigException(where + "[" + i + "]: one " + Cards.name(code) + " too many; the game has "
                        + variant.copies(code) + (Cards.isJoker(code) ? " jokers" : " of each card"));
            }
            codes[i] = code;
        }
        return codes;
    }

    private void checkAllPresent() {
        List<String> missing = new ArrayList<>();
        for (int code = 0; code < Cards.CODES; code++) {
            for (int k = seen[code]; k < variant.copies(code); k++) {
                missing.add(Cards.name(code));
            }
        }
        if (!missing.isEmpty()) {
            throw new GameConfigException("setup: " + missing.size() + (missing.size() == 1 ? " card is" : " cards are")
                    + " missing (" + String.join(", ", missing.subList(0, Math.min(missing.size(), 12)))
                    + (missing.size() > 12 ? ", ..." : "") + "): every one of the " + variant.totalCards()
                    + " cards must be in a pay-off pile, a hand, the stock, or on the table");
        }
    }
}
