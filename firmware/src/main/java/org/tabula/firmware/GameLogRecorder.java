package org.tabula.firmware;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.function.LongSupplier;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.tabula.firmware.archive.Archive;
import org.tabula.firmware.archive.ArchiveEntry;
import org.tabula.firmware.club.Ratings;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.json.Json;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.Lead;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.firmware.script.MalformedScriptException;
import org.tabula.firmware.script.Move;
import org.tabula.firmware.script.Script;
import org.tabula.rules.EventSink;

/** Keeps the console's matches in the power-safe {@link GameLog} of the state directory. */
public final class GameLogRecorder implements MatchRecorder, AutoCloseable {
    /** How the journal's box settings name {@link Lead#FIRST_CARD}; a seat is its number, and the seed's draw is left out. */
    private static final String FIRST_CARD = "first card";
    /** The box settings' key for hints, {@code "hints": false} when the menu turned them off; left out while on. */
    private static final String HINTS = "hints";

    private final GameLog log;
    private final Ratings ratings;

    private GameLogRecorder(GameLog log, Path stateDirectory) throws IOException {
        this.log = log;
        this.ratings = Ratings.load(stateDirectory, log.archive(), System.err);
    }

    public static GameLogRecorder open(Path stateDirectory) throws IOException {
        return new GameLogRecorder(GameLog.open(stateDirectory), stateDirectory);
    }

    /** The recorder of the state directory, its archive of finished games keeping at most {@code archiveKb} KiB. */
    public static GameLogRecorder open(Path stateDirectory, int archiveKb) throws IOException {
        return new GameLogRecorder(GameLog.open(stateDirectory, archiveKb, Clock.systemUTC()), stateDirectory);
    }

    /** The club's ratings from the finished games, updated as each game ends (the page reads them live). */
    public Ratings ratings() {
        return ratings;
    }

    /** The archive of finished games, as the service keeps it (the web page reads it live). */
    @Override
    public Archive finishedGames() {
        return log.archive();
    }

    /** The match the journal holds unfinished (after a power cut), brought back to where it stood. */
    public Optional<Match> unfinished(LongSupplier seeds) {
        Lead lead = log.unfinishedBoxSettings().map(box -> leadOf(box.get("lead"))).orElse(Lead.DRAWN);
        boolean hints = log.unfinishedBoxSettings().map(box -> box.path(HINTS).asBoolean(true)).orElse(true);
        List<String> cards = log.unfinishedCards().orElse(List.of());
        List<String> names = log.unfinishedNames();
        List<Match.JournalledHint> asked = log.unfinishedHints().orElse(List.of());
        return log.unfinishedScript().flatMap(script -> Resume.match(script, cards, names, lead, hints, asked, seeds, this));
    }

    /**
     * Makes a saved game the one in play, to be continued at the box (bots included). Refused,
     * with the reason, while another game is unfinished, or when the script is malformed, does
     * not replay or is already over; nothing changes then.
     */
    public void load(String script) throws IOException {
        if (log.unfinishedScript().isPresent()) {
            throw new IllegalArgumentException("a game is already in play here (finish or abort it first)");
        }
        Script parsed;
        try {
            parsed = ConsoleGames.scriptReader().read(script);
        } catch (MalformedScriptException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        Replay.Outcome outcome = Replay.play(parsed, EventSink.DISCARD);
        if (!outcome.ok()) {
            throw new IllegalArgumentException("it does not replay: " + outcome.failure().error());
        }
        if (outcome.series().isOver()) {
            throw new IllegalArgumentException("the game is already over");
        }
        log.load(parsed);
    }

    @Override
    public void started(Match match) throws IOException {
        ObjectNode box = Json.object();
        if (match.lead() instanceof Lead.Seat seat) {
            box.put("lead", seat.seat());
        } else if (match.lead().equals(Lead.FIRST_CARD)) {
            box.put("lead", FIRST_CARD);
        }
        if (!match.hints()) {
            box.put(HINTS, false);
        }
        if (match.people().anyNamed()) {
            match.people().texts().forEach(box.putArray(GameLog.NAMES)::add);
        }
        log.start(match.header(), box.isEmpty() ? null : box);
    }

    /** The lead the box settings name; the seed's draw for none (a journal from before the choice, or a loaded script). */
    private static Lead leadOf(JsonNode lead) {
        if (lead != null && lead.isInt() && lead.asInt() >= 0) {
            return new Lead.Seat(lead.asInt());
        }
        return lead != null && FIRST_CARD.equals(lead.asText()) ? Lead.FIRST_CARD : Lead.DRAWN;
    }

    @Override
    public void moved(Match match, Move move, Card card) throws IOException {
        log.move(move, card == null ? null : card.ndefText());
    }

    @Override
    public void hinted(Match match, String move) throws IOException {
        log.hint(move);
    }

    @Override
    public void tookBack(Match match, int count) throws IOException {
        log.takeBack(count);
    }

    @Override
    public void finished(Match match) throws IOException {
        ArchiveEntry entry = log.finish();
        try {
            ratings.record(entry);
        } catch (IOException e) {
            // The game is archived: the ratings catch up with it at the next start.
            System.err.println("tabula: cannot save the ratings (" + e.getMessage() + "); they catch up at the next start");
        }
    }

    @Override
    public void abandoned(Match match) throws IOException {
        log.abandon();
    }

    @Override
    public void close() throws IOException {
        log.close();
    }
}
