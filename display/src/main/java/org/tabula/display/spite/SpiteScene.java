package org.tabula.display.spite;

import java.util.ArrayList;
import java.util.List;

import org.tabula.display.led.Animation;
import org.tabula.display.led.Colours;
import org.tabula.display.led.Feedback;
import org.tabula.display.led.Flash;
import org.tabula.display.led.LedSettings;
import org.tabula.display.led.TurnScene;
import org.tabula.rules.GameEvent;
import org.tabula.rules.Seats;
import org.tabula.rules.spite.SpiteEvent;
import org.tabula.rules.spite.SpiteView;

/**
 * Spite and Malice on the strip: the seats' colours with the seat on turn bright; a play is a
 * green pulse, a centre pile reaching K flashes white, the end lights the winners.
 */
public final class SpiteScene {
    private SpiteScene() {
    }

    public static int[] still(SpiteView view, LedSettings settings) {
        int seats = view.payoffTops().size();
        if (view.over()) {
            return TurnScene.winners(seats, SpiteEnd.winners(view), settings);
        }
        // At a table deal, the seat whose pay-off top is to be turned up and tapped.
        int revealing = PayoffReveal.seatToReveal(view);
        int lit = revealing >= 0 ? revealing : view.toMove();
        return TurnScene.turn(seats, lit >= 0 ? Seats.only(lit) : Seats.NONE, settings);
    }

    public static Animation play(SpiteView view, List<GameEvent> latest, LedSettings settings) {
        int[] still = still(view, settings);
        List<Animation.Step> steps = new ArrayList<>();
        for (GameEvent event : latest) {
            if (event instanceof SpiteEvent.PileCompleted) {
                steps.addAll(Flash.of(Colours.WHITE, 1, settings));
            }
        }
        if (steps.isEmpty()) {
            return latest.isEmpty() ? Animation.still(still, 0) : Feedback.accepted(still, settings);
        }
        steps.add(new Animation.Step(still, 0));
        return new Animation(steps);
    }
}
