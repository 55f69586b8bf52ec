package org.tabula.hal.config;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.ArrayDeque;
import java.util.Deque;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ContainerNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.toml.TomlFactory;

/**
 * A TOML text as the tree {@code TomlMapper.readTree} gives, built from the TOML parser's tokens:
 * an ObjectMapper would keep its ~480 serializer and introspection classes loaded for the life
 * of the service, which reads one small file once.
 */
final class TomlTree {
    private static final TomlFactory TOML = new TomlFactory();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private TomlTree() {
    }

    /** The text's top-level table (empty for an empty text); a {@link JacksonException} with its location if it is not TOML. */
    static ObjectNode read(String text) throws JacksonException {
        try (JsonParser parser = TOML.createParser(text)) {
            return tree(parser);
        } catch (JacksonException e) {
            throw e;
        } catch (IOException e) {
            throw new UncheckedIOException("a string reader failed", e);
        }
    }

    private static ObjectNode tree(JsonParser parser) throws IOException {
        ObjectNode root = NODES.objectNode();
        // A stack, not recursion: dotted keys nest tables as deep as the text is long.
        Deque<ContainerNode<?>> open = new ArrayDeque<>();
        for (JsonToken token = parser.nextToken(); token != null; token = parser.nextToken()) {
            if (token == JsonToken.FIELD_NAME) {
                continue; // the key is read with its value, from parser.currentName()
            }
            if (token == JsonToken.END_OBJECT || token == JsonToken.END_ARRAY) {
                open.pop();
                continue;
            }
            // The first token opens the text's own table.
            JsonNode node = open.isEmpty() ? root : node(parser, token);
            if (open.peek() instanceof ObjectNode table) {
                table.set(parser.currentName(), node);
            } else if (open.peek() instanceof ArrayNode array) {
                array.add(node);
            }
            if (node instanceof ContainerNode<?> container) {
                open.push(container);
            }
        }
        return root;
    }

    /** The node of a value token, of the class databind makes for it. */
    private static JsonNode node(JsonParser parser, JsonToken token) throws IOException {
        return switch (token) {
            case START_OBJECT -> NODES.objectNode();
            case START_ARRAY -> NODES.arrayNode();
            // Dates and times too: the TOML parser gives them as text unless told to make java.time values.
            case VALUE_STRING -> NODES.textNode(parser.getText());
            case VALUE_TRUE -> NODES.booleanNode(true);
            case VALUE_FALSE -> NODES.booleanNode(false);
            case VALUE_NUMBER_INT -> switch (parser.getNumberType()) {
                case INT -> NODES.numberNode(parser.getIntValue());
                case LONG -> NODES.numberNode(parser.getLongValue());
                default -> NODES.numberNode(parser.getBigIntegerValue());
            };
            // Finite floats come as decimals, nan and inf as doubles.
            case VALUE_NUMBER_FLOAT -> parser.getNumberType() == JsonParser.NumberType.BIG_DECIMAL
                    ? NODES.numberNode(withoutTrailingZeros(parser.getDecimalValue()))
                    : NODES.numberNode(parser.getDoubleValue());
            default -> throw new IllegalStateException("the TOML parser gave " + token);
        };
    }

    /** As databind's tree reader stores a decimal for this node factory: 1.50 as 1.5, unless the exponent would overflow. */
    private static BigDecimal withoutTrailingZeros(BigDecimal value) {
        try {
            return value.stripTrailingZeros();
        } catch (ArithmeticException e) {
            return value;
        }
    }
}
