package org.tabula.rules.bots;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.Game;
import org.tabula.rules.GameState;
import org.tabula.rules.InformationSet;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.sumo.SumoView;

class InformationSetTest {
    private final Game sumo = SumoSolverTest.sumo(Map.of());

    @Test
    void theOnlyStatesItHandsOutAreDeterminisedSamples() {
        for (Method method : InformationSet.class.getDeclaredMethods()) {
            if (Modifier.isPublic(method.getModifiers()) && !Modifier.isStatic(method.getModifiers())) {
                boolean givesState = GameState.class.isAssignableFrom(method.getReturnType());
                assertEquals(method.getName().equals("sample"), givesState, method + " must not give out a state other than a sample");
            }
        }
    }

    @Test
    void theSeatsSecretChoiceIsHiddenFromTheOtherSeatsSamples() {
        GameState state = sumo.start(0);
        state.apply(1, 6);
        InformationSet east = InformationSet.of(state, 0);
        int[] seen = new int[7];
        for (int i = 0; i < 600; i++) {
            GameState sample = east.sample(new SeededRandom(i));
            assertNotSame(state, sample);
            sample.apply(0, 1);
            seen[((SumoView) sample.view(0)).played().get(0).get(1)]++;
        }
        for (int card = 1; card <= 6; card++) {
            assertTrue(seen[card] > 50, "seat 1's hidden card is drawn from its whole hand: " + java.util.Arrays.toString(seen));
        }
    }

    @Test
    void laterMovesOnTheRealStateDoNotLeakIn() {
        GameState state = sumo.start(0);
        InformationSet info = InformationSet.of(state, 1);
        state.apply(0, 3);
        state.apply(1, 4);
        assertEquals(0, ((SumoView) info.view()).round());
        assertArrayEquals(new int[] {1, 2, 3, 4, 5, 6}, info.legalMoves());
    }

    @Test
    void aSeatThatIsNotToMoveGetsNoChoice() {
        GameState state = sumo.start(0);
        state.apply(0, 3);
        Bot bot = Bots.named("random").create(sumo);
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> bot.chooseMove(InformationSet.of(state, 0), Budget.iterations(1), new SeededRandom(0)));
        assertEquals("seat 0 is not to move", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> InformationSet.of(state, 2));
    }
}
