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
            step(BLUE, new SenatorMove.PlaceBanner(new SenatorMove.Square(2, 2)), "guide.senator.1", "guide.senator.1.not"),
            step(RED, push(9, Direction.DOWN, 2), "guide.senator.2", "guide.senator.2.not"),
            step(BLUE, push(8, Direction.RIGHT, 1), "guide.senator.3", "guide.senator.3.not"),
            step(RED, push(2, Direction.DOWN, 2), "guide.senator.4", "guide.senator.4.not"),
            step(BLUE, push(4, Direction.RIGHT, 1), "guide.senator.5", "guide.senator.5.not"),
            step(RED, push(3, Direction.RIGHT, 1), "guide.senator.6", "guide.senator.6.not")),
            MessageKey.of("guide.senator.closing"));

    private SenatorGuide() {
    }

    private static Move push(int card, Direction direction, int line) {
        return new SenatorMove.Push(card, new SenatorMove.Entry(direction, line));
    }

    private static Guide.Step step(int seat, Move move, String says, String otherwise) {
        return new Guide.Step(seat, move, MessageKey.of(says), MessageKey.of(otherwise));
    }
}
