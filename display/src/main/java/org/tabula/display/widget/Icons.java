package org.tabula.display.widget;

import org.tabula.display.frame.Icon;

/** The small pictures the screens use, drawn for a 128x64 one-bit display. */
public final class Icons {
    /** Points at the selected menu line. */
    public static final Icon CURSOR = Icon.of(
            "#...",
            "##..",
            "###.",
            "####",
            "###.",
            "##..",
            "#...");

    /** LEFT changes the value beside it. */
    public static final Icon LEFT = Icon.of(
            "..#",
            ".##",
            "###",
            ".##",
            "..#");

    /** RIGHT changes the value beside it. */
    public static final Icon RIGHT = Icon.of(
            "#..",
            "##.",
            "###",
            "##.",
            "#..");

    /** A seat played by the console. */
    public static final Icon BOT = Icon.of(
            "...#...",
            ".#####.",
            "#.....#",
            "#.#.#.#",
            "#.....#",
            ".#####.");

    /** A face-down card: a seat has chosen, and what stays secret. */
    public static final Icon CARD_BACK = Icon.of(
            "#####",
            "#.#.#",
            "##.##",
            "#.#.#",
            "##.##",
            "#.#.#",
            "#####");

    /** Waiting for a seat to choose. */
    public static final Icon HOURGLASS = Icon.of(
            "#####",
            "#...#",
            ".#.#.",
            "..#..",
            ".#.#.",
            "#.#.#",
            "#####");

    /** The winner of a game or series. */
    public static final Icon CROWN = Icon.of(
            "...#...",
            "#..#..#",
            "##.#.##",
            "#######",
            "#######");

    /** The seat whose turn it is. */
    public static final Icon TURN = Icon.of(
            "#....",
            "##...",
            "###..",
            "##...",
            "#....");

    /** A rejected play or an error. */
    public static final Icon WARNING = Icon.of(
            ".......#.......",
            "......###......",
            "......###......",
            ".....#####.....",
            ".....##.##.....",
            "....###.###....",
            "....###.###....",
            "...####.####...",
            "...####.####...",
            "..#####.#####..",
            "..###########..",
            ".######.######.",
            "###############");

    /** A hint or a step to take. */
    public static final Icon INFO = Icon.of(
            "....#####....",
            "..#########..",
            ".#####.#####.",
            ".###########.",
            "#####..######",
            "######.######",
            "######.######",
            "######.######",
            "######.######",
            ".####...####.",
            ".###########.",
            "..#########..",
            "....#####....");

    /** {@link #WARNING} the height of a line of small text, for a toast. */
    public static final Icon WARNING_MARK = Icon.of(
            "...#...",
            "..###..",
            "..#.#..",
            ".##.##.",
            ".#####.",
            "###.###",
            "#######");

    /** {@link #INFO} the height of a line of small text, for a toast. */
    public static final Icon INFO_MARK = Icon.of(
            ".#####.",
            "###.###",
            "#######",
            "##..###",
            "###.###",
            "###.###",
            ".#####.");

    private Icons() {
    }
}
