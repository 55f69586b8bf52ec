package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.tabula.display.text.Text;
import org.tabula.firmware.GameLogRecorder;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.Match;
import org.tabula.hal.Button;
import org.tabula.rules.GameState;
import org.tabula.rules.SeatNames;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.View;
import org.tabula.rules.spartacus.Spartacus;

/** Spartacus at the box: the players decide who leads, by the first card tapped, by the buttons, or in the menu. */
class SpartacusLeaderTest {
    private static final SeatNames SEATS = Spartacus.KIND.seatNames(3);

    private static Match match(TestBox box) {
        return ((PlayActivity) box.console().activity()).match();
    }

    /** The menu on Spartacus, three players, the whole Roman deck enrolled; two readers, so a tap goes to its card's seat. */
    private static TestBox spartacusMenu() throws Exception {
        return TapTest.enrolled(2).game(Spartacus.KIND);
    }

    /** The menu's line of who leads, if the game has one. */
    private static Optional<Text> leadsLine(TestBox box) {
        return box.screen().lines().stream()
                .filter(line -> line instanceof Text.Message message && message.args().contains(Text.of("console.leads"))).findFirst();
    }

    /** The table's view of the game with {@code setup} after {@code moves}, as a replay script would give it. */
    private static View replayed(Match match, Map<String, Object> setup, String... moves) {
        GameState state = match.game().start(match.seed(), setup);
        for (String move : moves) {
            int seat = Integer.parseInt(move.substring(0, move.indexOf(':')));
            state.apply(seat, state.parseMove(seat, move.substring(move.indexOf(':') + 1)), event -> { });
        }
        return state.view(GameState.TABLE);
    }

    @Test
    void onlySpartacusHasTheLineAndOkCyclesFirstCardEachSeatThenTheDraw() throws Exception {
        TestBox box = TapTest.enrolled(2);
        assertEquals(Optional.empty(), leadsLine(box), "Sumo's rules say who begins");
        box.choose("Game");
        assertEquals(Optional.of(TestBox.setting("console.leads", Text.of("console.leadsFirstCard"))), leadsLine(box));
        for (Text value : List.of(Text.name(SEATS.name(0)), Text.name(SEATS.name(1)), Text.name(SEATS.name(2)), Text.of("console.leadsDrawn"),
                Text.of("console.leadsFirstCard"))) {
            box.choose("Leads");
            assertEquals(TestBox.setting("console.leads", value), box.selectedLine());
        }
    }

    @Test
    void withBotsInEverySeatTheSeedDrawsUnlessChosen() throws Exception {
        TestBox box = spartacusMenu().choose("Seats");
        for (String seat : List.of("Red", "Blue", "Green")) {
            box.choose(seat);
        }
        box.press(Button.BACK);
        assertTrue(box.screen().lines().contains(TestBox.setting("console.leads", Text.of("console.leadsDrawn"))), box.text());
        box.choose("Start");
        assertFalse(match(box).leaderOpen());
        assertEquals(org.tabula.firmware.script.GameSetup.SEED, match(box).script().current().setup());
    }

    @Test
    void theFirstCardTappedLeadsAndTheGameIsTheOneWithThatLeader() throws Exception {
        TestBox box = spartacusMenu().choose("Start");
        Match match = match(box);
        assertTrue(match.leaderOpen());
        assertEquals(List.of(Text.of("console.anyLeads"), Text.of("console.tapToLead")), box.screen().lines().subList(0, 2));
        int drawn = match.game().start(match.seed()).toMove().first();
        assertTrue(box.screen().lines().contains(Text.of("console.okLeads", SEATS.seat(drawn))), "the seed's draw is offered\n" + box.text());
        int leader = (drawn + 1) % 3;
        String card = "RBG".charAt(leader) + "7";
        box.tap(0, TapTest.roman(card));
        assertFalse(match.leaderOpen());
        assertEquals(List.of(leader + ":7"), match.moves().stream().map(org.tabula.firmware.script.Move::text).toList());
        assertEquals(new org.tabula.firmware.script.GameSetup.Leader(leader), match.script().current().setup());
        assertEquals(replayed(match, Map.of("leader", leader), leader + ":7"), match.state().view(GameState.TABLE));
        assertNotEquals(drawn, leader);
    }

    @Test
    void whileTheLeaderIsOpenWrongInputIsRefusedAndChangesNothing() throws Exception {
        TestBox box = spartacusMenu().choose("Seats").choose("Blue").press(Button.BACK).choose("Start");
        Match match = match(box);
        box.press(Button.PASS);
        assertEquals(Text.of("console.leaderFirst"), box.screen().message());
        box.tap(0, TapTest.roman("B7"));
        assertEquals(Text.of("refuse.botLeadsByOk", SEATS.seat(1)), box.screen().message());
        box.tap(0, TapTest.roman("R0"));
        assertEquals(Text.of("refuse.notInGame", TapTest.roman("R0").title(), ConsoleGames.of(Spartacus.KIND).titles().name()), box.screen().message());
        assertTrue(match.leaderOpen());
        assertEquals(List.of(), match.moves());
    }

