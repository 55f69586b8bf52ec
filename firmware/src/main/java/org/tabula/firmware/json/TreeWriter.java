package org.tabula.firmware.json;

import java.io.IOException;
import java.util.Iterator;
import java.util.Map;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;

/** Tree nodes to generator calls: what the tree holds, in its order, numbers in their own type. */
final class TreeWriter {
    private TreeWriter() {
    }

    static void write(JsonNode node, JsonGenerator out) throws IOException {
        switch (node.getNodeType()) {
            case OBJECT -> {
                out.writeStartObject();
                for (Iterator<Map.Entry<String, JsonNode>> members = node.fields(); members.hasNext();) {
                    Map.Entry<String, JsonNode> member = members.next();
                    out.writeFieldName(member.getKey());
                    write(member.getValue(), out);
                }
                out.writeEndObject();
            }
            case ARRAY -> {
                out.writeStartArray();
                for (JsonNode element : node) {
                    write(element, out);
                }
                out.writeEndArray();
            }
            case STRING -> out.writeString(node.textValue());
            case NUMBER -> number(node, out);
            case BOOLEAN -> out.writeBoolean(node.booleanValue());
            case NULL -> out.writeNull();
            default -> throw new IllegalArgumentException("a " + node.getNodeType() + " node has no JSON form");
        }
    }

    private static void number(JsonNode node, JsonGenerator out) throws IOException {
        switch (node.numberType()) {
            case INT -> out.writeNumber(node.intValue());
            case LONG -> out.writeNumber(node.longValue());
            case BIG_INTEGER -> out.writeNumber(node.bigIntegerValue());
            case FLOAT -> out.writeNumber(node.floatValue());
            case DOUBLE -> out.writeNumber(node.doubleValue());
            case BIG_DECIMAL -> out.writeNumber(node.decimalValue());
        }
    }
}
