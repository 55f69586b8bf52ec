package org.tabula.display.scratch;

import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.tabula.display.DrawnGames;
import org.tabula.display.GameDisplay;
import org.tabula.display.golden.Pictures;
import org.tabula.display.screen.Players;
import org.tabula.display.screen.Screen;
import org.tabula.display.screen.Toast;
import org.tabula.display.screen.Tone;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.rules.Game;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Seats;

class ScratchToastTest {
    @Test
    void draw() throws Exception {
        String msgs = System.getProperty("scratch.msgs", "play.over");
        new File("/tmp/scr/pics").mkdirs();
        for (GameDisplay<?> display : DrawnGames.all()) {
            GameKind kind = display.kind();
            int players = Integer.getInteger("scratch.players." + kind.name(), kind.minPlayers());
            Game rules = kind.create(players, kind.parseOptions(Map.of()));
            GameState state = rules.start(7);
            SeededRandom rng = new SeededRandom(7);
            List<GameEvent> latest = new ArrayList<>();
            Players names = Players.standard(kind, players, Seats.NONE);
            int stop = Integer.getInteger("scratch.moves", 9);
            for (int m = 0; m < stop && !state.isOver(); m++) {
                int mover = state.toMove().first();
                int[] moves = state.legalMoves(mover);
                latest.clear();
                state.apply(mover, moves[rng.nextInt(moves.length)], latest::add);
            }
            Screen play = DrawnGames.playScreen(state.view(GameState.TABLE), latest, names);
            while (!state.isOver()) {
                int mover = state.toMove().first();
                int[] moves = state.legalMoves(mover);
                state.apply(mover, moves[rng.nextInt(moves.length)], e -> { });
            }
            Screen end = DrawnGames.endScreen(state.view(GameState.TABLE), names);
            for (Language language : Language.all()) {
                int i = 0;
                ImageIO.write(Pictures.oled(play.render(language)), "png", new File("/tmp/scr/pics/" + kind.name() + "-under-" + language.code() + ".png"));
                for (String msg : msgs.split(",")) {
                    Text text = msg.contains(".") ? Text.of(msg, "R5", "P1", "P2") : Text.plain(msg.replace('_', ' '));
                    ImageIO.write(Pictures.oled(new Toast(play, Tone.INFO, text).render(language)), "png",
                            new File("/tmp/scr/pics/" + kind.name() + "-play-" + language.code() + i + ".png"));
                    ImageIO.write(Pictures.oled(new Toast(end, Tone.INFO, text).render(language)), "png",
                            new File("/tmp/scr/pics/" + kind.name() + "-end-" + language.code() + i + ".png"));
                    i++;
                }
            }
        }
    }
}
