package org.tabula.firmware.json;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;

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
            .build();

    private Json() {
    }

    /**
     * A state file's JSON, read strictly as UTF-8 first: Jackson's byte parser lets some invalid
     * bytes in a field name through, and a refusal would then quote a name the file does not hold.
     *
     * @throws IOException naming the file, as a sentence, for text that is not UTF-8 or not JSON
     */
    public static JsonNode readFile(byte[] bytes, Path file) throws IOException {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new IOException(file + ": not UTF-8 text", e);
        }
        try {
            return MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IOException(JsonErrors.sentence(e, file.toString()), e);
        }
    }
}
