package org.tabula.display.senator;

import java.util.List;

import org.tabula.display.led.Animation;
import org.tabula.display.led.Feedback;
import org.tabula.display.led.LedSettings;
import org.tabula.display.led.TurnScene;
import org.tabula.rules.GameEvent;
import org.tabula.rules.Seats;
import org.tabula.rules.senator.SenatorView;

/**
 * Senator on the strip: the seats' colours (red, blue, green as their cards) with the mover
 * bright, a green pulse for each card pushed and the banner placed, the winners at the end.
 */
public final class SenatorScene {
    private SenatorScene() {
    }

    public static int[] still(SenatorView view, LedSettings settings) {
        if (view.over()) {
            return TurnScene.winners(view.players(), SenatorEnd.winners(view), settings);
        }
        return TurnScene.turn(view.players(), Seats.only(view.toMove()), settings);
    }

    public static Animation play(SenatorView view, List<GameEvent> latest, LedSettings settings) {
        int[] still = still(view, settings);
        return latest.isEmpty() ? Animation.still(still, 0) : Feedback.accepted(still, settings);
    }
}
