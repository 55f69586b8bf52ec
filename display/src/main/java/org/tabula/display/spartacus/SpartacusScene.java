package org.tabula.display.spartacus;

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
import org.tabula.rules.spartacus.SpartacusEvent;
import org.tabula.rules.spartacus.SpartacusView;

/**
 * Spartacus on the strip: each seat its own colour, the mover's bright; a card played or a pass
 * is a green pulse, a settled trick flashes its taker's colour, and the end lights the winners.
 */
public final class SpartacusScene {
    private SpartacusScene() {
    }

    public static int[] still(SpartacusView view, LedSettings settings) {
        int seats = view.cardsLeft().size();
        if (view.over()) {
            return TurnScene.winners(seats, SpartacusEnd.winners(view), settings);
        }
        return TurnScene.turn(seats, Seats.only(view.toMove()), settings);
    }

    public static Animation play(SpartacusView view, List<GameEvent> latest, LedSettings settings) {
        int[] still = still(view, settings);
        List<Animation.Step> steps = new ArrayList<>();
        for (GameEvent event : latest) {
            if (event instanceof SpartacusEvent.TrickSettled settled && settled.trick().winner() != null) {
                steps.addAll(Flash.of(Colours.seat(settled.trick().winner()), 2, settings));
            }
        }
        if (steps.isEmpty()) {
            return latest.isEmpty() ? Animation.still(still, 0) : Feedback.accepted(still, settings);
        }
        steps.add(new Animation.Step(still, 0));
        return new Animation(steps);
    }
}
