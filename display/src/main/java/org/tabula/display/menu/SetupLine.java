package org.tabula.display.menu;

/**
 * What one line of the new-game menu sets.
 *
 * @param kind   which setting
 * @param option the option's name, for {@link Kind#OPTION} lines (else null)
 * @param seat   the seat, for {@link Kind#SEAT} lines (else -1)
 */
public record SetupLine(Kind kind, String option, int seat) {
    public enum Kind {
        /** Which game. */
        GAME,
        /** How many players. */
        PLAYERS,
        /** One named option (variant) of the game. */
        OPTION,
        /** Whether a person or the console plays a seat. */
        SEAT,
        /** Start the game as set. */
        START,
        /** Which language the box speaks. */
        LANGUAGE
    }

    public static final SetupLine GAME = new SetupLine(Kind.GAME, null, -1);
    public static final SetupLine PLAYERS = new SetupLine(Kind.PLAYERS, null, -1);
    public static final SetupLine START = new SetupLine(Kind.START, null, -1);
    public static final SetupLine LANGUAGE = new SetupLine(Kind.LANGUAGE, null, -1);

    public static SetupLine option(String name) {
        return new SetupLine(Kind.OPTION, name, -1);
    }

    public static SetupLine seat(int seat) {
        return new SetupLine(Kind.SEAT, null, seat);
    }
}
