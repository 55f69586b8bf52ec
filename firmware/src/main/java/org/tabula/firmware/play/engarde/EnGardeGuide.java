package org.tabula.firmware.play.engarde;

import java.util.List;
import java.util.Map;

import org.tabula.firmware.play.Guide;
import org.tabula.firmware.script.GameSetup;
import org.tabula.rules.MessageKey;
import org.tabula.rules.engarde.EnGardeMove;

/**
 * En Garde's guided first game: the fencers start 7 squares apart; P1 advances 2, so P2's 5 is
 * the distance and attacks; P1 parries with its own 5 and then takes its turn, advancing 1 and
 * attacking with a 4; P2 retreats 1 out of reach instead of parrying.
 */
final class EnGardeGuide {
    private static final int P1 = 0;
    private static final int P2 = 1;

    static final Guide GUIDE = new Guide(2, Map.of(), 1, GameSetup.of(Map.of(
            "hands", List.of(List.of("2", "5", "1", "4", "3"), List.of("5", "1", "4", "4", "2")),
            "pack", List.of("3", "1", "2", "3", "4", "1", "2", "3"),
            "positions", List.of(8, 15))), List.of(
            Guide.Step.of(P1, new EnGardeMove.Advance(2), "guide.engarde.1", "guide.engarde.1.not"),
            Guide.Step.of(P2, new EnGardeMove.Attack(5, 1), "guide.engarde.2", "guide.engarde.2.not"),
            Guide.Step.of(P1, new EnGardeMove.Parry(List.of(5)), "guide.engarde.3", "guide.engarde.3.not"),
            Guide.Step.of(P1, new EnGardeMove.AdvanceAttack(1, 4, 1), "guide.engarde.4", "guide.engarde.4.not"),
            Guide.Step.of(P2, new EnGardeMove.Retreat(1), "guide.engarde.5", "guide.engarde.5.not")),
            MessageKey.of("guide.engarde.closing"));

    private EnGardeGuide() {
    }
}
