package org.tabula.display.sumo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.display.frame.Frame;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Language;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Seats;
import org.tabula.rules.sumo.Sumo;
import org.tabula.rules.sumo.SumoView;

class SumoScreenTest {
    private static final Players PLAYERS = new Players(Sumo.KIND.seatNames(2), Seats.NONE);

    private static Frame render(GameState state, int audience, List<GameEvent> latest) {
        return new SumoScreen((SumoView) state.view(audience), latest, PLAYERS).render(Language.english());
    }

    /**
     * In 300 random games, whenever one seat has chosen, the table's screen and the other seat's
     * screen are the same whichever card it chose: the choice cannot be read off the display.
     */
    @Test
    void aSecretChoiceNeverShowsToTheTableOrTheOtherSeat() {
        SeededRandom rng = new SeededRandom(8);
        int checked = 0;
        for (int game = 0; game < 300; game++) {
            Map<String, Object> options = game % 3 == 0 ? Map.of("zeroCard", true) : Map.of();
            GameState state = Sumo.KIND.create(2, Sumo.KIND.parseOptions(options)).start(game);
            while (!state.isOver()) {
                int seat = state.toMove().toArray()[rng.nextInt(state.toMove().size())];
                int[] moves = state.legalMoves(seat);
                if (state.toMove().size() == 2) {
                    List<Frame> table = new ArrayList<>();
                    List<Frame> other = new ArrayList<>();
                    List<Frame> own = new ArrayList<>();
                    for (int move : moves) {
                        GameState chosen = state.copy();
                        List<GameEvent> latest = new ArrayList<>();
                        chosen.apply(seat, move, latest::add);
                        table.add(render(chosen, GameState.TABLE, latest));
                        other.add(render(chosen, 1 - seat, latest));
                        own.add(render(chosen, seat, latest));
                    }
                    for (int i = 1; i < moves.length; i++) {
                        assertEquals(table.get(0), table.get(i), "table screen shows the secret card");
                        assertEquals(other.get(0), other.get(i), "the other seat's screen shows the secret card");
                        assertNotEquals(own.get(0), own.get(i), "the seat's own screen shows its own card");
                        checked++;
                    }
                }
                state.apply(seat, moves[rng.nextInt(moves.length)]);
            }
        }
        assertTrue(checked > 1000, "checked " + checked);
    }

    @Test
    void everyStateOfRandomGamesDraws() {
        SeededRandom rng = new SeededRandom(21);
        for (int game = 0; game < 200; game++) {
            Map<String, Object> options = switch (game % 4) {
                case 0 -> Map.of("ringSize", 7);
                case 1 -> Map.of("hand", "1,2,3,4,5,5,6,9,12");
                case 2 -> Map.of("ringSize", 301, "hand", "10,20,30");
                default -> Map.of();
            };
            GameState state = Sumo.KIND.create(2, Sumo.KIND.parseOptions(options)).start(game);
            List<GameEvent> latest = new ArrayList<>();
            while (true) {
                Frame frame = render(state, GameState.TABLE, latest);
                assertTrue(frame.litPixels() > 200, "a screen with almost nothing on it");
                if (state.isOver()) {
                    break;
                }
                int seat = state.toMove().first();
                int[] moves = state.legalMoves(seat);
                latest.clear();
                state.apply(seat, moves[rng.nextInt(moves.length)], latest::add);
            }
        }
    }
}
