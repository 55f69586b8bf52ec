package org.tabula.rules.engarde;

import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.tabula.rules.GameConfigException;
import org.tabula.rules.SetupReader;

/**
 * An explicit En Garde setup, read strictly. {@code first}: the seat that starts the first bout
 * (0 if absent; the bouts after alternate). {@code "deal": "table"}: the players shuffle and deal
 * real cards (nothing else then but {@code first}). Or a position in the first bout, for worked
 * examples: {@code hands} (each seat's cards), {@code pack} (the cards still to draw, top first)
 * and {@code positions} (the two squares, 1 to 23, seat 0's the lower; 1 and 23 if absent); the
 * cards missing from the 25 have been played. {@code first} is then the seat to move.
 *
 * @param first      the seat to move first
 * @param tableDealt whether the players deal
 * @param hands      each seat's cards, or null for a shuffled deal
 * @param pack       the pack, top first, or null
 * @param positions  the squares of seat 0 and seat 1
 */
record EnGardeSetup(int first, boolean tableDealt, int[][] hands, int[] pack, int[] positions) {
    /** In a fixed order, so the "known keys" of an error message read the same every time. */
    private static final Set<String> KEYS = Collections.unmodifiableSet(new LinkedHashSet<>(List.of("first", "deal", "hands", "pack", "positions")));

    /** @throws GameConfigException naming the key that is wrong */
    static EnGardeSetup read(Map<String, Object> setup) {
        SetupReader reader = new SetupReader(setup, KEYS);
        int first = 0;
        if (reader.has("first")) {
            first = reader.wholeNumber("first");
            if (first != 0 && first != 1) {
                throw new GameConfigException("setup.first must be seat 0 or 1, not " + first);
            }
        }
        boolean table = reader.tableDeal();
        boolean laidOut = reader.has("hands") || reader.has("pack") || reader.has("positions");
        if (table && laidOut) {
            throw new GameConfigException("setup.hands, pack and positions and a table deal exclude each other: at a table deal"
                    + " the players deal, and the box learns each card as it is played");
        }
        if (!laidOut) {
            return new EnGardeSetup(first, table, null, null, new int[] {1, EnGardeState.SQUARES});
        }
        if (!reader.has("hands") || !reader.has("pack")) {
            throw new GameConfigException("setup.hands and setup.pack go together: each seat's cards, and the cards still to draw");
        }
        List<List<String>> handNames = reader.stringLists("hands");
        if (handNames.size() != 2) {
            throw new GameConfigException("setup.hands must list two hands, seat 0's and seat 1's, not " + handNames.size());
        }
        int[] counts = new int[Cards.VALUES + 1];
        int[][] hands = new int[2][];
        for (int seat = 0; seat < 2; seat++) {
            if (handNames.get(seat).size() > Cards.HAND) {
                throw new GameConfigException("setup.hands[" + seat + "] holds " + handNames.get(seat).size() + " cards; a hand is at most 5");
            }
            hands[seat] = cards("setup.hands[" + seat + "]", handNames.get(seat), counts);
        }
        int[] pack = cards("setup.pack", reader.strings("pack"), counts);
        int[] positions = {1, EnGardeState.SQUARES};
        if (reader.has("positions")) {
            List<Object> squares = reader.list("positions");
            if (squares.size() != 2) {
                throw new GameConfigException("setup.positions must give two squares, seat 0's and seat 1's, not " + squares.size());
            }
            for (int seat = 0; seat < 2; seat++) {
                if (!(squares.get(seat) instanceof Number square) || square.doubleValue() != square.intValue()) {
                    throw new GameConfigException("setup.positions[" + seat + "] must be a square from 1 to 23, not " + squares.get(seat));
                }
                positions[seat] = square.intValue();
            }
            if (positions[0] < 1 || positions[1] > EnGardeState.SQUARES || positions[0] >= positions[1]) {
                throw new GameConfigException("setup.positions must be two squares from 1 to 23, seat 0's below seat 1's, not "
                        + positions[0] + " and " + positions[1]);
            }
        }
        return new EnGardeSetup(first, false, hands, pack, positions);
    }

    private static int[] cards(String where, List<String> names, int[] counts) {
        int[] cards = new int[names.size()];
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            if (!name.matches("[1-5]")) {
                throw new GameConfigException(where + "[" + i + "]: \"" + name + "\" is not a card: write a value from 1 to 5, such as \"4\"");
            }
            cards[i] = name.charAt(0) - '0';
            if (++counts[cards[i]] > Cards.COPIES) {
                throw new GameConfigException(where + "[" + i + "]: a sixth " + name + "; the pack has five of each value");
            }
        }
        return cards;
    }
}