    @Test
    void theButtonsMakeABotSeatLeadAndItPlaysItsLeadByItself() throws Exception {
        TestBox box = spartacusMenu().choose("Seats").choose("Blue").press(Button.BACK).choose("Start");
        Match match = match(box);
        box.pass(2000);
        assertEquals(List.of(), match.moves(), "a bot does not lead before the people say so");
        // RIGHT names each seat in turn: Blue within one round of the three.
        Text blueByOk = Text.of("console.okBotLeads", SEATS.seat(1));
        for (int presses = 0; !box.screen().lines().contains(blueByOk); presses++) {
            assertTrue(presses < SEATS.count(), "RIGHT never names the bot Blue:\n" + box.text());
            box.press(Button.RIGHT);
        }
        box.press(Button.OK);
        assertEquals(Text.of("console.seatLeads", SEATS.seat(1)), box.screen().message());
        assertFalse(match.leaderOpen());
        assertEquals(new org.tabula.firmware.script.GameSetup.Leader(1), match.script().current().setup());
        box.pass(800);
        assertEquals(1, match.moves().size());
        assertEquals(1, match.moves().get(0).seat(), match.moves().toString());
    }

    @Test
    void okOnAPersonsSeatMakesItLeadThenItPlaysAsUsual() throws Exception {
        TestBox box = spartacusMenu().choose("Start");
        Match match = match(box);
        int leader = (match.game().start(match.seed()).toMove().first() + 2) % 3;
        box.press(Button.LEFT);
        assertTrue(box.screen().lines().contains(Text.of("console.okLeads", SEATS.seat(leader))), box.text());
        box.press(Button.OK);
        assertEquals(leader, match.state().toMove().first());
        assertTrue(box.screen().lines().contains(Text.of("console.okSecretly", Text.name(SEATS.name(leader)))), box.text());
        box.play("Play 3");
        assertEquals(List.of(leader + ":3"), match.moves().stream().map(org.tabula.firmware.script.Move::text).toList());
    }

    @Test
    void okAloneLetsTheSeedDrawAsAGameWithoutSetup() throws Exception {
        TestBox box = spartacusMenu().choose("Start").press(Button.OK);
        Match match = match(box);
        GameState drawn = match.game().start(match.seed());
        assertEquals(drawn.toMove(), match.state().toMove());
        assertEquals(drawn.view(GameState.TABLE), match.state().view(GameState.TABLE));
    }

    @TempDir
    java.nio.file.Path stateFolder;

    @Test
    void aBoxRestartedBeforeTheFirstCardStillWaitsForItAndTakesIt() throws Exception {
        try (GameLogRecorder recorder = GameLogRecorder.open(stateFolder)) {
            TestBox box = new TestBox(2, 7, TapTest.enrolled(2).registry, recorder).choose("Game").choose("Start");
            assertTrue(match(box).leaderOpen());
        }
        try (GameLogRecorder recorder = GameLogRecorder.open(stateFolder)) {
            Match resumed = recorder.unfinished(new SeededRandom(1)::nextLong).orElseThrow();
            TestBox box = new TestBox(2, 7, TapTest.enrolled(2).registry, recorder);
            box.console().startWith(context -> Activities.resume(context, resumed));
            box.pass(50);
            assertEquals(Text.of("console.anyLeads"), box.screen().lines().get(0));
            box.tap(1, TapTest.roman("G2"));
            assertEquals(List.of("2:2"), resumed.moves().stream().map(org.tabula.firmware.script.Move::text).toList());
        }
        try (GameLogRecorder recorder = GameLogRecorder.open(stateFolder)) {
            Match resumed = recorder.unfinished(new SeededRandom(1)::nextLong).orElseThrow();
            assertFalse(resumed.leaderOpen());
            assertEquals(List.of("2:2"), resumed.moves().stream().map(org.tabula.firmware.script.Move::text).toList());
            assertEquals(2, resumed.state().view(GameState.TABLE) instanceof org.tabula.rules.spartacus.SpartacusView view ? view.leader() : -1);
        }
    }

    @Test
    void aSeatChosenInTheMenuLeadsAtOnce() throws Exception {
        TestBox box = spartacusMenu().choose("Leads").choose("Leads").choose("Start");
        Match match = match(box);
        assertFalse(match.leaderOpen());
        assertEquals(1, match.state().toMove().first());
        assertTrue(box.screen().lines().contains(Text.of("console.okSecretly", Text.name(SEATS.name(1)))), box.text());
        assertEquals(new org.tabula.firmware.script.GameSetup.Leader(1), match.script().current().setup());
    }

    @Test
    void aChosenSeatBeyondThePlayersLeftIsRefusedAtStartWithTheReason() throws Exception {
        TestBox box = spartacusMenu().choose("Players").choose("Players");
        assertTrue(box.screen().lines().contains(TestBox.setting("menu.players", 5)), box.text());
        for (int i = 0; i < 5; i++) {
            box.choose("Leads");
        }
        Text white = Text.name(Spartacus.KIND.seatNames(5).name(4));
        assertTrue(box.screen().lines().contains(TestBox.setting("console.leads", white)), box.text());
        box.choose("Players");
        assertTrue(box.screen().lines().contains(TestBox.setting("menu.players", 3)), box.text());
        box.choose("Start");
        assertEquals(Text.of("console.leaderNotSeated", white, 3), box.screen().message());
        assertTrue(box.console().activity() instanceof MenuActivity);
        box.choose("Leads");
        assertTrue(box.screen().lines().contains(TestBox.setting("console.leads", Text.of("console.leadsFirstCard"))), box.text());
    }
}
