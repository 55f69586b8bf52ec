package org.tabula.firmware.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.rules.Game;

/** A tournament's {@code random+hint[:N]}: a random player taking the box's hint on N% of its moves. */
class TournamentHintTest {
    private final Game sumo = ConsoleGames.named("sumo").kind().create(2, ConsoleGames.named("sumo").kind().parseOptions(Map.of()));

    @Test
    void theShareIsReadFromTheName() {
        assertEquals("random+hint", Entrant.parse("random+hint", MoveBudget.BOX, sumo).kind().name());
        assertEquals("random+hint:25", Entrant.parse("random+hint:25", MoveBudget.BOX, sumo).kind().name());
        assertThrows(IllegalArgumentException.class, () -> Entrant.parse("random+hint:x", MoveBudget.BOX, sumo));
        assertThrows(IllegalArgumentException.class, () -> Entrant.parse("random+hint:101", MoveBudget.BOX, sumo));
    }
}
