package org.tabula.firmware.console;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Deck;
import org.tabula.firmware.club.Badge;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.screen.Lights;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.hal.Button;

/** Activities that start from the command line rather than from the menu. */
public final class Activities {
    private Activities() {
    }

    /** A match resumed after a restart, played on from where it stood; its end leads to the main menu. */
    public static Activity resume(ConsoleContext context, Match match) {
        return new PlayActivity(context, match, ConsoleGames.of(match.game().kind()).adapter(), () -> new MainMenu(context).activity(),
                context.clock().nanos());
    }

    /**
     * Enrolment of one deck ({@code tabula enrol}); when the person leaves it, the screen says how
     * many cards are enrolled and {@code whenDone} runs.
     */
    public static Activity enrolment(ConsoleContext context, Deck<?> deck, Runnable whenDone) {
        return new Enrolment(context, deck, () -> {
            whenDone.run();
            return finished(Text.of("enrol.saved"), List.of(deck.title(),
                    Text.of("enrol.count", context.registry().enrolledCount(deck), deck.cards().size())));
        });
    }

    /**
     * Writing the cards' texts onto tags ({@code tabula enrol DECK --write}), replacing other
     * messages without asking when {@code overwrite}; when the person leaves it, the screen says
     * how many tags were written and {@code whenDone} runs.
     */
    public static Activity tagWriting(ConsoleContext context, Deck<?> deck, boolean overwrite, Runnable whenDone) {
        TagWriting[] writing = new TagWriting[1];
        writing[0] = new TagWriting(context, deck, overwrite, () -> {
            whenDone.run();
            return finished(Text.of("write.done"), List.of(deck.title(), Text.of("write.count", writing[0].written())));
        });
        return writing[0];
    }

    /**
     * Writing one person's badge ({@code tabula cards badge NAME}); {@code whenDone} gets the tag
     * written, or none when the person left with BACK.
     */
    public static Activity badgeWriting(ConsoleContext context, Badge badge, Consumer<Optional<BadgeWriting.Written>> whenDone) {
        return new BadgeWriting(context, badge, whenDone);
    }

    /** The last screen of a command-line activity, shown until the service stops. */
    private static Activity finished(Text title, List<Text> lines) {
        return new Activity() {
            @Override
            public Activity onButton(Button button, boolean held, long nowNanos) {
                return this;
            }

            @Override
            public ScreenModel screen(long nowNanos) {
                return ScreenModel.of(ScreenModel.Kind.NOTICE, title, lines, -1, Lights.OFF);
            }
        };
    }
}
