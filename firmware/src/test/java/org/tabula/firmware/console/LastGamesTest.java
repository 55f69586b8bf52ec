package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.tabula.display.text.Text;
import org.tabula.firmware.GameLogRecorder;
import org.tabula.firmware.archive.ArchiveEntry;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.script.Player;
import org.tabula.hal.Button;
import org.tabula.rules.Game;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Series;
import org.tabula.rules.sumo.Sumo;

class LastGamesTest {
    @TempDir
    Path state;

    @Test
    void withNoGameFinishedYetTheMenuSaysSo() {
        TestBox box = new TestBox(2, 1).choose("Last games");
        assertEquals(Text.of("console.noLastGames"), box.screen().message());
        assertTrue(box.console().activity() instanceof MenuActivity);
    }

    @Test
    void theLastGamesAreListedNewestFirstWithTheirScoresAndOkSaysWhenAndWhoWon() throws Exception {
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            Game sumo = Sumo.KIND.create(2, Sumo.KIND.parseOptions(null));
            Match one = new Match(sumo, List.of(Player.HUMAN, Player.HUMAN), Series.Goal.games(1), new SeededRandom(5)::nextLong, recorder);
            one.play(0, 6);
            one.play(1, 3);
            one.keepResult();
            Match two = new Match(sumo, List.of(Player.HUMAN, Player.HUMAN), Series.Goal.games(1), new SeededRandom(6)::nextLong, recorder);
            two.play(0, 3);
            two.play(1, 6);
            two.keepResult();
            List<ArchiveEntry> kept = recorder.finishedGames().latest(2);
            assertEquals(List.of(2, 1), kept.stream().map(ArchiveEntry::number).toList());
            TestBox box = new TestBox(2, 1, CardRegistry.inMemory(), recorder).choose("Last games");
            List<Text> lines = box.screen().lines();
            Text title = ConsoleGames.of(Sumo.KIND).titles().shortName();
            assertEquals(List.of(Text.of("console.lastGame", title, scores(kept.get(0))), Text.of("console.lastGame", title, scores(kept.get(1)))),
                    lines.subList(lines.size() - 2, lines.size()));
            box.press(Button.OK);
            String when = DateTimeFormatter.ofPattern("MM-dd HH:mm").format(kept.get(0).finished().atZone(ZoneId.systemDefault()));
            Text winner = Text.name(Sumo.KIND.seatNames(2).name(kept.get(0).winners().get(0)));
            assertEquals(Text.of("console.lastGameWon", when, winner), box.screen().message(), box.text());
            box.press(Button.BACK);
            assertEquals(Text.of("console.title"), box.screen().title(), "back in the main menu: " + box.text());
        }
    }

    private static String scores(ArchiveEntry entry) {
        return entry.scores().get(0) + ":" + entry.scores().get(1);
    }
}
