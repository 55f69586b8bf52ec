package org.tabula.firmware;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.LongSupplier;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.tabula.firmware.json.Json;
import org.tabula.firmware.play.Lead;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.rules.EventSink;

/**
 * Brings back the match the journal holds after a restart (a power cut, a crash): its script is
 * replayed through the rules to the very position it stood at, its bots back in their seats.
 */
final class Resume {
    private Resume() {
    }

    /** The part of a journaled script kept as it was written: a series' games (a single game has none). */
    private record Journaled(Games series) {
        private record Games(List<ObjectNode> games) {
        }
    }

    /**
     * The match in {@code script}, its games led as {@code lead} says, or empty (with the reason on
     * standard error) if it does not replay.
     */
    static Optional<Match> match(String script, Lead lead, LongSupplier seeds, MatchRecorder recorder) {
        try {
            ReplayScript parsed = ReplayScript.parse(script);
            Replay.Outcome outcome = Replay.play(parsed, EventSink.DISCARD);
            if (!outcome.ok()) {
                System.err.println("tabula: the journaled game does not replay (" + outcome.failure().error() + "); starting afresh");
                return Optional.empty();
            }
            List<ReplayScript.Deal> deals = parsed.deals();
            ReplayScript.Deal current = deals.get(deals.size() - 1);
            Journaled journaled = Json.MAPPER.readerFor(Journaled.class).without(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                    .readValue(script);
            List<ObjectNode> games = journaled.series() == null || journaled.series().games() == null ? List.of() : journaled.series().games();
            List<ObjectNode> finished = games.subList(0, Math.max(0, games.size() - 1));
            if (lead instanceof Lead.Seat seat && seat.seat() >= parsed.game().players()) {
                System.err.println("tabula: the journal names seat " + seat.seat() + " to lead a game of " + parsed.game().players()
                        + " players; the seed draws the leader of the next games");
                lead = Lead.DRAWN;
            }
            List<String> players = new ArrayList<>(Collections.nCopies(parsed.game().players(), Match.HUMAN));
            parsed.bots().seats().forEach((seat, bot) -> players.set(seat, bot.kind().name()));
            return Optional.of(Match.resumed(parsed.game(), players, outcome.series(), finished, lead, current.seed(),
                    current.setup(), outcome.state(), current.moves(), seeds, recorder));
        } catch (ReplayScript.MalformedException | java.io.IOException e) {
            System.err.println("tabula: the journaled game cannot be read (" + e.getMessage() + "); starting afresh");
            return Optional.empty();
        }
    }
}
