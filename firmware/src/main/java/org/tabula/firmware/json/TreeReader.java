package org.tabula.firmware.json;

import java.io.IOException;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Parser tokens to tree nodes, with numbers in the smallest node that holds them (an int, a long, a big integer, a double). */
final class TreeReader {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private TreeReader() {
    }

    /** The one value the parser holds; text after it is refused like a syntax error. */
    static JsonNode read(JsonParser parser) throws IOException {
        if (parser.nextToken() == null) {
            return MissingNode.getInstance();
        }
        JsonNode value = value(parser);
        JsonToken after = parser.nextToken();
        if (after != null) {
            throw new JsonParseException(parser, "Trailing token (of type " + after + ") found after value", parser.currentTokenLocation());
        }
        return value;
    }

    private static JsonNode value(JsonParser parser) throws IOException {
        JsonToken token = parser.currentToken();
        switch (token) {
            case START_OBJECT:
                ObjectNode object = NODES.objectNode();
                while (parser.nextToken() == JsonToken.FIELD_NAME) {
                    String name = parser.currentName();
                    parser.nextToken();
                    object.set(name, value(parser));
                }
                return object;
            case START_ARRAY:
                ArrayNode array = NODES.arrayNode();
                while (parser.nextToken() != JsonToken.END_ARRAY) {
                    array.add(value(parser));
                }
                return array;
            case VALUE_STRING:
                return NODES.textNode(parser.getText());
            case VALUE_NUMBER_INT:
                return switch (parser.getNumberType()) {
                    case INT -> NODES.numberNode(parser.getIntValue());
                    case LONG -> NODES.numberNode(parser.getLongValue());
                    default -> NODES.numberNode(parser.getBigIntegerValue());
                };
            case VALUE_NUMBER_FLOAT:
                return NODES.numberNode(parser.getDoubleValue());
            case VALUE_TRUE:
                return NODES.booleanNode(true);
            case VALUE_FALSE:
                return NODES.booleanNode(false);
            case VALUE_NULL:
                return NODES.nullNode();
            default:
                throw new JsonParseException(parser, "Unexpected token (" + token + ")");
        }
    }
}
