package org.tabula.firmware;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.tabula.firmware.archive.Archive;
import org.tabula.firmware.archive.ArchiveEntry;
import org.tabula.firmware.journal.Journal;
import org.tabula.firmware.json.Json;
import org.tabula.firmware.script.Move;
import org.tabula.firmware.script.Script;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.script.ScriptWriter;

/**
 * The console's memory of games, kept so that nothing is lost when the power fails. The game in
 * play is a replay script written piece by piece into a journal: first the script without its
 * moves, then one record per accepted move, each forced to storage before the move is shown as
 * accepted; a take-back is a record of its own ({@link #TAKE_BACK}), forced to storage before the
 * game is shown without the moves it takes back. At start the script is rebuilt (its standing
 * moves only) and replayed to resume exactly where play stood.
 * Finished games (and series) go to the {@link Archive}.
 *
 * <p>A series is one script with a {@code "series"} key: the games before the current one are
 * complete in it, and the moves recorded go to its last game.
 */
final class GameLog implements AutoCloseable {
    static final String CURRENT = "game.journal";
    /** Where finished games went before the archive: read into it once, then removed. */
    static final String HISTORY = "history.journal";
    /**
     * The header record's key for the box's own settings of the match (who leads, {@code {"lead":
     * "first card"}}): kept in the journal for a resume, never part of a script read from it.
     */
    static final String BOX_SETTINGS = "box";

    /**
     * The box settings' key for the names of the people at the seats, {@code "names": ["Aki", ""]}
     * ("" for a seat without one), left out when nobody sat by name; the archive keeps them with the game.
     */
    static final String NAMES = "names";

    /**
     * The key of a take-back record, {@code {"takeBack":2}}: the last 2 moves recorded are taken
     * back. A bare move record never starts with a brace ({@code "<seat>:<move>"}), and a tapped
     * move's record ({@link #MOVE}) has no such key, so they never mix.
     */
    static final String TAKE_BACK = "takeBack";

    /**
     * The keys of a move made by a tap, {@code {"move":"1:H2H>C1","card":"spite:2H/1"}}: the move
     * and the physical card tapped for it ({@code <deck>:<card>}), so that after a restart the box
     * still knows which copy lies where. A move made with the buttons is its bare notation.
     */
    static final String MOVE = "move";
    static final String CARD = "card";

    /**
     * The key of a hint's record, {@code {"hint":"1:H2H>C1"}}: seat 1 asked for a hint and was shown
     * that move. It has no {@link #MOVE} or {@link #TAKE_BACK} key, so rebuilding the script passes
     * over it: a hint never changes the game or its replay.
     */
    static final String HINT = "hint";

    private final Path folder;
    private Journal current;
    private final Archive archive;
    private final Clock clock;

    private GameLog(Path folder, Journal current, Archive archive, Clock clock) {
        this.folder = folder;
        this.current = current;
        this.archive = archive;
        this.clock = clock;
    }

    /** {@link #open(Path, int, Clock)} with the archive's default size, on the system's clock. */
    static GameLog open(Path stateFolder) throws IOException {
        return open(stateFolder, org.tabula.hal.config.HardwareConfig.DEFAULT_ARCHIVE_KB, Clock.systemUTC());
    }

    /**
     * Opens the log in the state folder, its archive keeping at most {@code archiveKb} KiB, and
     * settles a game that finished just before a power cut.
     */
    static GameLog open(Path stateFolder, int archiveKb, Clock clock) throws IOException {
        Files.createDirectories(stateFolder);
        // A game settled here ended when its journal was last written, before opening it may cut a
        // torn record: this start may come hours later, and a Pi without a clock of its own may
        // not even know the time yet.
        Path journal = stateFolder.resolve(CURRENT);
        Instant lastWritten = Files.exists(journal) ? Files.getLastModifiedTime(journal).toInstant() : clock.instant();
        GameLog log = new GameLog(stateFolder, Journal.open(journal), Archive.open(stateFolder, archiveKb), clock);
        log.archiveHistory();
        if (log.current.count() > 0 && log.rebuiltScript().isEmpty()) {
            log.setAsideCurrent();
        }
        Optional<FinishedGame> finished = log.unfinishedScript().flatMap(FinishedGame::of);
        if (finished.isPresent()) {
            // The power failed between the last move and the move to the archive.
            if (log.lastArchived().equals(Optional.of(finished.get().text()))) {
                log.resetCurrent();
            } else {
                log.archiveAndReset(finished.get(), lastWritten);
            }
        }
        return log;
    }

    /** The archive of finished games. */
    Archive archive() {
        return archive;
    }

    private Optional<String> lastArchived() {
        List<ArchiveEntry> last = archive.latest(1);
        return last.isEmpty() ? Optional.empty() : archive.script(last.get(0).number());
    }

