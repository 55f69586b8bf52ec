package org.tabula.firmware;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;

import org.tabula.firmware.script.Move;
import org.tabula.firmware.script.Player;
import org.tabula.rules.Bot;
import org.tabula.rules.EventSink;
import org.tabula.rules.Game;
import org.tabula.rules.GameState;
import org.tabula.rules.InformationSet;
import org.tabula.rules.Seats;
import org.tabula.rules.bots.BotKind;
import org.tabula.rules.bots.Bots;

/**
 * The bots of one replay, made once and then asked for moves where a script's moves run out.
 *
 * <p>Semantics: the script's moves are applied exactly as written, bot seats' moves included (a
 * saved game journals every move, so it replays the same even after the bots improve). Once a
 * game's moves run out, the bots play their seats - each move drawn from the game's seed and the
 * number of moves made, with the seat's iteration budget, so the same script always gives the
 * same moves - until the game is over or only seats without a bot are to move. Where several
 * seats choose at once (Sumo), a bot seat chooses even while a human seat still has to.
 */
final class ReplayBots {
    private final Map<BotKind, Bot> bots = new HashMap<>();
    private final Game game;
    private final SortedMap<Integer, Player.Bot> seats;

    ReplayBots(Game game, SortedMap<Integer, Player.Bot> seats) {
        this.game = game;
        this.seats = seats;
    }

    /**
     * Lets the bots play on from a game whose script ran out after {@code movesMade} moves;
     * returns their moves in the script's notation.
     */
    List<Move> playOn(GameState state, long gameSeed, int movesMade, EventSink events) {
        List<Move> made = new ArrayList<>();
        for (int seat = botToMove(state.toMove()); seat >= 0; seat = botToMove(state.toMove())) {
            Player.Bot seatBot = seats.get(seat);
            Bot bot = bots.computeIfAbsent(seatBot.kind(), kind -> kind.create(game));
            int move = bot.chooseMove(InformationSet.of(state, seat), seatBot.budget(), Bots.moveRandom(gameSeed, movesMade + made.size()));
            made.add(Move.of(state, seat, move));
            state.apply(seat, move, events);
        }
        return made;
    }

    /** The lowest seat to move that a bot plays, or -1. */
    private int botToMove(Seats toMove) {
        for (int seat = toMove.first(); seat >= 0; seat = toMove.next(seat)) {
            if (seats.containsKey(seat)) {
                return seat;
            }
        }
        return -1;
    }
}
