package org.tabula.display.engarde;

import java.util.ArrayList;
import java.util.List;

import org.tabula.display.led.Animation;
import org.tabula.display.led.Colours;
import org.tabula.display.led.LedSettings;
import org.tabula.rules.GameEvent;
import org.tabula.rules.engarde.EnGardeEvent;
import org.tabula.rules.engarde.EnGardeView;

/**
 * The piste on the LED strip ({@link PisteLeds}): each fencer bright in its seat's colour (seat 0
 * red on the low end, seat 1 blue on the high end), the squares between them dimly white, one LED a
 * square so the distance can be counted (dashed when the strip is too short to show it whole), and
 * the squares behind each fencer dimly in its colour: its room to retreat. A move walks the fencer
 * square by square; an attack sends a spark of the attacker's colour across to the other fencer;
 * a parry flashes white where the blades meet; a won bout lights the stretch between the fencers
 * in the winner's colour, after a hit flashing the loser's fencer in it first, and fades it back
 * into the piste (the touch, not Sumo's sweep of the whole strip); a drawn bout pulses both halves.
 * Every animation ends on the scene at rest, the next bout's fencers back on their end squares.
 */
public final class EnGardeScene {
    /** A dim part of the scene, in 255ths of its colour: visible after the strip's gamma at the reference cap. */
    static final int GLOW = 64;
    /** The squares between the fencers, dim white so each can be counted. */
    static final int GAP_GLOW = 64;
    static final int STEP_MILLIS = 90;
    static final int SPARK_MILLIS = 45;
    static final int FLASH_MILLIS = 150;
    static final int HIT_FLASHES = 4;
    static final int TOUCH_MILLIS = 120;
    /** The touch fading back into the piste, in 255ths of the winner's colour. */
    static final int[] TOUCH_FADE = {176, 112, 64};
    static final int FADE_MILLIS = 80;
    static final int DRAW_PULSES = 3;

    private EnGardeScene() {
    }

    /** The piste as it stands; once the match is over, the strip in the winner's colour with both fencers lit. */
    public static int[] still(EnGardeView view, LedSettings settings) {
        int winner = view.over() ? (view.wins().get(0) > view.wins().get(1) ? 0 : 1) : -1;
        return settings.cap(picture(view.squares(), view.positions().get(0), view.positions().get(1), winner, settings.count()));
    }

    /**
     * What the latest move did, step by step, ending on {@link #still}. The fencers' squares before
     * it are worked back from the move's events (a finished bout tells where they stood as it ended).
     */
    public static Animation play(EnGardeView view, List<GameEvent> latest, LedSettings settings) {
        int squares = view.squares();
        int[] at = {view.positions().get(0), view.positions().get(1)};
        for (GameEvent event : latest) {
            if (event instanceof EnGardeEvent.BoutWon won) {
                at = new int[] {won.positions().get(0), won.positions().get(1)};
            }
        }
        List<GameEvent> bout = boutPart(latest);
        for (int i = bout.size() - 1; i >= 0; i--) {
            if (bout.get(i) instanceof EnGardeEvent.Moved moved) {
                at[moved.seat()] = moved.from();
            }
        }
        int leds = settings.count();
        List<Animation.Step> steps = new ArrayList<>();
        for (GameEvent event : latest) {
            if (event instanceof EnGardeEvent.Moved moved) {
                int direction = Integer.signum(moved.to() - moved.from());
                while (at[moved.seat()] != moved.to()) {
                    at[moved.seat()] += direction;
                    steps.add(new Animation.Step(settings.cap(picture(squares, at[0], at[1], -1, leds)), STEP_MILLIS));
                }
            } else if (event instanceof EnGardeEvent.Attacked attacked) {
                spark(steps, squares, at, attacked.seat(), settings);
            } else if (event instanceof EnGardeEvent.Parried parried) {
                clash(steps, squares, at, parried.seat(), settings);
            } else if (event instanceof EnGardeEvent.BoutWon won) {
                if (won.winner() < 0) {
                    pulseHalves(steps, squares, at, settings);
                } else {
                    if (won.end() == org.tabula.rules.engarde.BoutEnd.HIT) {
                        hit(steps, squares, at, won.winner(), settings);
                    }
                    touch(steps, squares, at, won.winner(), settings);
                }
            }
        }
        steps.add(new Animation.Step(still(view, settings), 0));
        return new Animation(steps);
    }

    /** The events up to the end of the bout they belong to (all of them if no bout ended). */
    private static List<GameEvent> boutPart(List<GameEvent> latest) {
        for (int i = 0; i < latest.size(); i++) {
            if (latest.get(i) instanceof EnGardeEvent.BoutWon) {
                return latest.subList(0, i);
            }
        }
        return latest;
    }