    /**
     * Moves the games of a history journal (before the archive) into the archive, dated when the
     * history was last written, then removes it; a game already there (a restart midway) is not
     * archived twice.
     */
    private void archiveHistory() throws IOException {
        Path history = folder.resolve(HISTORY);
        if (!Files.exists(history)) {
            return;
        }
        Instant when = Files.getLastModifiedTime(history).toInstant();
        java.util.Set<String> kept = new java.util.HashSet<>();
        archive.entries().forEach(entry -> archive.script(entry.number()).ifPresent(kept::add));
        for (byte[] record : Journal.read(history)) {
            String script = new String(record, StandardCharsets.UTF_8);
            Optional<FinishedGame> finished = FinishedGame.of(script);
            if (finished.isPresent() && !kept.contains(script)) {
                finished.get().archiveIn(archive, when, List.of());
            }
        }
        Files.delete(history);
    }

    /** The script of the game (or series) in play when the console stopped, or empty. */
    Optional<String> unfinishedScript() {
        if (current.count() == 0) {
            return Optional.empty();
        }
        // open() set aside a journal without a readable header, and only start() writes one.
        return Optional.of(rebuiltScript().orElseThrow(() -> new IllegalStateException("the game journal's first record is not a script header")));
    }

    /** The box's settings recorded with the game in play ({@link #BOX_SETTINGS}), or empty. */
    Optional<ObjectNode> unfinishedBoxSettings() {
        try {
            return current.count() == 0 || !(Json.read(current.record(0)).get(BOX_SETTINGS) instanceof ObjectNode box)
                    ? Optional.empty() : Optional.of(box);
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /**
     * The names of the people at the seats of the game in play ({@link #NAMES} in the box's
     * settings, "" for a seat without one), or an empty list when nobody sat by name.
     */
    List<String> unfinishedNames() {
        return unfinishedBoxSettings().map(box -> box.get(NAMES)).filter(JsonNode::isArray)
                .map(names -> {
                    List<String> texts = new ArrayList<>();
                    names.forEach(name -> texts.add(name.isTextual() ? name.textValue() : ""));
                    return texts;
                }).orElse(List.of());
    }

    /** The script rebuilt from the game journal's records, or empty when its first record is no script header. */
    private Optional<String> rebuiltScript() {
        return rebuilt().map(rebuilt -> rebuilt.script);
    }

    /**
     * The physical card tapped for each standing move of the game in play ({@code <deck>:<card>}),
     * null for a move made with the buttons; empty when no game is in play.
     */
    Optional<List<String>> unfinishedCards() {
        return current.count() == 0 ? Optional.empty() : rebuilt().map(rebuilt -> rebuilt.cards);
    }

    /**
     * The hints asked for in the game in play, as recorded ({@link #HINT}), each with the count of
     * moves standing when it was asked; hints for positions a take-back left are gone. Empty when no game is in play.
     */
    Optional<List<Match.JournalledHint>> unfinishedHints() {
        return current.count() == 0 ? Optional.empty() : rebuilt().map(rebuilt -> rebuilt.hints);
    }

    /** The standing script, the cards tapped for its current moves, and the hints asked for at its standing positions. */
    private record Rebuilt(String script, List<String> cards, List<Match.JournalledHint> hints) {
    }

    private Optional<Rebuilt> rebuilt() {
        List<byte[]> records = current.records();
        try {
            if (!(Json.read(records.get(0)) instanceof ObjectNode script) || ScriptWriter.currentMoves(script) == null) {
                return Optional.empty();
            }
            script.remove(BOX_SETTINGS);
            ArrayNode moves = ScriptWriter.currentMoves(script);
            List<String> cards = new ArrayList<>();
            List<Match.JournalledHint> hints = new ArrayList<>();
            for (byte[] record : records.subList(1, records.size())) {
                int count = takenBack(record);
                for (int i = 0; i < count && !moves.isEmpty(); i++) {
                    moves.remove(moves.size() - 1);
                    cards.remove(cards.size() - 1);
                }
                int standing = moves.size();
                hints.removeIf(hint -> hint.atMove() > standing);
                if (count == 0 && (record.length == 0 || record[0] != '{')) {
                    moves.add(new String(record, StandardCharsets.UTF_8));
                    cards.add(null);
                } else if (count == 0) {
                    JsonNode tapped = Json.read(record);
                    JsonNode move = tapped.get(MOVE);
                    JsonNode card = tapped.get(CARD);
                    JsonNode hint = tapped.get(HINT);
                    if (move != null && move.isTextual()) {
                        moves.add(move.asText());
                        cards.add(card != null && card.isTextual() ? card.asText() : null);
                    } else if (hint != null && hint.isTextual()) {
                        hints.add(new Match.JournalledHint(hint.asText(), moves.size()));
                    }
                }
            }
            return Optional.of(new Rebuilt(Json.text(script), cards, hints));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /**
     * A game journal whose records pass their checksums but hold no game (a foreign or hand-edited
     * file) is kept aside for a report, as {@link Journal} keeps a damaged one, and play starts afresh.
     */
    private void setAsideCurrent() throws IOException {
        current.close();
        Path aside = folder.resolve(CURRENT + ".unreadable-" + System.currentTimeMillis());
        Files.move(folder.resolve(CURRENT), aside);
        current = Journal.open(folder.resolve(CURRENT));
        System.err.println("tabula: the game journal holds no game; kept as " + aside + ", starting afresh");
    }

    /**
     * Starts recording a new game: {@code header} is its replay script without moves (for a
     * series, the current game is the last of its games, with no moves yet).
     */
    void start(Script header) throws IOException {
        start(header, null);
    }

    /** {@link #start(Script)}, with the box's settings of the match ({@link #BOX_SETTINGS}) kept beside the script. */
    void start(Script header, ObjectNode boxSettings) throws IOException {
        if (!header.current().moves().isEmpty()) {
            throw new IllegalArgumentException("a new game's header has no moves yet");
        }
        resetCurrent();
        current.append(headerRecord(header, boxSettings));
    }

    /** A game's first record: its replay script without moves (moves are records of their own), and the box's settings if any. */
    private static byte[] headerRecord(Script header, ObjectNode boxSettings) {
        ObjectNode record = ScriptWriter.header(header);
        if (boxSettings != null) {
            record.set(BOX_SETTINGS, boxSettings);
        }
        return Json.bytes(record);
    }

    /**
     * Makes {@code script} (a saved game, moves and all) the game in play, as if its moves had
     * just been played at the box: the header, then one record per move, written as one new
     * journal, so that a kill or a power cut while it is written leaves no part of the game.
     */
    void load(Script script) throws IOException {
        List<byte[]> records = new ArrayList<>();
        records.add(headerRecord(script.withCurrentMoves(List.of()), null));
        for (Move move : script.current().moves()) {
            records.add(moveRecord(move, null));
        }
        // Replaced before the open journal is closed: a failed write leaves the log as it was, still open.
        Journal.replace(folder.resolve(CURRENT), records);
        current.close();
        current = Journal.open(folder.resolve(CURRENT));
    }

    /** Records an accepted move, written {@code "<seat>:<move>"}; returns once it is on storage. */
    void move(Move move) throws IOException {
        move(move, null);
    }

    /** Records an accepted move and the card tapped for it ({@code <deck>:<card>}; null: none, see {@link #MOVE}). */
    void move(Move move, String card) throws IOException {
        if (current.count() == 0) {
            throw new IllegalStateException("no game is being recorded");
        }
        current.append(moveRecord(move, card));
    }

    /** A move's record: its notation alone, or with the card tapped for it. */
    private static byte[] moveRecord(Move move, String card) {
        String text = move.text();
        return card == null ? text.getBytes(StandardCharsets.UTF_8) : Json.bytes(Json.object().put(MOVE, text).put(CARD, card));
    }

    /** Records a hint shown to a seat ({@link #HINT}); returns once it is on storage. */
    void hint(String move) throws IOException {
        if (current.count() == 0) {
            throw new IllegalStateException("no game is being recorded");
        }
        current.append(Json.bytes(Json.object().put(HINT, move)));
    }

    /** Records that the last {@code count} moves are taken back; returns once it is on storage. */
    void takeBack(int count) throws IOException {
        if (current.count() == 0) {
            throw new IllegalStateException("no game is being recorded");
        }
        if (count < 1) {
            throw new IllegalArgumentException("a take-back takes back at least one move, not " + count);
        }
        current.append(Json.bytes(Json.object().put(TAKE_BACK, count)));
    }

    /** How many moves a record takes back: its count if it is a take-back record, else 0 (a move). */
    private static int takenBack(byte[] record) throws IOException {
        if (record.length == 0 || record[0] != '{') {
            return 0;
        }
        JsonNode count = Json.read(record).get(TAKE_BACK);
        return count != null && count.canConvertToInt() && count.asInt() > 0 ? count.asInt() : 0;
    }

    /** Moves the finished game (or series) to the archive and clears the game in play; returns its entry there. */
    ArchiveEntry finish() throws IOException {
        Optional<String> script = unfinishedScript();
        if (script.isEmpty()) {
            throw new IllegalStateException("no game is being recorded");
        }
        return archiveAndReset(FinishedGame.of(script.get())
                .orElseThrow(() -> new IllegalStateException("the game recorded is not over: " + script.get())), clock.instant());
    }

    /**
     * The archive first (the game dated {@code finished}), then the game in play cleared: a power
     * cut between the two is settled by {@link #open}.
     */
    private ArchiveEntry archiveAndReset(FinishedGame finished, Instant when) throws IOException {
        ArchiveEntry entry = finished.archiveIn(archive, when, unfinishedNames());
        resetCurrent();
        return entry;
    }

    /** Clears the game in play without keeping it (an aborted game). */
    void abandon() throws IOException {
        resetCurrent();
    }

    /** The scripts of finished games and series kept in the archive, oldest first. */
    List<String> history() {
        List<String> scripts = new ArrayList<>();
        archive.entries().forEach(entry -> archive.script(entry.number()).ifPresent(scripts::add));
        return scripts;
    }

    private void resetCurrent() throws IOException {
        current.close();
        Files.deleteIfExists(folder.resolve(CURRENT));
        current = Journal.open(folder.resolve(CURRENT));
    }

    @Override
    public void close() throws IOException {
        current.close();
        archive.close();
    }
}
