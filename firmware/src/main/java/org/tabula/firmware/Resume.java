package org.tabula.firmware;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.LongSupplier;

import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.club.People;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.Lead;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.firmware.script.MalformedScriptException;
import org.tabula.firmware.script.Player;
import org.tabula.firmware.script.Script;
import org.tabula.rules.EventSink;

/**
 * Brings back the match the journal holds after a restart (a power cut, a crash): its script is
 * replayed through the rules to the very position it stood at, its bots back in their seats.
 */
final class Resume {
    private Resume() {
    }

    /**
     * The match in {@code script}, the people named at its seats as {@code names} says ("" for none),
     * its games led as {@code lead} says, hints offered or not, the cards tapped for its current
     * moves ({@code <deck>:<card>}, null for none) and the hints asked for in its game in play known
     * again, or empty (with the reason on standard error) if it does not replay.
     */
    static Optional<Match> match(String script, List<String> cards, List<String> names, Lead lead, boolean hints,
            List<Match.JournalledHint> asked, LongSupplier seeds, MatchRecorder recorder) {
        try {
            Script parsed = ConsoleGames.scriptReader().read(script);
            Replay.Outcome outcome = Replay.play(parsed, EventSink.DISCARD);
            if (!outcome.ok()) {
                System.err.println("tabula: the journaled game does not replay (" + outcome.failure().error() + "); starting afresh");
                return Optional.empty();
            }
            if (lead instanceof Lead.Seat seat && seat.seat() >= parsed.game().players()) {
                System.err.println("tabula: the journal names seat " + seat.seat() + " to lead a game of " + parsed.game().players()
                        + " players; the seed draws the leader of the next games");
                lead = Lead.DRAWN;
            }
            List<Card> tapped = new ArrayList<>();
            for (String card : cards) {
                tapped.add(card == null ? null : CardRegistry.parse(card).orElse(null));
            }
            int players = parsed.game().players();
            People people = names.size() == players ? People.of(names) : People.none(players);
            for (int seat = 0; seat < players; seat++) {
                if (parsed.players().get(seat) instanceof Player.Bot) {
                    people = people.with(seat, null);
                }
            }
            return Optional.of(Match.resumed(parsed, people, outcome.series(), lead, hints, outcome.state(), tapped, asked, seeds, recorder));
        } catch (MalformedScriptException e) {
            System.err.println("tabula: the journaled game cannot be read (" + e.getMessage() + "); starting afresh");
            return Optional.empty();
        }
    }
}
