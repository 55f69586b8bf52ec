package org.tabula.hal.config;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A value in compact JSON, as {@link JsonNode#toString()} writes it: the notation errors have
 * always quoted a wrong number, boolean or array in (TOML's own, but for nan and inf, and for
 * tables inside arrays). Written here because toString() loads an ObjectMapper.
 */
final class CompactJson {
    private CompactJson() {
    }

    /** The value's JSON; written with a stack, as an array may hold tables nested as deep as the text is long. */
    static String of(JsonNode value) {
        StringBuilder out = new StringBuilder();
        // Nodes still to write, and the punctuation between them, the next on top.
        Deque<Object> pending = new ArrayDeque<>();
        pending.push(value);
        while (!pending.isEmpty()) {
            Object next = pending.pop();
            if (next instanceof String punctuation) {
                out.append(punctuation);
            } else if (next instanceof ArrayNode array) {
                out.append('[');
                pending.push("]");
                for (int i = array.size() - 1; i >= 0; i--) {
                    pending.push(array.get(i));
                    if (i > 0) {
                        pending.push(",");
                    }
                }
            } else if (next instanceof ObjectNode table) {
                out.append('{');
                pending.push("}");
                List<Map.Entry<String, JsonNode>> fields = new ArrayList<>(table.properties());
                for (int i = fields.size() - 1; i >= 0; i--) {
                    pending.push(fields.get(i).getValue());
                    pending.push(quoted(fields.get(i).getKey()) + ":");
                    if (i > 0) {
                        pending.push(",");
                    }
                }
            } else {
                JsonNode scalar = (JsonNode) next;
                if (scalar.isTextual()) {
                    out.append(quoted(scalar.textValue()));
                } else if (scalar.isDouble() && !Double.isFinite(scalar.doubleValue())) {
                    // JSON has no NaN or Infinity: Jackson wrote them as strings.
                    out.append('"').append(scalar.asText()).append('"');
                } else {
                    out.append(scalar.asText());
                }
            }
        }
        return out.toString();
    }

    /** A JSON string, escaped as Jackson escapes one: quote, backslash and control characters. */
    private static String quoted(String text) {
        StringBuilder out = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\b' -> out.append("\\b");
                case '\t' -> out.append("\\t");
                case '\n' -> out.append("\\n");
                case '\f' -> out.append("\\f");
                case '\r' -> out.append("\\r");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04X", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }
}
