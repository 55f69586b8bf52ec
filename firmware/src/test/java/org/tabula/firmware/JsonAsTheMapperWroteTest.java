package org.tabula.firmware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;

import org.junit.jupiter.api.Test;
import org.tabula.firmware.json.Json;
import org.tabula.firmware.json.JsonErrors;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.rules.EventSink;
import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.Notated;
import org.tabula.rules.SeededRandom;

/**
 * The console reads and writes JSON without Jackson's ObjectMapper (docs/performance.md says
 * why). Its files, replay output and page are the public contract, so this compares the
 * streaming reader and writer with the mapper the console used before, configured as it was:
 * the same trees, the same text, the same refusals.
 */
class JsonAsTheMapperWroteTest {
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .addModule(new SimpleModule("notation").addSerializer(Notated.class, new StdSerializer<>(Notated.class) {
                @Override
                public void serialize(Notated value, JsonGenerator generator, SerializerProvider provider) throws IOException {
                    generator.writeString(value.notation());
                }
            }))
            .build();

    @Test
    void everyViewOfRandomGamesIsWrittenAsTheMapperWroteIt() throws JsonProcessingException {
        SeededRandom rng = new SeededRandom(34);
        int views = 0;
        for (int round = 0; round < 60; round++) {
            for (GameKind kind : ConsoleGames.kinds()) {
                Game game = someGame(kind, rng);
                int players = game.players();
                GameState state = game.start(rng.nextLong());
                for (int step = 0; step < 400; step++) {
                    for (int audience = GameState.TABLE; audience < players; audience++) {
                        Object view = state.view(audience);
                        assertEquals(MAPPER.writeValueAsString(view), Json.text(Json.tree(view)), kind.name());
                        views++;
                    }
                    if (state.isOver()) {
                        break;
                    }
                    int[] toMove = state.toMove().toArray();
                    int seat = toMove[rng.nextInt(toMove.length)];
                    int[] legal = state.legalMoves(seat);
                    state.apply(seat, legal[rng.nextInt(legal.length)], EventSink.DISCARD);
                }
            }
        }
        assertEquals(true, views > 50_000, views + " views compared");
    }

    /** A game of the kind with a random number of players it allows. */
    private static Game someGame(GameKind kind, SeededRandom rng) {
        while (true) {
            try {
                return kind.create(kind.minPlayers() + rng.nextInt(kind.maxPlayers() - kind.minPlayers() + 1), kind.parseOptions(Map.of()));
            } catch (GameConfigException notAllowed) {
                // Some counts between the least and the most are not played (Spite for 3).
            }
        }
    }

    @Test
    void randomScriptsReadAndWriteAsWithTheMapper() throws JsonProcessingException {
        RandomScripts scripts = new RandomScripts(35);
        for (int i = 0; i < 1_000; i++) {
            String text = scripts.next();
            JsonNode tree = Json.read(text);
            assertEquals(MAPPER.readTree(text), tree, text);
            assertEquals(MAPPER.writeValueAsString(tree), Json.text(tree), text);
            assertEquals(MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(tree),
                    new String(Json.indented(tree), StandardCharsets.UTF_8), text);
            assertEquals(MAPPER.convertValue(tree, new TypeReference<LinkedHashMap<String, Object>>() { }),
                    Json.plain((ObjectNode) tree), text);
        }
    }

    @Test
    void numbersKeepTheirTypes() throws JsonProcessingException {
        String text = "{\"int\": 7, \"long\": 12345678901, \"big\": 123456789012345678901234567890, \"double\": 2.5,"
                + " \"exp\": 1e3, \"negative\": -0.0, \"list\": [1, 2.0, null, true, \"x\"]}";
        assertEquals(MAPPER.readTree(text), Json.read(text));
        assertEquals(MAPPER.writeValueAsString(MAPPER.readTree(text)), Json.text(Json.read(text)));
        Map<String, Object> plain = Json.plainObject(text, "the text");
        assertEquals(MAPPER.readValue(text, new TypeReference<LinkedHashMap<String, Object>>() { }), plain);
        assertInstanceOf(Long.class, plain.get("long"));
        assertEquals(List.of(1, 2.0), ((List<?>) plain.get("list")).subList(0, 2));
    }

    @Test
    void malformedTextIsRefusedInTheSameWords() {
        for (String text : new String[] {"{", "{\"a\": 1,}", "{\"a\": 1} x", "{\"a\": 1} {}", "[1, 2", "{\"a\": 1, \"a\": 2}",
            "{\"a\": tru}", "{\"a\": \"\u0001\"}", "{'a': 1}", "{\"a\": 01}", "\"open", "]", "{\"a\" 1}", "nul", "[1]]"}) {
            JsonProcessingException mapper = assertThrows(JsonProcessingException.class, () -> MAPPER.readTree(text), text);
            JsonProcessingException ours = assertThrows(JsonProcessingException.class, () -> Json.read(text), text);
            assertEquals(JsonErrors.sentence(mapper, "the script"), JsonErrors.sentence(ours, "the script"), text);
        }
    }

    @Test
    void emptyTextIsNoValue() throws JsonProcessingException {
        assertEquals(MAPPER.readTree(""), Json.read(""));
        assertEquals(MAPPER.readTree("  "), Json.read("  "));
    }
}
