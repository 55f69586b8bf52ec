package org.tabula.firmware.command;

import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.play.ButtonList;
import org.tabula.firmware.play.CardsSeen;
import org.tabula.firmware.play.ConsoleGame;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.TableVariant;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.script.GameSetup;
import org.tabula.firmware.play.MovePick;
import org.tabula.rules.Game;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.GameType;
import org.tabula.rules.SeededRandom;

/**
 * {@code tabula tap-reach}: how many moves one tapped card stands for, and how many presses its
 * pick then takes, over every position of random games of each game and the variants that change
 * its moves. Five buttons reach 25 moves in two presses; this shows how close the games come.
 * Then the presses a move takes on average and at most, at a box deal and at a table deal, over
 * random games whose every move is made as a person makes it: by a tap of the physical card (the
 * box remembering where it saw which copy, {@link CardsSeen}) and the presses of its pick, or PASS.
 */
public final class TapReachCommand {
    private TapReachCommand() {
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
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
        out.printf("%-26s %9s %11s %10s %12s %14s %11s %11s%n", "game", "positions", "taps", "most moves", "most presses", "over 2 presses",
                "box deal", "table deal");
        for (ConsoleGame registered : ConsoleGames.all()) {
            for (TableVariant table : registered.tapReachTables()) {
                GameKind kind = registered.kind();
                Game game = kind.create(table.players(), kind.parseOptions(table.options()));
                measure(table.label(kind), game, deals, maxMoves, new SeededRandom(seed), out);
                out.printf(" %11s", pressesPerMove(game, false, deals, maxMoves, new SeededRandom(seed)));
                boolean tableDeal = game.type().deals().contains(GameType.Deal.TABLE);
                out.printf(" %11s%n", tableDeal ? pressesPerMove(game, true, deals, maxMoves, new SeededRandom(seed)) : "-");
            }
        }
        return 0;
    }

    private static void measure(String name, Game game, int deals, int maxMoves, SeededRandom rng, PrintStream out) {
        GameAdapter adapter = ConsoleGames.of(game.kind()).adapter();
        List<Card> cards = ConsoleGames.of(game.kind()).declaration().deck().orElseThrow().cards();
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
                    // The copies of a face (the Spite deck's two of a card, its four jokers) stand for the same moves: one of each will do.
                    java.util.Set<Object> faces = new java.util.HashSet<>();
                    for (Card card : cards) {
                        int[] moves = faces.add(card.face()) ? adapter.movesWith(state, seat, card, new CardsSeen()) : new int[0];
                        if (moves.length == 0) {
                            continue;
                        }
                        taps++;
                        mostMoves = Math.max(mostMoves, moves.length);
                        int presses = moves.length == 1 ? 0 : MovePick.of(seat, Text.plain(card.id()), moves, adapter, state).mostPresses();
                        mostPresses = Math.max(mostPresses, presses);
                        overTwo += presses > 2 ? 1 : 0;
                    }
                }
                int seat = state.toMove().first();
                int[] legal = state.legalMoves(seat);
                state.apply(seat, legal[rng.nextInt(legal.length)]);
            }
        }
        out.printf("%-26s %9d %11d %10d %12d %14d", name, positions, taps, mostMoves, mostPresses, overTwo);
    }

    /** A move as a person makes it: the card tapped (null: PASS) and the presses after the tap. */
    private record Reach(Card card, int presses) {
    }

    /**
     * The mean and the most presses a move takes ("0.62/2"), over random games in which every
     * move is one a tap and its pick, or PASS, make (of moves the rules treat alike, the one
     * offered), chosen at random among them; where no tap or PASS makes any, one the buttons' list makes.
     */
    static Presses pressesPerMove(Game game, boolean tableDeal, int deals, int maxMoves, SeededRandom rng) {
        GameAdapter adapter = ConsoleGames.of(game.kind()).adapter();
        List<Card> cards = ConsoleGames.of(game.kind()).declaration().deck().orElseThrow().cards();
        long moves = 0;
        long presses = 0;
        int most = 0;
        long byList = 0;
        for (int deal = 0; deal < deals; deal++) {
            GameState state = tableDeal ? game.start(rng.nextLong(), GameSetup.TABLE_DEAL.values()) : game.start(rng.nextLong());
            CardsSeen seen = new CardsSeen();
            for (int made = 0; made < maxMoves && !state.isOver(); made++) {
                int seat = state.toMove().first();
                Map<Integer, Reach> reach = new LinkedHashMap<>();
                java.util.Set<Object> unseenFaces = new java.util.HashSet<>();
                for (Card card : cards) {
                    // The copies of a face the box saw nowhere are alike: one of them will do.
                    if (seen.placeOf(card).isEmpty() && !unseenFaces.add(card.face())) {
                        continue;
                    }
                    int[] tapped = adapter.movesWith(state, seat, card, seen);
                    MovePick pick = tapped.length > 1 ? MovePick.of(seat, Text.plain(card.id()), tapped, adapter, state) : null;
                    for (int move : tapped) {
                        Reach by = new Reach(card, pick == null ? 0 : pick.pressesTo(move));
                        // Of two copies that make the move alike, one the box saw nowhere (so it lies where the move takes it from).
                        reach.merge(move, by, (was, now) -> now.presses() < was.presses()
                                || now.presses() == was.presses() && seen.placeOf(was.card()).isPresent() && seen.placeOf(now.card()).isEmpty() ? now : was);
                    }
                }
                int pass = state.passMove(seat);
                if (pass >= 0) {
                    // PASS, and LEFT where the game asks first (a pass that gives something up for good).
                    reach.putIfAbsent(pass, new Reach(null, adapter.passQuestion(state, seat).isPresent() ? 2 : 1));
                }
                if (reach.isEmpty()) {
                    // No tag reaches a move (six seats play three decks, the Spite deck tags two: both copies of the
                    // pay-off's top may lie on centre piles): the move is made from the buttons' list, as a person would.
                    ButtonList list = ButtonList.of(adapter, state, seat);
                    byList++;
                    for (int move : list.moves()) {
                        reach.put(move, new Reach(null, list.pressesTo(move, adapter, state, seat)));
                    }
                }
                List<Integer> offered = List.copyOf(reach.keySet());
                int move = offered.get(rng.nextInt(offered.size()));
                Reach by = reach.get(move);
                moves++;
                presses += by.presses();
                most = Math.max(most, by.presses());
                CardsSeen.Place place = adapter.placeAfter(state, seat, move);
                List<GameEvent> events = new java.util.ArrayList<>();
                state.apply(seat, move, events::add);
                seen.moved(place, by.card(), adapter.placesMoved(events));
            }
        }
        return new Presses(moves, presses, most, byList);
    }

    /** The moves made, the presses they took in all, the most one took, and the moves made from the buttons' list (no tap made any). */
    record Presses(long moves, long presses, int most, long byList) {
        @Override
        public String toString() {
            return String.format(java.util.Locale.ROOT, "%.2f/%d", (double) presses / moves, most);
        }
    }
}
