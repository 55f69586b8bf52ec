package org.tabula.rules.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.rules.Deadline;
import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;

class BotsTest {
    @Test
    void theKindsAreNamedAsInReplayScripts() {
        assertEquals(List.of("random", "rules", "ismcts", "sumo-exact", "sumo-adaptive"), Bots.all().stream().map(BotKind::name).toList());
        GameConfigException e = assertThrows(GameConfigException.class, () -> Bots.named("minimax"));
        assertEquals("unknown bot 'minimax' (known: random, rules, ismcts, sumo-exact, sumo-adaptive)", e.getMessage());
    }

    @Test
    void aKindRefusesAGameItCannotPlay() {
        Game takeAway = new TakeAway(5);
        assertNull(Bots.named("ismcts").whyUnsupported(takeAway));
        assertEquals("there is no rule-based bot for takeaway yet", Bots.named("rules").whyUnsupported(takeAway));
        GameConfigException e = assertThrows(GameConfigException.class, () -> Bots.named("sumo-exact").create(takeAway));
        assertEquals("sumo-exact plays only sumo, not takeaway", e.getMessage());
    }

    @Test
    void defaultBudgetsAreIterationsWithoutADeadline() {
        Game sumo = SumoSolverTest.sumo(Map.of());
        for (BotKind kind : Bots.all()) {
            assertEquals(Deadline.NONE, kind.defaultBudget(sumo).deadline(), kind.name());
        }
    }

    @Test
    void eachMoveOfAGameHasItsOwnGenerator() {
        assertEquals(Bots.moveRandom(5, 3).nextLong(), Bots.moveRandom(5, 3).nextLong());
        org.junit.jupiter.api.Assertions.assertNotEquals(Bots.moveRandom(5, 3).nextLong(), Bots.moveRandom(5, 4).nextLong());
        org.junit.jupiter.api.Assertions.assertNotEquals(Bots.moveRandom(5, 3).nextLong(), Bots.moveRandom(6, 3).nextLong());
    }
}
