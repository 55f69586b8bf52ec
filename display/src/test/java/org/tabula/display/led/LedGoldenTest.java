package org.tabula.display.led;

import org.junit.jupiter.api.Test;
import org.tabula.display.golden.Golden;
import org.tabula.display.golden.Pictures;
import org.tabula.rules.Seats;

class LedGoldenTest {
    private static final LedSettings FULL = new LedSettings(19, 255);

    @Test
    void turnOfThirdSeatOfFive() {
        Golden.check("leds-turn-5-seats", Pictures.strip(TurnScene.turn(5, Seats.only(2), FULL)));
    }

    @Test
    void winnersOfThree() {
        Golden.check("leds-winners-3-seats", Pictures.strip(TurnScene.winners(3, Seats.of(0, 2), FULL)));
    }

    @Test
    void acceptedAndRejected() {
        int[] shown = TurnScene.turn(2, Seats.only(0), FULL);
        Golden.check("leds-accepted", Pictures.animation(Feedback.accepted(shown, FULL), true));
        Golden.check("leds-rejected", Pictures.animation(Feedback.rejected(shown, FULL), true));
    }
}
