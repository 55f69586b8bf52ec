package org.tabula.firmware;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.tabula.firmware.script.Player;
import org.tabula.firmware.play.Match;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Series;
import org.tabula.rules.spite.Spite;

/**
 * Run in a child JVM by {@link TakeBackKillTest}: plays Spite and Malice at the box as the console
 * does, moves and take-backs mixed, journalled by the {@link GameLogRecorder}, printing each move
 * and take-back once the match has made it ("accepted 0:H>C+", "tookback 2"), until killed.
 * A finished game is followed by a new one ("started").
 */
public final class TakeBackWriterProcess {
    private TakeBackWriterProcess() {
    }

    public static void main(String[] args) throws Exception {
        SeededRandom rng = new SeededRandom(System.nanoTime());
        try (GameLogRecorder recorder = GameLogRecorder.open(Path.of(args[0]))) {
            Match match = recorder.unfinished(rng::nextLong).orElse(null);
            System.out.println("resumed " + (match == null ? 0 : match.moves().size()));
            System.out.flush();
            while (true) {
                if (match == null || match.state().isOver()) {
                    GameKind spite = Spite.KIND;
                    match = new Match(spite.create(2, spite.parseOptions(Map.of())), List.of(Player.HUMAN, Player.HUMAN),
                            Series.Goal.games(1), rng::nextLong, recorder);
                    System.out.println("started");
                }
                int count = 1 + rng.nextInt(3);
                if (rng.nextInt(3) == 0 && match.takeBackOffer(count).allowed()) {
                    match.takeBack(count);
                    System.out.println("tookback " + count);
                } else {
                    GameState state = match.state();
                    int seat = state.toMove().first();
                    int[] legal = state.legalMoves(seat);
                    match.play(seat, legal[rng.nextInt(legal.length)]);
                    System.out.println("accepted " + match.moves().get(match.moves().size() - 1));
                }
                System.out.flush();
            }
        }
    }
}
