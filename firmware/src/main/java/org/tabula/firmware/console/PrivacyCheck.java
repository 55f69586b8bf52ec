package org.tabula.firmware.console;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;

import org.tabula.firmware.play.GameAdapter;
import org.tabula.rules.GameState;
import org.tabula.rules.View;

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

    /**
     * The values of a view's fields but the one that names who looks: views are records of plain
     * values (see {@link View}), so two audiences see the same when these are equal.
     */
    private static List<Object> withoutAudience(GameState state, int audience) {
        View view = state.view(audience);
        if (!view.getClass().isRecord()) {
            // Not comparable field by field: kept whole, so it differs by audience and reads as secret.
            return List.of(view);
        }
        List<Object> values = new ArrayList<>();
        for (RecordComponent component : view.getClass().getRecordComponents()) {
            if (!component.getName().equals("audience")) {
                try {
                    values.add(component.getAccessor().invoke(view));
                } catch (IllegalAccessException | InvocationTargetException e) {
                    throw new IllegalStateException("a view's fields are public", e);
                }
            }
        }
        return values;
    }
}
