package org.tabula.firmware.play.spartacus;

import java.util.List;
import java.util.Map;

import org.tabula.firmware.play.Guide;
import org.tabula.firmware.script.GameSetup;
import org.tabula.rules.MessageKey;
import org.tabula.rules.spartacus.SpartacusMove;

/**
 * Spartacus's guided first game, three seats, Red leading: low beats high, a lower card or a
 * banner stays in the trick, a pass leaves it; the lowest card coming round takes it, doubled by
 * each banner in it ((9+7)x2 = 32); the winner's next seat leads, and nothing is lower than a 1.
 */
final class SpartacusGuide {
    private static final int RED = 0;
    private static final int BLUE = 1;
    private static final int GREEN = 2;

    static final Guide GUIDE = new Guide(3, Map.of(), 1, new GameSetup.Leader(RED), List.of(
            Guide.Step.of(RED, new SpartacusMove.PlayCard(9), "guide.spartacus.1", "guide.spartacus.1.not"),
            Guide.Step.of(BLUE, new SpartacusMove.PlayCard(7), "guide.spartacus.2", "guide.spartacus.2.not"),
            Guide.Step.of(GREEN, new SpartacusMove.PlayBanner(), "guide.spartacus.3", "guide.spartacus.3.not"),
            Guide.Step.of(RED, new SpartacusMove.Pass(), "guide.spartacus.4", "guide.spartacus.4.not"),
            Guide.Step.of(GREEN, new SpartacusMove.PlayCard(3), "guide.spartacus.5", "guide.spartacus.5.not"),
            Guide.Step.of(RED, new SpartacusMove.PlayCard(1), "guide.spartacus.6", "guide.spartacus.6.not"),
            Guide.Step.of(BLUE, new SpartacusMove.PlayBanner(), "guide.spartacus.7", "guide.spartacus.7.not"),
            Guide.Step.of(GREEN, new SpartacusMove.Pass(), "guide.spartacus.8", "guide.spartacus.8.not")),
            MessageKey.of("guide.spartacus.closing"));

    private SpartacusGuide() {
    }
}
