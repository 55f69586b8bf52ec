package org.tabula.firmware.play.senator;

import java.util.List;
import java.util.Map;

import org.tabula.firmware.play.Guide;
import org.tabula.firmware.script.GameSetup;
import org.tabula.rules.MessageKey;
import org.tabula.rules.Move;
import org.tabula.rules.senator.SenatorMove;
import org.tabula.rules.senator.SenatorMove.Direction;

/**
 * Senator's guided first game, two seats, Red starting: Blue puts the banner in the centre; cards
 * enter on the stairs, which score nothing; a push into a full square moves every card of the line
 * on, so Red's 9 and Blue's 8 reach the Senate, and Red's push along row 2 moves Blue's cards too.
 */
final class SenatorGuide {
    private static final int RED = 0;
    private static final int BLUE = 1;

    static final Guide GUIDE = new Guide(2, Map.of(), 1, GameSetup.of(Map.of("first", RED)), List.of(
            Guide.Step.of(BLUE, new SenatorMove.PlaceBanner(new SenatorMove.Square(2, 2)), "guide.senator.1", "guide.senator.1.not"),
            Guide.Step.of(RED, push(9, Direction.DOWN, 2), "guide.senator.2", "guide.senator.2.not"),
            Guide.Step.of(BLUE, push(8, Direction.RIGHT, 1), "guide.senator.3", "guide.senator.3.not"),
            Guide.Step.of(RED, push(2, Direction.DOWN, 2), "guide.senator.4", "guide.senator.4.not"),
            Guide.Step.of(BLUE, push(4, Direction.RIGHT, 1), "guide.senator.5", "guide.senator.5.not"),
            Guide.Step.of(RED, push(3, Direction.RIGHT, 1), "guide.senator.6", "guide.senator.6.not")),
            MessageKey.of("guide.senator.closing"));

    private SenatorGuide() {
    }

    private static Move push(int card, Direction direction, int line) {
        return new SenatorMove.Push(card, new SenatorMove.Entry(direction, line));
    }
}
