package org.tabula.firmware.console;

import java.util.function.LongSupplier;

import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.cards.CardWriter;
import org.tabula.firmware.club.Roster;
import org.tabula.firmware.loop.ConsoleClock;
import org.tabula.firmware.play.BotRunner;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.firmware.web.PhonePairing;

/**
 * What every activity may use: the loop's clock, the card registry, how many readers the box
 * has, where new games get their seeds, where bots think, where matches are recorded, the
 * language the box speaks, how cards' texts get written onto tags, and how a seat pairs a phone
 * with the live page, and who the club's people are (the roster).
 */
public record ConsoleContext(ConsoleClock clock, CardRegistry registry, int readers, LongSupplier seeds, BotRunner bots,
        MatchRecorder recorder, LanguageChoice language, CardWriter cardWriter, PhonePairing phones, Roster roster) {
    /** A box without the live page. */
    public ConsoleContext(ConsoleClock clock, CardRegistry registry, int readers, LongSupplier seeds, BotRunner bots,
            MatchRecorder recorder, LanguageChoice language, CardWriter cardWriter) {
        this(clock, registry, readers, seeds, bots, recorder, language, cardWriter, PhonePairing.OFF);
    }

    /** A box whose roster is nobody yet, kept in memory only. */
    public ConsoleContext(ConsoleClock clock, CardRegistry registry, int readers, LongSupplier seeds, BotRunner bots,
            MatchRecorder recorder, LanguageChoice language, CardWriter cardWriter, PhonePairing phones) {
        this(clock, registry, readers, seeds, bots, recorder, language, cardWriter, phones, Roster.inMemory());
    }
}
