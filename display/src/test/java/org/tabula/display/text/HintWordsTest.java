package org.tabula.display.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.tabula.display.DrawnGames;
import org.tabula.display.screen.Prompts;
import org.tabula.rules.Why;
import org.tabula.rules.games.Whys;
import org.tabula.rules.sumo.Sumo;
import org.tabula.rules.sumo.SumoWhy;

/** Every reason a hint gives is said in every language, with the same places as the rules' English, which the English catalogue repeats word for word. */
class HintWordsTest {
    private static final Pattern PLACE = Pattern.compile("\\{(\\d+)(?:,(\\w+))?}");

    @Test
    void everyReasonIsInEveryCatalogueWithTheRulesPlaces() {
        List<Why.Reason> reasons = Whys.of(DrawnGames.kinds());
        assertTrue(reasons.size() >= 20, "reasons: " + reasons.size());
        for (Why.Reason reason : reasons) {
            assertEquals(reason.english(), Language.english().catalogue().template(reason.key().name()), reason.key().name() + ": the English catalogue says what the rules say");
            for (Language language : Language.all()) {
                String template = language.catalogue().template(reason.key().name());
                assertNotNull(template, language.name() + " lacks " + reason.key().name());
                assertEquals(places(reason.english()), places(template), language.name() + " " + reason.key().name());
            }
        }
    }

    @Test
    void aWhyNamesTheSeatAsTheGameDoes() {
        Why why = Why.of(SumoWhy.ESCAPES, 6, Sumo.KIND.seatNames(2).seat(1));
        assertEquals("With another card, a 6 from West would push you out", Language.english().format(Prompts.why(why)));
        assertEquals("ほかのカードだと西の6で押し出される", Language.japanese().format(Prompts.why(why)));
    }

    private static List<String> places(String template) {
        Matcher matcher = PLACE.matcher(template);
        return matcher.results().map(result -> result.group(1) + ":" + (result.group(2) == null ? "" : result.group(2))).sorted().toList();
    }
}
