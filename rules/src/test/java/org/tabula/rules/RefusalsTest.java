package org.tabula.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.Test;

import org.tabula.rules.games.Refusals;
import org.tabula.rules.games.Games;
import org.tabula.rules.spite.SpiteRefusal;
import org.tabula.rules.sumo.SumoRefusal;

class RefusalsTest {
    @Test
    void everyReasonHasItsOwnKeyUnderRules() {
        Set<MessageKey> keys = new HashSet<>();
        for (Refusal.Reason reason : Refusals.of(Games.all())) {
            String key = reason.key().name();
            assertTrue(key.startsWith("rules."), key);
            // Translations are filed under the keys: each names its reason as the enum does.
            assertTrue(key.endsWith("." + ((Enum<?>) reason).name()), key + " names " + reason);
            assertTrue(keys.add(reason.key()), "two reasons share " + key);
        }
    }

    @Test
    void theSentenceIsTheEnglishTemplateFilledIn() {
        assertEquals("Seat 1 has no 7 left", Refusal.of(SumoRefusal.NO_CARD_LEFT, 1, 7).sentence());
        // An argument only other languages use leaves the English as it was.
        assertEquals("7 does not go on centre pile 2 (it needs a 5)", Refusal.of(SpiteRefusal.CENTRE_MISFIT, "7", 2, "a 5", "5").sentence());
        assertEquals("Seat 1 has no {1} left", Refusal.of(SumoRefusal.NO_CARD_LEFT, 1).sentence());
    }

    @Test
    void anIllegalMoveCarriesItsRefusalAndTheSentenceAsItsMessage() {
        GameState state = Games.find("sumo").orElseThrow().create(2, Games.find("sumo").orElseThrow().parseOptions(java.util.Map.of())).start(1);
        state.apply(0, 3);
        IllegalMoveException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalMoveException.class, () -> state.apply(0, 4));
        assertEquals(SumoRefusal.ALREADY_CHOSEN, e.refusal().reason());
        assertEquals("Seat 0 has already chosen a card this round", e.getMessage());
    }
}
