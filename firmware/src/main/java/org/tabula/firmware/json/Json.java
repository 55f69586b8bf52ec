package org.tabula.firmware.json;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DatabindException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.type.LogicalType;

import org.tabula.rules.Notated;

/**
 * The one JSON configuration of the console: strict reading, stable writing. Every writer of a
 * view goes through {@link #MAPPER}, which writes the rules' typed cards and phases
 * ({@link Notated}) as their notation, so the rules module needs no JSON library.
 */
public final class Json {
    public static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .addModule(new SimpleModule("notation").addSerializer(Notated.class, new NotationSerializer()))
            // A number or true where a text belongs is refused, not read as its digits.
            .withCoercionConfig(LogicalType.Textual, text -> text.setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail))
            .build();

    private Json() {
    }

    /**
     * A state file's JSON bound to the record {@code type} (keys it does not name are ignored),
     * read strictly as UTF-8 first: Jackson's byte parser lets some invalid bytes in a field name
     * through, and a refusal would then quote a name the file does not hold.
     *
     * @param expected what the file should hold, for people ({@code expected {"language": "en"}})
     * @throws IOException naming the file, as a sentence: text that is not UTF-8, not JSON, or
     *                     JSON of another shape ({@code file: expected})
     */
    public static <T> T readFile(byte[] bytes, Path file, Class<T> type, String expected) throws IOException {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new IOException(file + ": not UTF-8 text", e);
        }
        T value;
        try {
            value = MAPPER.readerFor(type).without(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).readValue(text);
        } catch (DatabindException e) {
            throw new IOException(file + ": " + expected, e);
        } catch (JsonProcessingException e) {
            throw new IOException(JsonErrors.sentence(e, file.toString()), e);
        }
        if (value == null) {
            throw new IOException(file + ": " + expected);
        }
        return value;
    }
}
