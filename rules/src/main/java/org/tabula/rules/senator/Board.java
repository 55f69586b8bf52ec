package org.tabula.rules.senator;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The geometry of the Senator board (docs/rules.md): a 5x5 grid without its four corners.
 * A cell is {@code row * 5 + column}; the 21 cells that are not corners are the squares, named
 * {@code "rc"}. The centre 3x3 is the Senate, the 12 outer squares are the stairs.
 *
 * <pre>{@code
 *         D0  D1  D2  D3  D4
 *          v   v   v   v   v
 *   R0 >      01  02  03      < L0
 *   R1 >  10 [11  12  13] 14  < L1
 *   R2 >  20 [21  22  23] 24  < L2
 *   R3 >  30 [31  32  33] 34  < L3
 *   R4 >      41  42  43      < L4
 *          ^   ^   ^   ^   ^
 *         U0  U1  U2  U3  U4
 * }</pre>
 * The Senate is bracketed. An arrow at a cut-off corner passes through it: D0 enters 10,
 * R0 enters 01, and so on, so each stair next to a corner has two entries.
 *
 * <p>The 10 lines are the 5 columns (entered by {@code Dc} from the top, {@code Uc} from the
 * bottom) and the 5 rows ({@code Rr} from the left, {@code Lr} from the right). Entry
 * {@code e} is {@code direction * 5 + index} with directions D, U, R, L; its line lists the
 * cells in push order, the entry square first.
 */
public final class Board {
    public static final int SIZE = 5;
    /** Cells of the grid, corners included: {@code row * 5 + column}. */
    public static final int CELLS = SIZE * SIZE;
    public static final int SQUARES = 21;
    public static final int ENTRIES = 20;

    private static final String DIRECTIONS = "DURL";
    private static final int DOWN = 0;
    private static final int UP = 1;
    private static final int RIGHT = 2;

    /** The 21 squares in reading order (row by row). */
    static final int[] SQUARE_CELLS = IntStream.range(0, CELLS).filter(Board::isSquare).toArray();
    /** For each entry, the cells of its line in push order, entry square first. */
    static final int[][] ENTRY_LINE = new int[ENTRIES][];
    /** The lines: 0-4 the columns, 5-9 the rows. */
    static final int LINES = 2 * SIZE;
    /** For each line, its cells as a mask. */
    static final int[] LINE_CELLS = new int[LINES];
    /** For each cell, the line of its column and of its row. */
    static final int[] COLUMN_LINE = new int[CELLS];
    static final int[] ROW_LINE = new int[CELLS];

    private static final String[] CELL_NAMES = new String[CELLS];
    private static final String[] ENTRY_NAMES = new String[ENTRIES];

    static {
        for (int cell = 0; cell < CELLS; cell++) {
            CELL_NAMES[cell] = "" + row(cell) + column(cell);
            COLUMN_LINE[cell] = column(cell);
            ROW_LINE[cell] = SIZE + row(cell);
        }
        for (int entry = 0; entry < ENTRIES; entry++) {
            int direction = entry / SIZE;
            int index = entry % SIZE;
            ENTRY_NAMES[entry] = "" + DIRECTIONS.charAt(direction) + index;
            int[] line = new int[SIZE];
            int length = 0;
            for (int step = 0; step < SIZE; step++) {
                // Down and right walk from index 0 upwards; up and left walk back.
                int along = direction == DOWN || direction == RIGHT ? step : SIZE - 1 - step;
                int cell = direction <= UP ? along * SIZE + index : index * SIZE + along;
                if (isSquare(cell)) {
                    line[length++] = cell;
                }
            }
            ENTRY_LINE[entry] = Arrays.copyOf(line, length);
            int lineId = lineOf(entry);
            for (int cell : ENTRY_LINE[entry]) {
                LINE_CELLS[lineId] |= 1 << cell;
            }
        }
    }

    private Board() {
    }

    static int row(int cell) {
        return cell / SIZE;
    }

    static int column(int cell) {
        return cell % SIZE;
    }

    /** Whether the cell is one of the 21 squares, not a cut-off corner. */
    static boolean isSquare(int cell) {
        int r = row(cell);
        int c = column(cell);
        return cell >= 0 && cell < CELLS && !((r == 0 || r == SIZE - 1) && (c == 0 || c == SIZE - 1));
    }

    /** Whether the square is in the centre 3x3. */
    static boolean isSenate(int cell) {
        int r = row(cell);
        int c = column(cell);
        return r >= 1 && r <= 3 && c >= 1 && c <= 3;
    }

    /** The line (0-4 a column, 5-9 a row) an entry pushes along. */
    static int lineOf(int entry) {
        return entry / SIZE <= UP ? entry % SIZE : SIZE + entry % SIZE;
    }

    /** The square an entry puts its card on. */
    static int entrySquare(int entry) {
        return ENTRY_LINE[entry][0];
    }

    /** The name of a cell, such as {@code "22"} for the centre. */
    public static String squareName(int cell) {
        return CELL_NAMES[cell];
    }

    /** The name of an entry, such as {@code "D1"}. */
    public static String entryName(int entry) {
        return ENTRY_NAMES[entry];
    }

    /** The entry with this name, or -1. */
    static int entryNamed(char direction, int index) {
        int d = DIRECTIONS.indexOf(direction);
        return d < 0 || index < 0 || index >= SIZE ? -1 : d * SIZE + index;
    }

    /** "column 1" or "row 3": what a player calls an entry's line. */
    static String describeLine(int entry) {
        return entry / SIZE <= UP ? "column " + entry % SIZE : "row " + entry % SIZE;
    }

    /** The names of the 21 squares in reading order. */
    public static List<String> squareNames() {
        return IntStream.of(SQUARE_CELLS).mapToObj(Board::squareName).toList();
    }
}
