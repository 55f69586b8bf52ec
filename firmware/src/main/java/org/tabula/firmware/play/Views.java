package org.tabula.firmware.play;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

import org.tabula.firmware.Json;
import org.tabula.rules.GameState;

/**
 * A game's view read as the plain values it is made of (the same JSON {@code tabula replay}
 * prints as {@code state}), so an adapter depends on the view's published fields only.
 */
final class Views {
    private Views() {
    }

    static JsonNode of(GameState state, int audience) {
        return Json.MAPPER.valueToTree(state.view(audience));
    }

    static List<String> strings(JsonNode array) {
        List<String> values = new ArrayList<>();
        array.forEach(item -> values.add(item.isNull() ? null : item.asText()));
        return values;
    }

    static List<Integer> numbers(JsonNode array) {
        List<Integer> values = new ArrayList<>();
        array.forEach(item -> values.add(item.asInt()));
        return values;
    }
}
