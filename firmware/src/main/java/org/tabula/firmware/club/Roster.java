package org.tabula.firmware.club;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.SecureRandom;
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
 * The club's roster: the people who play at the box, by name, and their badges; kept in the
 * state folder as {@code {"format": 1, "players": [{"name": "Aki", "badge": "3F9A0C12"}]}},
 * rewritten atomically ({@link Durable}: temp file, fsync, rename) after every change, so a power
 * cut leaves the roster before the change or after it. A change is checked whole first: a refused
 * or unsaved change changes nothing.
 *
 * <p>The page adds names on its thread and the console reads them on the loop's: the roster is
 * an immutable list behind a lock, so a reader always sees a whole roster.
 */
public final class Roster {
    public static final String FILE_NAME = "roster.json";
    /** More people than a club seats in a season; bounds the file and the page's table. */
    public static final int MAX_MEMBERS = 200;
    private static final int FORMAT = 1;

    private final Path file;
    private final SecureRandom random;
    private volatile List<Member> members;

    private Roster(Path file, List<Member> members, SecureRandom random) {
        this.file = file;
        this.members = List.copyOf(members);
        this.random = random;
    }

    /** A roster that lives only in memory (tests, the simulator without a state folder). */
    public static Roster inMemory() {
        return new Roster(null, List.of(), new SecureRandom());
    }

    /**
     * The roster of the state folder, empty if it has none yet.
     *
     * @throws IOException if the file cannot be read or is not a roster (the message says where)
     */
    public static Roster load(Path stateDirectory) throws IOException {
        Path file = stateDirectory.resolve(FILE_NAME);
        List<Member> members = new ArrayList<>();
        try {
            JsonNode saved = Json.readFile(Files.readAllBytes(file), file);
            // Other keys are ignored: a later version may keep more of a person.
            if (!(saved.get("format") instanceof IntNode format) || format.intValue() != FORMAT
                    || !(saved.get("players") instanceof ArrayNode players)) {
                throw new IOException(file + ": not a roster of format " + FORMAT);
            }
            for (JsonNode player : players) {
                members.add(member(player, file));
            }
        } catch (NoSuchFileException e) {
            // Nobody has a name yet.
        }
        return new Roster(file, members, new SecureRandom());
    }

    private static Member member(JsonNode player, Path file) throws IOException {
        if (!(player.get("name") instanceof TextNode name)) {
            throw new IOException(file + ": a player without a name: " + Json.text(player));
        }
        try {
            JsonNode badge = player.get("badge");
            return new Member(PlayerName.parse(name.textValue()),
                    badge instanceof TextNode id ? Badge.parse(Badge.PREFIX + id.textValue()).orElseThrow(
                            () -> new IOException(file + ": not a badge: " + Json.text(badge))) : null);
        } catch (RosterRefusal e) {
            throw new IOException(file + ": not a name: " + Json.text(name), e);
        }
    }

    /** Everyone, in the order they joined. */
    public List<Member> members() {
        return members;
    }

    /** The member of this name (in any case), if there is one. */
    public Optional<Member> member(String name) {
        try {
            PlayerName wanted = PlayerName.parse(name);
            return members.stream().filter(member -> member.name().sameAs(wanted)).findFirst();
        } catch (RosterRefusal e) {
            return Optional.empty();
        }
    }

    /**
     * The member whose badge this is.
     *
     * @throws RosterRefusal if the badge is nobody's here (written for a member since removed, or on another box)
     */
    public Member holder(Badge badge) throws RosterRefusal {
        return members.stream().filter(member -> badge.equals(member.badge())).findFirst()
                .orElseThrow(() -> new RosterRefusal(RosterRefusal.Reason.UNKNOWN_BADGE, badge.id()));
    }

    /**
     * Adds a person and saves.
     *
     * @throws RosterRefusal if the name is no name or someone has it already; nothing changes then
     * @throws IOException   if the roster cannot be saved; nothing changes then
     */
    public synchronized Member add(String typed) throws RosterRefusal, IOException {
        PlayerName name = PlayerName.parse(typed);
        if (members.stream().anyMatch(member -> member.name().sameAs(name))) {
            throw new RosterRefusal(RosterRefusal.Reason.DUPLICATE, name.text());
        }
        if (members.size() >= MAX_MEMBERS) {
            throw new RosterRefusal(RosterRefusal.Reason.FULL, MAX_MEMBERS);
        }
        Member member = new Member(name, null);
        List<Member> next = new ArrayList<>(members);
        next.add(member);
        replace(next);
        return member;
    }

    /**
     * Takes a person off the roster and saves; their games stay in the archive under their name.
     *
     * @throws RosterRefusal if nobody has the name
     */
    public synchronized void remove(String name) throws RosterRefusal, IOException {
        Member member = existing(name);
        List<Member> next = new ArrayList<>(members);
        next.remove(member);
        replace(next);
    }

    /**
     * The person's badge, made (and saved) the first time it is asked for: the text to write on a tag.
     *
     * @throws RosterRefusal if nobody has the name
     */
    public synchronized Badge badge(String name) throws RosterRefusal, IOException {
        Member member = existing(name);
        if (member.badge() != null) {
            return member.badge();
        }
        Badge badge;
        do {
            badge = Badge.fresh(random);
        } while (holderOf(badge).isPresent());
        List<Member> next = new ArrayList<>(members);
        next.set(next.indexOf(member), new Member(member.name(), badge));
        replace(next);
        return badge;
    }

    private Optional<Member> holderOf(Badge badge) {
        return members.stream().filter(member -> badge.equals(member.badge())).findFirst();
    }

    private Member existing(String name) throws RosterRefusal {
        return member(name).orElseThrow(() -> new RosterRefusal(RosterRefusal.Reason.UNKNOWN, name.strip()));
    }

    private void replace(List<Member> next) throws IOException {
        if (file != null) {
            ObjectNode root = Json.object();
            root.put("format", FORMAT);
            ArrayNode players = root.putArray("players");
            for (Member member : next) {
                ObjectNode player = players.addObject().put("name", member.name().text());
                member.badgeIfAny().ifPresent(badge -> player.put("badge", badge.id()));
            }
            Durable.writeAtomically(file, Json.indented(root));
        }
        members = List.copyOf(next);
    }
}
