package org.tabula.firmware;

import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.Deck;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.Pick;
import org.tabula.rules.Game;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;

/**
 * {@code tabula tap-reach}: how many moves one tapped card stands for, and how many presses its
 * pick then takes, over every position of random games of each game and the variants that change
 * its moves. Five buttons reach 25 moves in two presses; this shows how close the games come.
 */
final class TapReachCommand {
    /** Each game at its fewest and most seats, and the variants that change which moves a card has. */
    private static final Map<String, List<Object>> TABLES = tables();

    private TapReachCommand() {
    }

    private static Map<String, List<Object>> tables() {
        Map<String, List<Object>> tables = new LinkedHashMap<>();
        tables.put("sumo, zeroCard", List.of("sumo", 2, Map.of("zeroCard", true)));
        tables.put("spartacus, 5, bannerJoker", List.of("spartacus", 5, Map.of("bannerJoker", true)));
        tables.put("senator, 2", List.of("senator", 2, Map.of()));
        tables.put("senator, 3", List.of("senator", 3, Map.of()));
        tables.put("wheel, 2, discardOnce", List.of("wheel", 2, Map.of("discardOnce", true)));
        tables.put("spite, 2", List.of("spite", 2, Map.of()));
        tables.put("spite, 2, freeDiscard", List.of("spite", 2, Map.of("freeDiscard", true)));
        tables.put("spite, 2, pagat", List.of("spite", 2, Map.of("pagat", true)));
        tables.put("spite, 2, combinedDeal", List.of("spite", 2, Map.of("combinedDeal", true)));
        tables.put("spite, 4, partnership", List.of("spite", 4, Map.of("partnership", true)));
        tables.put("spite, 6, partnership", List.of("spite", 6, Map.of("partnership", true)));
        return tables;
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        int deals = 40;
        int maxMoves = 800;
        long seed = 1;
        try {
            for (int i = 0; i < args.length; i++) {
                switch (args[i]) {
                    case "--deals" -> deals = Integer.parseInt(args[++i]);
                    case "--seed" -> seed = Long.parseLong(args[++i]);
                    default -> throw new IllegalArgumentException("unknown argument " + args[i]);
                }
            }
        } catch (RuntimeException e) {
            err.println("tabula tap-reach: " + e.getMessage() + "\nusage: tabula tap-reach [--deals N] [--seed S]");
            return 2;
        }
        out.printf("%-26s %9s %11s %10s %12s %14s%n", "game", "positions", "taps", "most moves", "most presses", "over 2 presses");
        for (Map.Entry<String, List<Object>> table : TABLES.entrySet()) {
            GameKind kind = ConsoleGames.named((String) table.getValue().get(0)).kind();
            @SuppressWarnings("unchecked")
            Map<String, Object> options = (Map<String, Object>) table.getValue().get(2);
            Game game = kind.create((Integer) table.getValue().get(1), kind.parseOptions(options));
            measure(table.getKey(), game, deals, maxMoves, new SeededRandom(seed), out);
        }
        return 0;
    }

    private static void measure(String name, Game game, int deals, int maxMoves, SeededRandom rng, PrintStream out) {
        GameAdapter adapter = ConsoleGames.of(game.kind()).adapter();
        List<Card> cards = adapter.deck().orElseThrow().cards();
        long positions = 0;
        long taps = 0;
        long overTwo = 0;
        int mostMoves = 0;
        int mostPresses = 0;
        for (int deal = 0; deal < deals; deal++) {
            GameState state = game.start(rng.nextLong());
            for (int made = 0; made < maxMoves && !state.isOver(); made++) {
                positions++;
                for (int seat : state.toMove().toArray()) {
                    // Spite and Malice's two copies of a card (and its four jokers) stand for the same moves: one of each will do.
                    java.util.Set<String> faces = new java.util.HashSet<>();
                    for (Card card : cards) {
                        String face = card.deck() == Deck.SPITE ? card.face() : card.id();
                        int[] moves = faces.add(face) ? adapter.movesWith(state, seat, card) : new int[0];
                        if (moves.length == 0) {
                            continue;
                        }
                        taps++;
                        mostMoves = Math.max(mostMoves, moves.length);
                        int presses = moves.length == 1 ? 0 : Pick.of(seat, Text.plain(card.id()), moves, adapter, state).mostPresses();
                        mostPresses = Math.max(mostPresses, presses);
                        overTwo += presses > 2 ? 1 : 0;
                    }
                }
                int seat = state.toMove().first();
                int[] legal = state.legalMoves(seat);
                state.apply(seat, legal[rng.nextInt(legal.length)]);
            }
        }
        out.printf("%-26s %9d %11d %10d %12d %14d%n", name, positions, taps, mostMoves, mostPresses, overTwo);
    }
}
