package org.tabula.firmware.play.sumo;

import java.util.List;
import java.util.Map;

import org.tabula.firmware.play.Guide;
import org.tabula.firmware.script.GameSetup;
import org.tabula.rules.MessageKey;
import org.tabula.rules.sumo.SumoMove;

/**
 * Sumo's guided first game, from the rule book's pushes: equal cards push nobody, 6 against 4
 * pushes 8 squares (to West's last square), then 5 against 3 pushes 6, out of the ring: East wins
 * at once. Each round East chooses first, in secret, then West.
 */
final class SumoGuide {
    static final Guide GUIDE = new Guide(2, Map.of(), 1, GameSetup.SEED, List.of(
            Guide.Step.of(0, new SumoMove(2), "guide.sumo.1", "guide.sumo.1.not"),
            Guide.Step.of(1, new SumoMove(2), "guide.sumo.2", "guide.sumo.2.not"),
            Guide.Step.of(0, new SumoMove(6), "guide.sumo.3", "guide.sumo.3.not"),
            Guide.Step.of(1, new SumoMove(4), "guide.sumo.4", "guide.sumo.4.not"),
            Guide.Step.of(0, new SumoMove(5), "guide.sumo.5", "guide.sumo.5.not"),
            Guide.Step.of(1, new SumoMove(3), "guide.sumo.6", "guide.sumo.6.not")),
            MessageKey.of("guide.sumo.closing"));

    private SumoGuide() {
    }
}
