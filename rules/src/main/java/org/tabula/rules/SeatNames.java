package org.tabula.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * What a game calls its seats, for one player count: the one model of seat names, declared by
 * the game ({@link GameDeclaration#seatNames()}) and used by every screen, message, menu, page
 * and record that names a seat. Each seat has a name and a short name for narrow table columns
 * (the same where the name is short already).
 */
public record SeatNames(List<SeatName> names, List<SeatName> shortNames) {
    private static final List<SeatName> COLOURS = List.of(SeatName.of("colour.red"), SeatName.of("colour.blue"),
            SeatName.of("colour.green"), SeatName.of("colour.yellow"), SeatName.of("colour.white"));
    private static final List<SeatName> SHORT_COLOURS = List.of(SeatName.of("colour.redShort"), SeatName.of("colour.blueShort"),
            SeatName.of("colour.greenShort"), SeatName.of("colour.yellowShort"), SeatName.of("colour.whiteShort"));
    private static final List<String> TEAMS = List.of("seat.teamA", "seat.teamB", "seat.teamC");

    public SeatNames {
        names = List.copyOf(names);
        shortNames = List.copyOf(shortNames);
        if (names.isEmpty() || names.size() != shortNames.size()) {
            throw new IllegalArgumentException(names.size() + " seat names but " + shortNames.size() + " short names");
        }
    }

    /** These names, each its own short name. */
    public static SeatNames of(List<SeatName> names) {
        return new SeatNames(names, names);
    }

    /** P1, P2... : seats known by their number from 1. */
    public static SeatNames numbered(int players) {
        List<SeatName> names = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            names.add(new SeatName("seat.player", seat + 1));
        }
        return of(names);
    }

    /** Red, Blue, Green, Yellow, White: seats known by the colour of their cards in the Roman deck. */
    public static SeatNames colours(int players) {
        if (players > COLOURS.size()) {
            throw new IllegalArgumentException("the Roman deck has " + COLOURS.size() + " colours, not " + players);
        }
        return new SeatNames(COLOURS.subList(0, players), SHORT_COLOURS.subList(0, players));
    }

    /**
     * A1, B1, A2, B2 (C1 and C2 with six): partners sit opposite, so seat s is in team s mod
     * teams, and partner 1 or 2 of it.
     */
    public static SeatNames partnerships(int players, int teams) {
        if (teams < 2 || teams > TEAMS.size() || players % teams != 0) {
            throw new IllegalArgumentException(players + " players do not make " + teams + " teams");
        }
        List<SeatName> names = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            names.add(new SeatName(TEAMS.get(seat % teams), seat / teams + 1));
        }
        return of(names);
    }

    public int count() {
        return names.size();
    }

    /**
     * The side the seat plays for: partners ({@link #partnerships}) share their team's number
     * (A is 0, B 1, C 2); any other seat plays for itself, its side numbered as the seat.
     */
    public int side(int seat) {
        int team = TEAMS.indexOf(names.get(seat).key());
        return team >= 0 ? team : seat;
    }

    public SeatName name(int seat) {
        return names.get(seat);
    }

    /** The seat's name for a narrow table column. */
    public SeatName shortName(int seat) {
        return shortNames.get(seat);
    }

    /**
     * The seat's name in a narrow place: the person seated there ({@link #seated}), whose name each
     * catalogue shortens in its own way, else the seat's short name.
     */
    public SeatName narrowName(int seat) {
        SeatName name = names.get(seat);
        return name.isPerson() ? name : shortNames.get(seat);
    }

    /**
     * These names with the people who sit at some seats named instead ({@link SeatName#person}):
     * {@code people} holds a person's name for each seat, or null where the seat keeps the game's
     * name. The seat's short name stays ({@link #shortName}); a narrow place names the person
     * ({@link #narrowName}).
     */
    public SeatNames seated(List<SeatName> people) {
        if (people.size() != names.size()) {
            throw new IllegalArgumentException(people.size() + " people for " + names.size() + " seats");
        }
        List<SeatName> named = new ArrayList<>(names);
        for (int seat = 0; seat < people.size(); seat++) {
            SeatName person = people.get(seat);
            if (person != null) {
                if (!person.isPerson()) {
                    throw new IllegalArgumentException(person + " is not a person's name");
                }
                named.set(seat, person);
            }
        }
        return new SeatNames(named, shortNames);
    }

    /** The seat as a message's argument. */
    public Seat seat(int index) {
        return new Seat(index, this);
    }
}
