package org.tabula.firmware.play.wheel;

import java.util.List;
import java.util.Map;

import org.tabula.firmware.play.Guide;
import org.tabula.firmware.script.GameSetup;
import org.tabula.rules.MessageKey;
import org.tabula.rules.wheel.WheelMove;

/**
 * The Wheel of History's guided first game, two seats, its circle laid as the box says: the pawn
 * moves on 1, 2 or 3 cards and the seat takes that card; the five reds lie close together, so the
 * fifth red taken scores red for both seats.
 */
final class WheelGuide {
    /** Clockwise from the pawn: the reds among a few other cards first, then the rest. */
    private static final List<String> CIRCLE = List.of("G2", "R1", "B3", "R2", "Y4", "R3", "R4", "W1", "R5",
            "G1", "B1", "Y1", "W2", "G3", "B2", "Y2", "W3", "G4", "B4", "Y3", "W4", "G5", "B5", "Y5", "W5");

    static final Guide GUIDE = new Guide(2, Map.of(), 1, GameSetup.of(Map.of("circle", CIRCLE)), List.of(
            Guide.Step.of(0, new WheelMove(2, false), "guide.wheel.1", "guide.wheel.1.not"),
            Guide.Step.of(1, new WheelMove(2, false), "guide.wheel.2", "guide.wheel.2.not"),
            Guide.Step.of(0, new WheelMove(2, false), "guide.wheel.3", "guide.wheel.3.not"),
            Guide.Step.of(1, new WheelMove(1, false), "guide.wheel.4", "guide.wheel.4.not"),
            Guide.Step.of(0, new WheelMove(2, false), "guide.wheel.5", "guide.wheel.5.not")),
            MessageKey.of("guide.wheel.closing"));

    private WheelGuide() {
    }
}
