package org.tabula.firmware.json;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Tree nodes to the plain values the rules read options and setups from: objects to maps in file
 * order, arrays to lists, whole numbers to the smallest of Integer, Long and BigInteger, other
 * numbers to Double.
 */
final class PlainValues {
    private PlainValues() {
    }

    static Map<String, Object> of(ObjectNode object) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> members = object.fields(); members.hasNext();) {
            Map.Entry<String, JsonNode> member = members.next();
            map.put(member.getKey(), value(member.getValue()));
        }
        return map;
    }

    private static Object value(JsonNode node) {
        return switch (node.getNodeType()) {
            case OBJECT -> of((ObjectNode) node);
            case ARRAY -> {
                List<Object> list = new ArrayList<>(node.size());
                node.forEach(element -> list.add(value(element)));
                yield list;
            }
            case STRING -> node.textValue();
            case NUMBER -> node.numberValue();
            case BOOLEAN -> node.booleanValue();
            default -> null;
        };
    }
}
