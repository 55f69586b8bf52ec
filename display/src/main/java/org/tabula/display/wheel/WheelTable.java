package org.tabula.display.wheel;

import java.util.ArrayList;
import java.util.List;

import org.tabula.display.screen.EndScreen;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Text;
import org.tabula.display.widget.Align;
import org.tabula.display.widget.Table;
import org.tabula.rules.Seats;
import org.tabula.rules.wheel.WheelCard;
import org.tabula.rules.wheel.WheelColour;
import org.tabula.rules.wheel.WheelView;

/**
 * The Wheel of History score table: per seat, the value of its cards in each colour, and its
 * points. A colour's column is headed by its short name ("Grn"), never a letter and a number that
 * would read as a card; lit once the colour scored, struck through once it can no longer be
 * completed. A person seated is named as the screen's sentences call them during play, the points
 * giving way to a long name (the colours' sums are what the players play to), and whole at the
 * end, the colours giving way (the points stay).
 */
public final class WheelTable {
    /** Three letters of the small font: a colour's short name. */
    private static final int COLOUR_WIDTH = 15;
    private static final int POINTS_WIDTH = 15;

    private WheelTable() {
    }

    /** The table; at the {@code end}, the best scores are marked and people named whole. */
    static Table of(WheelView view, Players players, boolean end) {
        List<Table.Column> columns = new ArrayList<>();
        columns.add(new Table.Column(Text.plain(""), 0, Align.LEFT));
        for (WheelColour colour : WheelColour.values()) {
            columns.add(new Table.Column(WheelColours.roman(colour).abbreviation(), COLOUR_WIDTH, Align.RIGHT, view.scoredColours().contains(colour),
                    view.blockedColours().contains(colour)).givingWay(end ? 1 : 0));
        }
        columns.add(new Table.Column(Text.of("wheel.points"), POINTS_WIDTH, Align.RIGHT).givingWay(end ? 0 : 1));
        Seats best = Seats.withHighest(view.scores().stream().mapToInt(Integer::intValue).toArray());
        List<Table.Line> rows = new ArrayList<>();
        for (int seat = 0; seat < view.holdings().size(); seat++) {
            List<Text> cells = new ArrayList<>();
            cells.add(end ? players.shortRowName(seat) : players.narrowName(seat));
            int[] sums = new int[WheelColour.values().length];
            for (WheelCard card : view.holdings().get(seat)) {
                sums[card.colour().ordinal()] += card.value();
            }
            for (int sum : sums) {
                cells.add(Text.plain(sum == 0 ? "" : Integer.toString(sum)));
            }
            cells.add(Text.number(view.scores().get(seat)));
            rows.add(new Table.Line(cells, end && best.contains(seat)));
        }
        return new Table(columns, rows);
    }

    /** Why the game ended, in words. */
    static Text ending(WheelView view) {
        return switch (view.ending()) {
            case VALUE_FELL -> Text.of("wheel.ending.valueFell", view.scoredValues().get(view.scoredValues().size() - 1));
            case COLOUR_AND_VALUE_SCORED -> Text.of("wheel.ending.colourAndValue");
            case CIRCLE_EMPTY -> Text.of("wheel.ending.circleEmpty");
        };
    }

    public static EndScreen endScreen(WheelView view, Players players) {
        Seats winners = Seats.withHighest(view.scores().stream().mapToInt(Integer::intValue).toArray());
        return new EndScreen(WheelDisplay.TITLES.shortName(), Text.of("play.over"), EndScreen.winners(players, winners), of(view, players, true));
    }
}
