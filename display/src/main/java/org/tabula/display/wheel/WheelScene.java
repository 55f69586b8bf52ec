package org.tabula.display.wheel;

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
import org.tabula.rules.wheel.WheelEvent;
import org.tabula.rules.wheel.WheelView;

/**
 * Wheel of History on the strip: the seats' colours with the one to move bright (the winners' at
 * the end); a taken card is a green pulse, a completed colour flashes that tribe's colour, a
 * fallen value blinks red.
 */
public final class WheelScene {
    private WheelScene() {
    }

    public static int[] still(WheelView view, LedSettings settings) {
        int seats = view.holdings().size();
        if (view.over()) {
            return TurnScene.winners(seats, Seats.withHighest(view.scores().stream().mapToInt(Integer::intValue).toArray()), settings);
        }
        // While the table lays the circle (a table deal) no seat is to move.
        return TurnScene.turn(seats, view.toMove() == null ? Seats.NONE : Seats.only(view.toMove()), settings);
    }

    public static Animation play(WheelView view, List<GameEvent> latest, LedSettings settings) {
        int[] end = still(view, settings);
        List<Animation.Step> steps = new ArrayList<>();
        for (GameEvent event : latest) {
            if (event instanceof WheelEvent.ColourScored scored) {
                steps.addAll(Flash.of(WheelColours.roman(scored.colour()).light(), 2, settings));
            } else if (event instanceof WheelEvent.ValueFell || event instanceof WheelEvent.ValueScored) {
                steps.addAll(Flash.of(event instanceof WheelEvent.ValueFell ? Colours.REJECTED : Colours.WHITE, 2, settings));
            }
        }
        if (steps.isEmpty()) {
            return Feedback.accepted(end, settings);
        }
        steps.add(new Animation.Step(end, 0));
        return new Animation(steps);
    }
}
