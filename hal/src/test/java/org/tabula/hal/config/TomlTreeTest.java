package org.tabula.hal.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.toml.TomlMapper;

/**
 * {@link TomlTree} builds the tree that {@code TomlMapper.readTree} gives (node for node, of the
 * same classes, numbers written the same), and refuses what it refuses with the same message and
 * place; and {@link TomlSection#describe} writes every value as {@link JsonNode#toString()} did.
 */
class TomlTreeTest {
    private static final TomlMapper MAPPER = new TomlMapper();
    private static final Path FUZZ_SEEDS = Path.of("src", "test", "resources", "org", "tabula", "hal", "config",
            "ConfigFuzzTestInputs", "anyConfigFileIsReadOrRefused");

    /** The shipped file, the fuzz seeds (the cases of HardwareConfigTest), and values of every kind and odd shape. */
    static Stream<String> texts() throws IOException {
        List<String> odd = List.of(
                "",
                "# comments only\n\n",
                "language = \"ja\"\n[leds]\ncount = 20\n",
                "int = 7\nhex = 0xDEADBEEF\noct = 0o777\nbin = 0b1010\nlong = 30_000_000_000\nnegative = -2147483649\n"
                        + "min-int = -2147483648\nbig = 300000000000000000000000\nhuge-hex = 0xFFFFFFFFFFFFFFFFFF\n",
                "f = 1.50\ng = 2e3\nh = -1E-3\nzero = 0.0\nminus-zero = -0.0\npi = 3.141_592_653_589_793_238_462_643\n"
                        + "nan = nan\nplus-inf = +inf\nminus-inf = -inf\ntiny = 1e-400\nvast = 100e2147483647\n",
                "basic = \"Grüße, 世界 \\\"quoted\\\" tab\\t nl\\n bell\\u0007 del\\u007F astral \\U0001F600\"\n"
                        + "literal = 'C:\\path\\'\nmulti = \"\"\"\nline one\nline two\\\n  joined\"\"\"\n"
                        + "multi-literal = '''\n[not.a.table]\nkey = 1\n'''\n",
                "yes = true\nno = false\n",
                "odt = 1979-05-27T07:32:00Z\nodt-space = 1979-05-27 07:32:00-07:00\nldt = 1979-05-27T00:32:00.999999\n"
                        + "ld = 1979-05-27\nlt = 07:32:00\n",
                "empty = []\nints = [1, 2]\nmixed = [1, 2.5, true, 'x', [3, []], { a = 1, b = [{}] }]\n"
                        + "nested = [[[[1]]], [[2]]]\nmultiline = [\n  1,\n  2, # two\n]\n",
                "[a]\n[a.b.c]\nd = 1\n[a.e]\nf.g.h = 2\n\"quoted key\" = 3\n'literal key' = 4\n",
                "point = { x = 1, y = { z = [1, { w = 'deep' }] } }\n",
                "[nfc]\npoll-ms = 20\n[[nfc.reader]]\nchip = \"pn532\"\n[[nfc.reader]]\n[[nfc.reader]]\nchip = \"mfrc522\"\n"
                        + "[nfc.reader.extra]\nx = 1\n[[nfc.reader.more]]\ny = 2\n",
                "deep = [{ " + "a.".repeat(2000) + "b = 1 }]\n",
                "arrays = [" + "[".repeat(900) + "]".repeat(900) + "]\n",
                "[display]\naddress = = 3\n",
                "[leds]\ncount = 3\ncount = 4\n",
                "[leds\n",
                "x = 1.\n",
                "x = 1e99999999999\n",
                "x = \"unterminated\n",
                "arrays = " + "[".repeat(1001) + "]".repeat(1001) + "\n");
        Stream<String> seeds;
        try (Stream<Path> files = Files.list(FUZZ_SEEDS)) {
            seeds = files.sorted().map(TomlTreeTest::readAnyBytes).toList().stream();
        }
        return Stream.of(Stream.of(Files.readString(HardwareConfigTest.SHIPPED)), seeds, odd.stream()).flatMap(s -> s);
    }

    private static String readAnyBytes(Path file) {
        try {
            return new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AssertionError(file + " unreadable", e);
        }
    }

    @ParameterizedTest
    @MethodSource("texts")
    void theTreeIsTheOneTomlMapperReadsAndEachValueIsDescribedAsBefore(String text) {
        JsonNode expected;
        try {
            expected = MAPPER.readTree(text);
        } catch (JacksonException refused) {
            JacksonException e = assertThrows(JacksonException.class, () -> TomlTree.read(text));
            assertEquals(refused.getOriginalMessage(), e.getOriginalMessage());
            assertEquals(place(refused), place(e));
            return;
        }
        JsonNode tree = readOrFail(text);
        assertEquals(expected, tree);
        Deque<JsonNode[]> pairs = new ArrayDeque<>();
        pairs.push(new JsonNode[] {expected, tree});
        while (!pairs.isEmpty()) {
            JsonNode[] pair = pairs.pop();
            // DecimalNode.equals compares values (1.50 equals 1.5): the text of each number must match too.
            assertEquals(pair[0].asText(), pair[1].asText());
            String described = TomlSection.describe(pair[1]);
            // Past 1000 levels JsonNode.toString() threw: describe has no such limit.
            if (depth(pair[0]) < 1000) {
                assertEquals(describedBefore(pair[0]), described);
            }
            if (pair[0].isObject()) {
                pair[0].fieldNames().forEachRemaining(key -> pairs.push(new JsonNode[] {pair[0].get(key), pair[1].get(key)}));
            } else {
                for (int i = 0; i < pair[0].size(); i++) {
                    pairs.push(new JsonNode[] {pair[0].get(i), pair[1].get(i)});
                }
            }
        }
    }

    /** TomlSection.describe as it was written before CompactJson. */
    private static String describedBefore(JsonNode value) {
        return value.isTextual() ? "\"" + value.textValue() + "\"" : value.isObject() ? "a table" : value.toString();
    }

    private static String place(JacksonException e) {
        return e.getLocation() == null ? "nowhere" : "line " + e.getLocation().getLineNr() + " column " + e.getLocation().getColumnNr();
    }

    private static JsonNode readOrFail(String text) {
        try {
            return TomlTree.read(text);
        } catch (JacksonException e) {
            throw new AssertionError("TomlMapper reads what TomlTree refuses: " + e.getMessage(), e);
        }
    }

    private static int depth(JsonNode value) {
        int deepest = 0;
        Deque<JsonNode> level = new ArrayDeque<>(List.of(value));
        while (!level.isEmpty()) {
            Deque<JsonNode> next = new ArrayDeque<>();
            level.forEach(node -> node.forEach(next::add));
            level = next;
            deepest++;
        }
        return deepest;
    }

    @Test
    void everyControlCharacterIsEscapedAsJacksonEscapesIt() throws JacksonException {
        StringBuilder all = new StringBuilder("chars = [\"");
        for (char c = 0; c < 0x80; c++) {
            all.append(String.format("\\u%04X", (int) c));
        }
        JsonNode chars = TomlTree.read(all.append("\"]\n").toString()).get("chars");
        assertEquals(describedBefore(chars), TomlSection.describe(chars));
        assertTrue(TomlSection.describe(chars).contains("\\u001F"), TomlSection.describe(chars));
    }
}