    /** A spark of the attacker's colour runs from its fencer over the squares between, to the other's. */
    private static void spark(List<Animation.Step> steps, int squares, int[] at, int attacker, LedSettings settings) {
        PisteLeds piste = new PisteLeds(settings.count(), squares, at[0], at[1]);
        int from = piste.fencer(attacker);
        int to = piste.fencer(1 - attacker);
        int direction = Integer.signum(to - from);
        for (int led = from + direction; led != to; led += direction) {
            int[] frame = picture(squares, at[0], at[1], -1, settings.count());
            frame[led] = Colours.seat(attacker);
            steps.add(new Animation.Step(settings.cap(frame), SPARK_MILLIS));
        }
    }

    /** The blades meet: the parrying fencer's LED and its neighbour towards the attacker flash white, twice. */
    private static void clash(List<Animation.Step> steps, int squares, int[] at, int defender, LedSettings settings) {
        PisteLeds piste = new PisteLeds(settings.count(), squares, at[0], at[1]);
        int[] rest = picture(squares, at[0], at[1], -1, settings.count());
        int[] flash = rest.clone();
        int led = piste.fencer(defender);
        flash[led] = Colours.WHITE;
        int toward = led + (defender == 0 ? 1 : -1);
        if (toward != piste.fencer(1 - defender)) {
            flash[toward] = Colours.WHITE;
        }
        for (int i = 0; i < 2; i++) {
            steps.add(new Animation.Step(settings.cap(flash), FLASH_MILLIS));
            steps.add(new Animation.Step(settings.cap(rest), FLASH_MILLIS));
        }
    }

    /** The hit fencer flashes in the winner's colour. */
    private static void hit(List<Animation.Step> steps, int squares, int[] at, int winner, LedSettings settings) {
        PisteLeds piste = new PisteLeds(settings.count(), squares, at[0], at[1]);
        int[] frame = picture(squares, at[0], at[1], -1, settings.count());
        int loser = piste.fencer(1 - winner);
        for (int i = 0; i < HIT_FLASHES; i++) {
            frame[loser] = i % 2 == 0 ? Colours.seat(winner) : Colours.OFF;
            steps.add(new Animation.Step(settings.cap(frame), FLASH_MILLIS));
        }
    }

    /**
     * The touch: the stretch from the winner's fencer to the other's, both included, lights in the
     * winner's colour, then fades back into the piste as it stood, before the next bout's scene.
     */
    private static void touch(List<Animation.Step> steps, int squares, int[] at, int winner, LedSettings settings) {
        PisteLeds piste = new PisteLeds(settings.count(), squares, at[0], at[1]);
        int[] frame = picture(squares, at[0], at[1], -1, settings.count());
        int low = piste.fencer(0);
        int high = piste.fencer(1);
        for (int led = low; led <= high; led++) {
            frame[led] = Colours.seat(winner);
        }
        steps.add(new Animation.Step(settings.cap(frame), TOUCH_MILLIS));
        for (int level : TOUCH_FADE) {
            for (int led = low; led <= high; led++) {
                frame[led] = Colours.scale(Colours.seat(winner), level, 255);
            }
            frame[piste.fencer(winner)] = Colours.seat(winner);
            steps.add(new Animation.Step(settings.cap(frame), FADE_MILLIS));
        }
    }

    /** A drawn bout: each fencer's half swells in its colour and fades, together. */
    private static void pulseHalves(List<Animation.Step> steps, int squares, int[] at, LedSettings settings) {
        int leds = settings.count();
        int[] rest = picture(squares, at[0], at[1], -1, leds);
        int[] bright = new int[leds];
        for (int i = 0; i < leds; i++) {
            bright[i] = Colours.seat(2 * i < leds ? 0 : 1);
        }
        for (int i = 0; i < DRAW_PULSES; i++) {
            steps.add(new Animation.Step(settings.cap(bright), FLASH_MILLIS));
            steps.add(new Animation.Step(settings.cap(rest), FLASH_MILLIS));
        }
    }

    /**
     * The uncapped picture: the fencers on squares {@code first} and {@code second}; once the match
     * is won ({@code winner} not -1) the piste glows in the winner's colour.
     */
    static int[] picture(int squares, int first, int second, int winner, int leds) {
        PisteLeds piste = new PisteLeds(leds, squares, first, second);
        int[] frame = new int[leds];
        int low = piste.led(1);
        int high = piste.led(squares);
        int left = piste.fencer(0);
        int right = piste.fencer(1);
        for (int i = low; i <= high; i++) {
            int colour;
            if (winner >= 0) {
                colour = Colours.scale(Colours.seat(winner), GLOW, 255);
            } else if (i < left) {
                colour = Colours.scale(Colours.seat(0), GLOW, 255);
            } else if (i > right) {
                colour = Colours.scale(Colours.seat(1), GLOW, 255);
            } else {
                // Dashed where the strip is too short for the distance: it is not one LED a square there.
                boolean dark = piste.folded() && (i - left) % 2 == 0;
                colour = dark ? Colours.OFF : Colours.scale(Colours.WHITE, GAP_GLOW, 255);
            }
            frame[i] = colour;
        }
        frame[left] = Colours.seat(0);
        frame[right] = Colours.seat(1);
        return frame;
    }
}
