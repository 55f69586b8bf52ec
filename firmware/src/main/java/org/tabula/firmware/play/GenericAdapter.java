package org.tabula.firmware.play;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.rules.Game;
import org.tabula.rules.GameState;
import org.tabula.rules.Seats;

/**
 * The plainest adapter, for a game with no deck of its own (its {@link ConsoleGame} names it):
 * played with the buttons only (taps are refused with a clear message), described by its scores
 * and who is to move.
 */
public final class GenericAdapter implements GameAdapter {
    private final Text title;

    /** For the game of this name, as its registration gives it. */
    public GenericAdapter(Text title) {
        this.title = title;
    }

    @Override
    public Seats owners(Game game, Card card) {
        return Seats.NONE;
    }

    @Override
    public int[] movesWith(GameState state, int seat, Card card, CardsSeen seen) {
        return new int[0];
    }

    @Override
    public Text whyNot(GameState state, int seat, Card card, CardsSeen seen) {
        return Text.of("refuse.buttonsOnly", title);
    }

    @Override
    public List<Text> describe(GameState state, int audience) {
        List<Text> lines = new ArrayList<>();
        lines.add(Text.of("console.scores", Arrays.toString(state.scores())));
        return lines;
    }
}
