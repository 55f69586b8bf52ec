package org.tabula.firmware.console;

import java.util.function.LongSupplier;

import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.cards.CardWriter;
import org.tabula.firmware.loop.Clock;
import org.tabula.firmware.play.BotRunner;
import org.tabula.firmware.play.MatchRecorder;

/**
 * What every activity may use: the loop's clock, the card registry, how many readers the box
 * has, where new games get their seeds, where bots think, where matches are recorded, the
 * language the box speaks, and how cards' texts get written onto tags.
 */
public record ConsoleContext(Clock clock, CardRegistry registry, int readers, LongSupplier seeds, BotRunner bots,
        MatchRecorder recorder, LanguageChoice language, CardWriter cardWriter) {
}
