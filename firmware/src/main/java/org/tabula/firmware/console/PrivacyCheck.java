package org.tabula.firmware.console;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.tabula.firmware.json.Json;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.rules.GameState;

/**
 * Whether a seat's choice must be made out of the others' sight on the shared screen: when
 * several seats choose at once (the Sumo reveal), or when the seat sees more than the table
 * does (a hand of cards). Found from the game's own views, so it holds for every game, unless
 * the game's adapter knows better; the answer is kept until the position changes.
 */
final class PrivacyCheck {
    private GameState checkedState;
    private int checkedSeat = -1;
    private int checkedMoves = -1;
    private boolean secret;

    boolean isSecret(GameState state, GameAdapter adapter, int seat, int movesMade) {
        if (state != checkedState || seat != checkedSeat || movesMade != checkedMoves) {
            checkedState = state;
            checkedSeat = seat;
            checkedMoves = movesMade;
            Boolean known = adapter.secretChoice(state, seat);
            secret = known != null ? known
                    : state.toMove().size() > 1 || !withoutAudience(state, seat).equals(withoutAudience(state, GameState.TABLE));
        }
        return secret;
    }

    private static JsonNode withoutAudience(GameState state, int audience) {
        JsonNode tree = Json.MAPPER.valueToTree(state.view(audience));
        if (tree instanceof ObjectNode object) {
            object.remove("audience");
        }
        return tree;
    }
}
