package org.tabula.firmware.club;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

import org.tabula.firmware.journal.Durable;
import org.tabula.firmware.json.Json;

/**
 * The club's roster: the names of the people who play at the box, kept in the state folder as
 * {@code {"format": 1, "players": [{"name": "Aki"}]}}, rewritten atomically ({@link Durable}:
 * temp file, fsync, rename, fsync of the folder) after every change, so a power cut leaves the
 * roster before the change or after it. A change is checked whole first: a refused or unsaved
 * change changes nothing.
 *
 * <p>The page changes it on its thread and the console reads it on the loop's: the roster is an
 * immutable list behind a volatile field, changed under a lock, so a reader always sees a whole roster.
 */
public final class Roster {
    public static final String FILE_NAME = "roster.json";
    /** More people than a club seats in a season; bounds the file and the page's table. */
    public static final int MAX_MEMBERS = 200;
    private static final int FORMAT = 1;

    private final Path file;
    private volatile List<PlayerName> members;

    private Roster(Path file, List<PlayerName> members) {
        this.file = file;
        this.members = List.copyOf(members);
    }

    /** A roster that lives only in memory (tests, the simulator without a state folder). */
    public static Roster inMemory() {
        return new Roster(null, List.of());
    }

    /**
     * The roster of the state folder, empty if it has none yet.
     *
     * @throws IOException if the file cannot be read or is not a roster (the message says where)
     */
    public static Roster load(Path stateDirectory) throws IOException {
        Path file = stateDirectory.resolve(FILE_NAME);
        List<PlayerName> members = new ArrayList<>();
        try {
            JsonNode saved = Json.readFile(Files.readAllBytes(file), file);
            // Other keys are ignored: a later version may keep more of a person.
            if (!(saved.get("format") instanceof IntNode format) || format.intValue() != FORMAT
                    || !(saved.get("players") instanceof ArrayNode players)) {
                throw new IOException(file + ": not a roster of format " + FORMAT);
            }
            for (JsonNode player : players) {
                if (!(player.get("name") instanceof TextNode name)) {
                    throw new IOException(file + ": a player without a name: " + Json.text(player));
                }
                try {
                    members.add(PlayerName.parse(name.textValue()));
                } catch (RosterRefusal e) {
                    throw new IOException(file + ": not a name: " + Json.text(name), e);
                }
            }
        } catch (NoSuchFileException e) {
            // Nobody has a name yet.
        }
        return new Roster(file, members);
    }

    /** Everyone, in the order they joined. */
    public List<PlayerName> members() {
        return members;
    }

    /** The member of this name (in any case), if there is one. */
    public Optional<PlayerName> member(String name) {
        try {
            PlayerName wanted = PlayerName.parse(name);
            return members.stream().filter(wanted::sameAs).findFirst();
        } catch (RosterRefusal e) {
            return Optional.empty();
        }
    }

    /**
     * The member whose badge this is.
     *
     * @throws RosterRefusal if the name on the badge is not on the roster (taken off it, or a badge of another box)
     */
    public PlayerName holder(Badge badge) throws RosterRefusal {
        return members.stream().filter(badge.name()::sameAs).findFirst()
                .orElseThrow(() -> new RosterRefusal(RosterRefusal.Reason.UNKNOWN_BADGE, badge.name().text()));
    }

    /**
     * Adds a person and saves.
     *
     * @throws RosterRefusal if the name is no name or someone has it already; nothing changes then
     * @throws IOException   if the roster cannot be saved; nothing changes then
     */
    public synchronized PlayerName add(String typed) throws RosterRefusal, IOException {
        PlayerName name = PlayerName.parse(typed);
        if (members.stream().anyMatch(name::sameAs)) {
            throw new RosterRefusal(RosterRefusal.Reason.DUPLICATE, name.text());
        }
        if (members.size() >= MAX_MEMBERS) {
            throw new RosterRefusal(RosterRefusal.Reason.FULL, MAX_MEMBERS);
        }
        List<PlayerName> next = new ArrayList<>(members);
        next.add(name);
        replace(next);
        return name;
    }

    /**
     * Takes a person off the roster and saves; their games stay in the archive under their name,
     * and their badge sits nobody until the name is on the roster again.
     *
     * @throws RosterRefusal if nobody has the name; nothing changes then
     * @throws IOException   if the roster cannot be saved; nothing changes then
     */
    public synchronized void remove(String name) throws RosterRefusal, IOException {
        PlayerName member = existing(name);
        List<PlayerName> next = new ArrayList<>(members);
        next.remove(member);
        replace(next);
    }

    /**
     * The badge of a person on the roster: the text to write on a tag. Every name fits one: the
     * writer puts a text that UTF-8 makes too long in UTF-16, two bytes a character.
     *
     * @throws RosterRefusal if nobody has the name
     */
    public Badge badge(String name) throws RosterRefusal {
        return new Badge(existing(name));
    }

    private PlayerName existing(String name) throws RosterRefusal {
        return member(name).orElseThrow(() -> new RosterRefusal(RosterRefusal.Reason.UNKNOWN, name.strip()));
    }

    private void replace(List<PlayerName> next) throws IOException {
        if (file != null) {
            ObjectNode root = Json.object();
            root.put("format", FORMAT);
            ArrayNode players = root.putArray("players");
            next.forEach(member -> players.addObject().put("name", member.text()));
            Durable.writeAtomically(file, Json.indented(root));
        }
        members = List.copyOf(next);
    }
}
