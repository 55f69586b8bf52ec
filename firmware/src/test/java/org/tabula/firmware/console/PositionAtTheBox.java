package org.tabula.firmware.console;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import org.tabula.firmware.script.Move;
import org.tabula.display.text.Language;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.Decks;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.loop.ManualClock;
import org.tabula.firmware.play.BotRunner;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.firmware.screen.Lights;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.hal.Button;
import org.tabula.hal.TagEvent;
import org.tabula.rules.Game;
import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Series;
import org.tabula.firmware.script.Deal;
import org.tabula.firmware.script.GameSetup;
import org.tabula.firmware.script.Script;

/**
 * One position of a game at the box, played from again and again: each try starts the real play
 * screen afresh at the position (every seat a person) and feeds it a tap and presses, then says
 * which move, if any, was made. So every sequence of presses can be tried from the same start.
 */
final class PositionAtTheBox {
    /** What a try did: the move made ({@code "seat:move"}) or null, and the screen it left. */
    record Outcome(String move, ScreenModel screen) {
        boolean refused() {
            return screen.lights().pulse() == Lights.Pulse.REFUSED;
        }
    }

    /** Both decks, every card enrolled under a made-up tag. */
    static final List<Card> EVERY_CARD = Decks.all().stream().flatMap(deck -> deck.cards().stream()).toList();
    private static final CardRegistry REGISTRY = everyCardEnrolled();

    private final Game game;
    /** The seed the game was dealt with: the position is its moves replayed from it. */
    private final long seed;
    private final GameState state;
    private final List<Move> movesBefore;
    private final int readers;
    private final ManualClock clock = new ManualClock(1_000_000_000L);
    private final Language language;

    PositionAtTheBox(Game game, long seed, GameState state, List<Move> movesBefore, int readers) {
        this(game, seed, state, movesBefore, readers, Language.english());
    }

    PositionAtTheBox(Game game, long seed, GameState state, List<Move> movesBefore, int readers, Language language) {
        this.language = language;
        this.game = game;
        this.seed = seed;
        this.state = state;
        this.movesBefore = List.copyOf(movesBefore);
        this.readers = readers;
    }

    private static CardRegistry everyCardEnrolled() {
        CardRegistry registry = CardRegistry.inMemory();
        int uid = 0;
        try {
            for (Card card : EVERY_CARD) {
                registry.enrol(String.format("05%06X", uid++), card);
            }
        } catch (java.io.IOException e) {
            throw new IllegalStateException("an in-memory registry never fails to save", e);
        }
        return registry;
    }

    /**
     * Plays up to {@code steps} random legal moves of the first seat to move, stopping if the game
     * ends, and returns them: how the tests reach random positions.
     */
    static List<Move> randomMoves(GameState state, SeededRandom rng, int steps) {
        List<Move> moves = new ArrayList<>();
        for (int step = steps; step > 0 && !state.isOver(); step--) {
            int seat = state.toMove().first();
            int[] legal = state.legalMoves(seat);
            int move = legal[rng.nextInt(legal.length)];
            moves.add(Move.of(state, seat, move));
            state.apply(seat, move);
        }
        return moves;
    }

    /** The seats to move, as the rules say. */
    int[] toMove() {
        return state.toMove().toArray();
    }

    /** The seat's legal moves that taps and lists offer (of moves alike, the first), as {@code "seat:move"}. */
    Set<String> legal(int seat) {
        Set<String> moves = new TreeSet<>();
        GameAdapter adapter = ConsoleGames.of(game.kind()).adapter();
        for (int move : state.legalMoves(seat)) {
            if (adapter.offered(state, seat, move)) {
                moves.add(seat + ":" + state.formatMove(seat, move));
            }
        }
        return moves;
    }

    /** A fresh play screen at the position, the layout (if the box deals) already laid out. */
    private PlayActivity fresh(List<Match> holder) {
        Script script = new Script(game, Script.humans(game), Series.Goal.games(1), List.of(new Deal(seed, GameSetup.SEED, movesBefore)));
        Match match = Match.resumed(script, Series.start(Series.Goal.games(1), game.players()), org.tabula.firmware.play.Lead.DRAWN, state.copy(),
                List.of(), () -> 2, MatchRecorder.NONE);
        holder.add(match);
        ConsoleContext context = new ConsoleContext(clock, REGISTRY, readers, () -> 3, new BotRunner(Runnable::run, Runnable::run),
                MatchRecorder.NONE, LanguageChoice.inMemory(language), (arrived, card, overwrite, onLoop) -> { });
        PlayActivity play = new PlayActivity(context, match, org.tabula.firmware.play.ConsoleGames.of(game.kind()).adapter(), () -> null, clock.nanos());
        if (play.screen(clock.nanos()).kind() == ScreenModel.Kind.NOTICE) {
            play.onButton(Button.OK, false, clock.nanos());
        }
        return play;
    }

    /** Presses the buttons from a fresh start. */
    Outcome press(List<Button> presses) {
        return tapTagThenPress(null, -1, presses);
    }

    /** Taps the card on the reader (none if null), then presses the buttons, from a fresh start. */
    Outcome tapThenPress(Card card, int reader, List<Button> presses) {
        return tapTagThenPress(card == null ? null : REGISTRY.uidOf(card).orElseThrow(), reader, presses);
    }

    /** Taps a tag no card was enrolled with. */
    Outcome tapUnknown(int reader) {
        return tapTagThenPress("DEADBEEF", reader, List.of());
    }

    private Outcome tapTagThenPress(String uid, int reader, List<Button> presses) {
        List<Match> holder = new ArrayList<>();
        PlayActivity play = fresh(holder);
        Match match = holder.get(0);
        int before = match.moves().size();
        if (uid != null) {
            play.onTap(new TagEvent(reader, TagEvent.Kind.ARRIVED, java.util.HexFormat.of().parseHex(uid), Optional.empty()), clock.nanos());
        }
        for (Button button : presses) {
            if (match.moves().size() > before) {
                break;
            }
            play.onButton(button, false, clock.nanos());
        }
        List<Move> moves = match.moves();
        return new Outcome(moves.size() > before ? moves.get(before).text() : null, play.screen(clock.nanos()));
    }

    /** The reader a seat taps on: its own, or the table's. */
    int readerOf(int seat) {
        return readers >= game.players() ? seat : 0;
    }
}
