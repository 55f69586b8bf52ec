package org.tabula.firmware.script;

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
    void theJournalsHeaderLeavesTheCurrentMovesOutAndTakesThemBack() throws Exception {
        Script script = read("{\"game\": \"sumo\", \"series\": {\"goal\": {\"games\": 2}, \"games\": ["
                + "{\"seed\": 1, \"moves\": [\"0:6\", \"1:3\"]}, {\"seed\": 2, \"moves\": [\"0:1\"]}]}}");
        var header = ScriptWriter.header(script.withCurrentMoves(List.of()));
        assertEquals("{\"seed\":2,\"setup\":null}", header.at("/series/games/1").toString());
        ScriptWriter.currentMoves(header).add("0:1");
        assertEquals(ScriptWriter.text(script), ScriptWriter.text(read(header.toString())));
    }
}
