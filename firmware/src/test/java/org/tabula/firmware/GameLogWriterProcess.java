package org.tabula.firmware;

import java.nio.file.Path;
import java.util.Optional;


import org.tabula.firmware.script.Move;
import org.tabula.rules.EventSink;
import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;
import org.tabula.firmware.play.ConsoleGames;

/**
 * Run in a child JVM by {@link GameLogKillTest}: does what the console does with each accepted
 * move (apply it, journal it, then show it as accepted by printing "accepted"), game after game,
 * resuming whatever game the journal holds, until killed.
 */
public final class GameLogWriterProcess {
    private GameLogWriterProcess() {
    }

    public static void main(String[] args) throws Exception {
        try (GameLog log = GameLog.open(Path.of(args[0]))) {
            int gameNumber = log.history().size();
            Optional<String> unfinished = log.unfinishedScript();
            GameState state = unfinished.isPresent()
                    ? Replay.play(ConsoleGames.scriptReader().read(unfinished.get()), EventSink.DISCARD).state()
                    : startGame(log, gameNumber);
            System.out.println("resumed " + gameNumber);
            System.out.flush();
            SeededRandom rng = new SeededRandom(System.nanoTime());
            while (true) {
                if (state.isOver()) {
                    log.finish();
                    gameNumber++;
                    state = startGame(log, gameNumber);
                }
                int seat = state.toMove().first();
                int[] legal = state.legalMoves(seat);
                int move = legal[rng.nextInt(legal.length)];
                Move made = Move.of(state, seat, move);
                String text = made.text();
                state.apply(seat, move);
                log.move(made);
                System.out.println("accepted " + text);
                System.out.flush();
            }
        }
    }

    private static GameState startGame(GameLog log, int gameNumber) throws Exception {
        log.start(ConsoleGames.scriptReader().read(
                "{\"game\": \"sumo\", \"players\": 2, \"options\": {\"zeroCard\": true}, \"seed\": " + gameNumber + ", \"moves\": []}"));
        return Replay.play(ConsoleGames.scriptReader().read(log.unfinishedScript().orElseThrow()), EventSink.DISCARD).state();
    }
}
