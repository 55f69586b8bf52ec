package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import org.tabula.display.screen.Players;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.firmware.counting.Counting;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.firmware.screen.TableModel;
import org.tabula.hal.Button;

/** A game registered by one service line (the test fixture Count to five) is offered, drawn and played by the box. */
class SixthGameAtTheBoxTest {
    @Test
    void theMenuOffersTheFixtureGameAndTheBoxPlaysAndDrawsIt() {
        TestBox box = new TestBox(2, 1);
        box.game(Counting.KIND).choose("Start");
        assertEquals(Counting.KIND, ((PlayActivity) box.console().activity()).match().game().kind());

        TableModel table = box.screen().table();
        byte[] drawn = ConsoleGames.of(Counting.KIND).display()
                .screen(table.view(), List.of(), table.players()).render(Language.english()).bytes();
        assertArrayEquals(drawn, box.devices.oledWrites.get(box.devices.oledWrites.size() - 1), "the OLED shows the fixture's screen");

        box.play("2").play("2").play("1");
        assertEquals(ScreenModel.Kind.GAME_OVER, box.screen().kind(), box.text());
        assertTrue(box.screen().lines().contains(Text.of("console.scoreWon", Counting.KIND.seatNames(2).seat(0), 1)), box.text());
        assertArrayEquals(new int[] {1, 0}, ((PlayActivity) box.console().activity()).match().state().scores());
    }
}
