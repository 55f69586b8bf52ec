package org.tabula.firmware.play.spite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.rules.SeatNames;
import org.tabula.rules.spite.Spite;
import org.tabula.rules.spite.SpiteEvent;

/** Issue 40: Spite's stalemate notice says what each seat must now do, not only "Stalemate". */
class SpiteStalemateWordsTest {
    @ParameterizedTest
    @CsvSource({
        "0, false, spite.eventStalemateBroken",
        "1, false, spite.eventStalemateOneMore",
        "1, true,  spite.eventStalemateOneMorePagat",
        "2, false, spite.eventStalemate",
    })
    void eachStageOfTheStalemateSaysWhatComesNext(int stage, boolean pagat, String key) {
        SeatNames seats = Spite.KIND.seatNames(2);
        Text text = new SpiteAdapter().eventText(seats, new SpiteEvent.StalemateStage(stage, pagat));
        assertEquals(Text.of(key), text);
        for (Language language : new Language[] {Language.english(), Language.japanese()}) {
            assertFalse(language.format(text).contains(key), language + " has words for " + key);
        }
    }
}
