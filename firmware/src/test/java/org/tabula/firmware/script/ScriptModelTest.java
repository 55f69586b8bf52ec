package org.tabula.firmware.script;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.tabula.firmware.play.ConsoleGames;
import org.tabula.rules.Budget;
import org.tabula.rules.GameState;
import org.tabula.rules.Series;

class ScriptModelTest {
    private static Script read(String text) throws MalformedScriptException {
        return ConsoleGames.scriptReader().read(text);
    }

    @Test
    void aScriptReadIsTypedAndWritesBackInThePublicForm() throws Exception {
        Script script = read("{\"game\": \"spartacus\", \"players\": 3, \"bots\": {\"2\": {\"kind\": \"ismcts\", \"iterations\": 40}},"
                + " \"series\": {\"goal\": {\"points\": 50}, \"games\": [{\"seed\": 4, \"setup\": {\"leader\": 1}, \"moves\": []}]}}");
        assertEquals(List.of(Player.HUMAN, Player.HUMAN, script.players().get(2)), script.players());
        assertEquals(Budget.iterations(40), ((Player.Bot) script.players().get(2)).budget());
        assertEquals(Series.Goal.points(50), script.goal());
        assertEquals(new GameSetup.Leader(1), script.current().setup());
        String written = ScriptWriter.text(script);
        assertEquals("{\"game\":\"spartacus\",\"players\":3,\"options\":{},\"bots\":{\"2\":{\"kind\":\"ismcts\",\"iterations\":40}},"
                + "\"series\":{\"goal\":{\"points\":50},\"games\":[{\"seed\":4,\"setup\":{\"leader\":1},\"moves\":[]}]}}", written);
        assertEquals(written, ScriptWriter.text(read(written)), "read and written again, nothing changes");
    }

    @Test
    void aBotWithItsUsualBudgetIsWrittenByItsNameAlone() throws Exception {
        String text = "{\"game\":\"sumo\",\"players\":2,\"options\":{},\"bots\":{\"1\":\"random\"},\"seed\":3,\"setup\":null,\"moves\":[\"0:5\"]}";
        assertEquals(text, ScriptWriter.text(read(text)));
    }

    @Test
    void setupsAreTypedWhereTheBoxMakesThemAndKeptAsWrittenOtherwise() {
        assertEquals(GameSetup.SEED, GameSetup.of(null));
        assertEquals(GameSetup.TABLE_DEAL, GameSetup.of(Map.of("deal", "table")));
        assertEquals(new GameSetup.Leader(2), GameSetup.of(Map.of("leader", 2)));
        GameSetup written = GameSetup.of(Map.of("first", 1));
        assertInstanceOf(GameSetup.Written.class, written);
        assertEquals(Map.of("first", 1), written.values());
        assertEquals(true, GameSetup.TABLE_DEAL.tableDealt());
        assertEquals(false, new GameSetup.Leader(0).tableDealt());
    }

    @Test
    void aMoveIsReadAndWrittenInOneFrame() throws Exception {
        assertEquals(new Move(1, "6"), Move.parse("1:6", 2));
        assertEquals(new Move(GameState.CHANCE, "G3"), Move.parse("reveal:G3", 3));
        assertEquals("reveal:G3", new Move(GameState.CHANCE, "G3").toString());
        assertEquals("there is no seat 2 in a 2-player game (seats are 0 to 1)",
                assertThrows(MalformedScriptException.class, () -> Move.parse("2:6", 2)).getMessage());
        assertEquals("\"six\" is not a move: write \"<seat>:<move>\", such as \"0:6\"",
                assertThrows(MalformedScriptException.class, () -> Move.parse("six", 2)).getMessage());
    }

    @Test
    void everyMalformedMoveGetsASentenceSayingWhatIsWrong() {
        for (String text : List.of("", ":", "0:", ":6", "0", "06", "0;6", " 0:6", "-1:6", "100:6", "reveal", "reveal:", "REVEAL:G3", "seat:6")) {
            MalformedScriptException e = assertThrows(MalformedScriptException.class, () -> Move.parse(text, 2), text);
            assertEquals("\"" + text + "\" is not a move: write \"<seat>:<move>\", such as \"0:6\"", e.getMessage());
        }
        assertEquals("there is no seat 99 in a 2-player game (seats are 0 to 1)",
                assertThrows(MalformedScriptException.class, () -> Move.parse("99:6", 2)).getMessage());
        // Everything after the first colon is the game's to read, colons and spaces included.
        assertEquals(new Move(0, "6: 7"), assertDoesNotThrow(() -> Move.parse("0:6: 7", 2)));
        assertThrows(IllegalArgumentException.class, () -> new Move(-2, "6"));
        assertThrows(IllegalArgumentException.class, () -> new Move(0, ""));
    }

    @Test
    void theReaderTypesEveryMoveAndKeepsTheFirstUnreadableOneForItsTurn() throws Exception {
        Deal deal = read("{\"game\": \"sumo\", \"seed\": 1, \"moves\": [\"0:6\", \"reveal:3\", \"1:3\", \"0 6\", \"x\"]}").current();
        assertEquals(List.of(new Move(0, "6"), new Move(GameState.CHANCE, "3"), new Move(1, "3")), deal.moves());
        assertEquals(new Deal.UnreadableMove(3, "\"0 6\" is not a move: write \"<seat>:<move>\", such as \"0:6\""), deal.unreadable());
        assertEquals(null, read("{\"game\": \"sumo\", \"moves\": [\"0:6\"]}").current().unreadable());
        MalformedScriptException notText = assertThrows(MalformedScriptException.class,
                () -> read("{\"game\": \"sumo\", \"moves\": [\"0 6\", 6]}"));
        assertEquals(1, notText.moveIndex(), "a move that is no string at all is the script's form, found before any move is read");
        assertEquals("moves[1] must be a string such as \"0:6\", not 6", notText.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ScriptWriter.text(new Script(read("{\"game\": \"sumo\", \"moves\": []}").game(),
                List.of(Player.HUMAN, Player.HUMAN), Series.Goal.games(1), List.of(deal))), "a script that cannot replay is never written");
    }

    @Test
    void theJournalsHeaderLeavesTheCurrentMovesOutAndTakesThemBack() throws Exception {
        Script script = read("{\"game\": \"sumo\", \"series\": {\"goal\": {\"games\": 2}, \"games\": ["
                + "{\"seed\": 1, \"moves\": [\"0:6\", \"1:3\"]}, {\"seed\": 2, \"moves\": [\"0:1\"]}]}}");
        var header = ScriptWriter.header(script.withCurrentMoves(List.of()));
        assertEquals("{\"seed\":2,\"setup\":null}", header.at("/series/games/1").toString());
        ScriptWriter.currentMoves(header).add("0:1");
        assertEquals(ScriptWriter.text(script), ScriptWriter.text(read(header.toString())));
    }
}
