package org.tabula.firmware.json;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The console's one JSON door: strict reading, stable writing, and plain values to and from
 * trees.
 *
 * <p>It reads and writes with Jackson's streaming parser and generator and keeps Jackson's tree
 * nodes, but never builds an {@code ObjectMapper}: the mapper's serializers, deserializers and
 * introspection are some 480 classes, about 4 MB of class metadata held for the life of the
 * service, where the box has 64 MB in all (docs/performance.md). What the mapper did for the
 * console (views to trees, trees to plain maps) is {@link ValueTree} and {@link PlainValues}.
 */
public final class Json {
    private static final JsonFactory FACTORY = JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    private Json() {
    }

    public static ObjectNode object() {
        return JsonNodeFactory.instance.objectNode();
    }

    public static ArrayNode array() {
        return JsonNodeFactory.instance.arrayNode();
    }

    /**
     * The one JSON value in {@code text}: a key twice, or anything after the value, is refused.
     * Empty text gives a missing node.
     *
     * @throws JsonProcessingException with where the reader stopped ({@link JsonErrors} words it)
     */
    public static JsonNode read(String text) throws JsonProcessingException {
        return read(() -> FACTORY.createParser(text));
    }

    /** {@link #read(String)} of {@code length} bytes of JSON from {@code offset}. */
    public static JsonNode read(byte[] bytes, int offset, int length) throws JsonProcessingException {
        return read(() -> FACTORY.createParser(bytes, offset, length));
    }

    /** A parser over JSON in memory. */
    private interface InMemory {
        JsonParser parser() throws IOException;
    }

    private static JsonNode read(InMemory json) throws JsonProcessingException {
        try (JsonParser parser = json.parser()) {
            return TreeReader.read(parser);
        } catch (JsonProcessingException e) {
            throw e;
        } catch (IOException e) {
            throw new UncheckedIOException("JSON in memory does not fail to read", e);
        }
    }

    public static JsonNode read(byte[] bytes) throws JsonProcessingException {
        return read(bytes, 0, bytes.length);
    }

    /** The tree as compact JSON text. */
    public static String text(JsonNode tree) {
        StringWriter out = new StringWriter();
        try (JsonGenerator generator = FACTORY.createGenerator(out)) {
            TreeWriter.write(tree, generator);
        } catch (IOException e) {
            throw new UncheckedIOException("a tree always writes to memory", e);
        }
        return out.toString();
    }

    /** The tree as compact JSON in UTF-8. */
    public static byte[] bytes(JsonNode tree) {
        return utf8(tree, false);
    }

    /** The tree as indented JSON in UTF-8, for files people may open. */
    public static byte[] indented(JsonNode tree) {
        return utf8(tree, true);
    }

    private static byte[] utf8(JsonNode tree, boolean indented) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonGenerator generator = FACTORY.createGenerator(out)) {
            if (indented) {
                generator.useDefaultPrettyPrinter();
            }
            TreeWriter.write(tree, generator);
        } catch (IOException e) {
            throw new UncheckedIOException("a tree always writes to memory", e);
        }
        return out.toByteArray();
    }

    /**
     * A state file's JSON, read strictly as UTF-8 first: Jackson's byte parser lets some invalid
     * bytes in a field name through, and a refusal would then quote a name the file does not hold.
     *
     * @throws IOException naming the file, as a sentence: text that is not UTF-8, or not JSON
     */
    public static JsonNode readFile(byte[] bytes, Path file) throws IOException {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new IOException(file + ": not UTF-8 text", e);
        }
        try {
            return read(text);
        } catch (JsonProcessingException e) {
            throw new IOException(JsonErrors.sentence(e, file.toString()), e);
        }
    }

    /** A plain value as a tree: a view, a list, a map, a number; typed cards and phases as their notation. */
    public static JsonNode tree(Object value) {
        return ValueTree.of(value);
    }

    /**
     * The JSON object in {@code text} as plain values, such as a game's options on the command line.
     *
     * @param what the text's name in a refusal ({@code --options})
     * @throws IllegalArgumentException saying, as a sentence, that the text is not JSON (and where),
     *                                  or JSON but not an object
     */
    public static Map<String, Object> plainObject(String text, String what) {
        JsonNode value;
        try {
            value = read(text);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(JsonErrors.sentence(e, what), e);
        }
        if (!(value instanceof ObjectNode object)) {
            throw new IllegalArgumentException(what + " must be a JSON object such as '{\"zeroCard\": true}'");
        }
        return plain(object);
    }

    /** An object's members as plain values (maps, lists, texts, numbers, booleans, nulls), in file order. */
    public static Map<String, Object> plain(ObjectNode object) {
        return PlainValues.of(object);
    }
}
