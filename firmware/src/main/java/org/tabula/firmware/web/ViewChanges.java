package org.tabula.firmware.web;

import java.util.Iterator;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;

import org.tabula.firmware.json.Json;

/**
 * What the last move changed in a view, as JSON pointers ({@code /trick/2}) to the deepest values
 * that differ: the page highlights them. Computed from two views of one audience, so it tells that
 * audience nothing its view does not.
 */
final class ViewChanges {
    private ViewChanges() {
    }

    static ArrayNode between(JsonNode before, JsonNode now) {
        ArrayNode changed = Json.array();
        if (before != now) {
            collect("", before, now, changed);
        }
        return changed;
    }

    private static void collect(String path, JsonNode before, JsonNode now, ArrayNode changed) {
        if (before.equals(now)) {
            return;
        }
        if (before.isObject() && now.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> fields = now.fields(); fields.hasNext();) {
                Map.Entry<String, JsonNode> field = fields.next();
                JsonNode old = before.get(field.getKey());
                String at = path + "/" + escape(field.getKey());
                if (old == null) {
                    changed.add(at);
                } else {
                    collect(at, old, field.getValue(), changed);
                }
            }
            return;
        }
        if (before.isArray() && now.isArray()) {
            for (int i = 0; i < now.size(); i++) {
                if (i >= before.size()) {
                    changed.add(path + "/" + i);
                } else {
                    collect(path + "/" + i, before.get(i), now.get(i), changed);
                }
            }
            if (now.size() < before.size()) {
                changed.add(path);
            }
            return;
        }
        changed.add(path);
    }

    /** RFC 6901: {@code ~} and {@code /} in a key. */
    private static String escape(String key) {
        return key.replace("~", "~0").replace("/", "~1");
    }
}
