package org.tabula.display.sumo;

import java.util.ArrayList;
import java.util.List;

import org.tabula.display.led.Animation;
import org.tabula.display.led.Colours;
import org.tabula.display.led.Feedback;
import org.tabula.display.led.LedSettings;
import org.tabula.rules.GameEvent;
import org.tabula.rules.sumo.SumoEvent;
import org.tabula.rules.sumo.SumoView;

/**
 * The Sumo ring on the LED strip: LED 0 is East's "out", the last LED West's, the ones between the
 * ring from East to West (17 on the reference strip, one per square; a longer or shorter ring is
 * spread over them). East's half glows dimly red, West's blue, the middle white, the piece bright
 * white. A push walks the piece square by square; leaving the ring flashes the loser's "out";
 * the end fills the ring with the winner's colour, or pulses both halves for a draw.
 */
public final class SumoScene {
    static final int EAST = Colours.RED;
    static final int WEST = Colours.BLUE;
    static final int PIECE = Colours.WHITE;
    /** A half's glow, in 255ths of its colour: a quarter, still visible after the strip's gamma at the reference cap. */
    static final int GLOW = 64;
    static final int STEP_MILLIS = 90;
    static final int FLASH_MILLIS = 150;
    static final int FLASHES = 6;
    static final int SWEEP_MILLIS = 40;
    static final int DRAW_PULSES = 3;

    private SumoScene() {
    }

    /** The ring as it stands: the halves, the piece, and once won the winner's colour. */
    public static int[] still(SumoView view, LedSettings settings) {
        return settings.cap(picture(view.reach(), view.position(), winnerColour(view), settings.count()));
    }

    /**
     * What the latest events did, step by step, ending on {@link #still}: a card chosen is a green
     * pulse; a revealed round walks the piece; the game's end flashes and sweeps.
     */
    public static Animation play(SumoView view, List<GameEvent> latest, LedSettings settings) {
        int[] end = still(view, settings);
        List<Animation.Step> steps = new ArrayList<>();
        int reach = view.reach();
        int leds = settings.count();
        for (GameEvent event : latest) {
            if (event instanceof SumoEvent.CardChosen) {
                return Feedback.accepted(end, settings);
            } else if (event instanceof SumoEvent.Pushed pushed) {
                walk(steps, reach, pushed, settings);
            } else if (event instanceof SumoEvent.Standoff) {
                blinkPiece(steps, reach, view.position(), settings);
            } else if (event instanceof SumoEvent.LeftRing left) {
                flashOut(steps, reach, view.position(), left.loser(), settings);
                sweep(steps, 1 - left.loser(), leds, settings);
            } else if (event instanceof SumoEvent.LastRoundOver over) {
                if (over.loser() < 0) {
                    pulseHalves(steps, reach, settings);
                } else {
                    sweep(steps, 1 - over.loser(), leds, settings);
                }
            }
        }
        steps.add(new Animation.Step(end, 0));
        return new Animation(steps);
    }

    /**
     * The piece one square further each step, from where it stood to where it was pushed; past
     * the edge it is on the "out" LED at once (however far beyond it was pushed).
     */
    private static void walk(List<Animation.Step> steps, int reach, SumoEvent.Pushed pushed, LedSettings settings) {
        int direction = Integer.signum(pushed.to() - pushed.from());
        int last = Math.max(-reach - 1, Math.min(reach + 1, pushed.to()));
        for (int p = pushed.from(); p != last; ) {
            p += direction;
            steps.add(new Animation.Step(settings.cap(picture(reach, p, -1, settings.count())), STEP_MILLIS));
        }
    }

    /** Equal cards: the piece blinks where it stands. */
    private static void blinkPiece(List<Animation.Step> steps, int reach, int position, LedSettings settings) {
        int[] with = settings.cap(picture(reach, position, -1, settings.count()));
        int[] without = settings.cap(picture(reach, Integer.MIN_VALUE, -1, settings.count()));
        for (int i = 0; i < 2; i++) {
            steps.add(new Animation.Step(without, FLASH_MILLIS));
            steps.add(new Animation.Step(with, FLASH_MILLIS));
        }
    }

    /** The loser's "out" LED, where the piece now is, flashes the loser's colour. */
    private static void flashOut(List<Animation.Step> steps, int reach, int position, int loser, LedSettings settings) {
        int[] base = picture(reach, position, -1, settings.count());
        int out = loser == 0 ? 0 : settings.count() - 1;
        for (int i = 0; i < FLASHES; i++) {
            base[out] = i % 2 == 0 ? (loser == 0 ? EAST : WEST) : Colours.OFF;
            steps.add(new Animation.Step(settings.cap(base), FLASH_MILLIS));
        }
    }

    /** The winner's colour fills the strip from the winner's own end. */
    private static void sweep(List<Animation.Step> steps, int winner, int leds, LedSettings settings) {
        int colour = winner == 0 ? EAST : WEST;
        int[] frame = new int[leds];
        for (int i = 0; i < leds; i++) {
            frame[winner == 0 ? i : leds - 1 - i] = colour;
            steps.add(new Animation.Step(settings.cap(frame), SWEEP_MILLIS));
        }
    }

    /** A draw: both halves swell and fade together, the piece in the middle. */
    private static void pulseHalves(List<Animation.Step> steps, int reach, LedSettings settings) {
        int[] bright = picture(reach, 0, -1, settings.count());
        RingLeds ring = new RingLeds(settings.count(), reach);
        for (int i = 0; i < bright.length; i++) {
            int side = ring.side(i);
            if (side != 0) {
                bright[i] = side < 0 ? EAST : WEST;
            }
        }
        int[] dim = picture(reach, 0, -1, settings.count());
        for (int i = 0; i < DRAW_PULSES; i++) {
            steps.add(new Animation.Step(settings.cap(bright), FLASH_MILLIS));
            steps.add(new Animation.Step(settings.cap(dim), FLASH_MILLIS));
        }
    }

    /** -1 while the game goes on or ends drawn; else the winner's colour. */
    private static int winnerColour(SumoView view) {
        if (!view.over()) {
            return -1;
        }
        int winner = view.scores().indexOf(1);
        return winner < 0 ? -1 : winner == 0 ? EAST : WEST;
    }

    /**
     * The uncapped picture: halves glowing (or the whole strip in {@code winnerColour} if not
     * -1), the piece at {@code position} (none for {@code Integer.MIN_VALUE}).
     */
    static int[] picture(int reach, int position, int winnerColour, int leds) {
        RingLeds ring = new RingLeds(leds, reach);
        int[] frame = new int[leds];
        for (int i = 0; i < leds; i++) {
            int side = ring.side(i);
            int colour = winnerColour >= 0 ? winnerColour : side < 0 ? EAST : side > 0 ? WEST : PIECE;
            frame[i] = Colours.scale(colour, GLOW, 255);
        }
        if (position != Integer.MIN_VALUE) {
            frame[ring.led(position)] = PIECE;
        }
        return frame;
    }
}
