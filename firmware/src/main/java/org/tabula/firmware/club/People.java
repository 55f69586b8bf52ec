package org.tabula.firmware.club;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

import org.tabula.rules.SeatName;

/**
 * Who sits at each seat by name: a roster name for a seat where a named person sits, nobody
 * where the seat keeps the game's name (people without a name, or a bot).
 */
public record People(List<Optional<PlayerName>> seats) {
    public People {
        seats = List.copyOf(seats);
        List<PlayerName> named = seats.stream().flatMap(Optional::stream).toList();
        for (int i = 0; i < named.size(); i++) {
            for (int j = i + 1; j < named.size(); j++) {
                if (named.get(i).sameAs(named.get(j))) {
                    throw new IllegalArgumentException(named.get(i) + " sits at two seats");
                }
            }
        }
    }

    /** Nobody named, at this many seats. */
    public static People none(int seats) {
        return new People(Collections.nCopies(seats, Optional.empty()));
    }

    /**
     * The people of names as the journal and the archive keep them (null or "" for a seat without
     * one); a name that is no longer a name (read from an older or foreign record) stays unnamed.
     */
    public static People of(List<String> names) {
        List<Optional<PlayerName>> seats = new ArrayList<>();
        for (String name : names) {
            Optional<PlayerName> parsed;
            try {
                parsed = name == null || name.isEmpty() ? Optional.empty() : Optional.of(PlayerName.parse(name));
            } catch (RosterRefusal e) {
                parsed = Optional.empty();
            }
            seats.add(parsed.filter(candidate -> seats.stream().flatMap(Optional::stream).noneMatch(candidate::sameAs)));
        }
        return new People(seats);
    }

    public int count() {
        return seats.size();
    }

    public Optional<PlayerName> at(int seat) {
        return seats.get(seat);
    }

    /** Whether anybody sits by name. */
    public boolean anyNamed() {
        return seats.stream().anyMatch(Optional::isPresent);
    }

    /** The seat where this person sits, or -1. */
    public int seatOf(PlayerName name) {
        for (int seat = 0; seat < seats.size(); seat++) {
            if (seats.get(seat).filter(name::sameAs).isPresent()) {
                return seat;
            }
        }
        return -1;
    }

    /** These people with {@code name} at {@code seat} (null: nobody by name), moved from any other seat they held. */
    public People with(int seat, PlayerName name) {
        List<Optional<PlayerName>> next = new ArrayList<>(seats);
        int before = name == null ? -1 : seatOf(name);
        if (before >= 0) {
            next.set(before, Optional.empty());
        }
        next.set(seat, Optional.ofNullable(name));
        return new People(next);
    }

    /** These people at {@code count} seats: seats added are unnamed, seats removed take their names away. */
    public People resized(int count) {
        List<Optional<PlayerName>> next = new ArrayList<>(seats.subList(0, Math.min(count, seats.size())));
        while (next.size() < count) {
            next.add(Optional.empty());
        }
        return new People(next);
    }

    /** The names as the journal and the archive keep them: "" for a seat without one. */
    public List<String> texts() {
        return seats.stream().map(name -> name.map(PlayerName::text).orElse("")).toList();
    }

    /** The names for {@link org.tabula.rules.SeatNames#seated}: null for a seat without one. */
    public List<SeatName> orNull() {
        List<SeatName> names = new ArrayList<>();
        seats.forEach(name -> names.add(name.map(PlayerName::seatName).orElse(null)));
        return names;
    }
}
