package org.tabula.display.engarde;

import java.util.Collections;
import java.util.List;

import org.tabula.display.font.Font;
import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Frame;
import org.tabula.display.frame.Rect;
import org.tabula.display.screen.PlayTitle;
import org.tabula.display.screen.Players;
import org.tabula.display.screen.Screen;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.display.widget.Align;
import org.tabula.display.widget.Icons;
import org.tabula.display.widget.Label;
import org.tabula.rules.GameEvent;
import org.tabula.rules.engarde.EnGardeEvent;
import org.tabula.rules.engarde.EnGardeView;
import org.tabula.rules.engarde.Phase;

/**
 * En Garde in play: the bout and the bouts won on the title bar; the piste with both fencers,
 * seat 0 on the left as on the strip; each fencer's name with its bouts won; the distance and the
 * cards left in the pack; the hand of the seat looking, when the box may show it (its own list of
 * moves is open at a box deal), else what the last move did; and what the fencer to move must do,
 * an attack's cards to parry included. Another seat's hand is never shown.
 *
 * @param view    what the audience may see
 * @param latest  the events of the last move (may be empty)
 * @param players the seats' names and bots
 */
public record EnGardeScreen(EnGardeView view, List<GameEvent> latest, Players players) implements Screen {
    private static final int PISTE_TOP = 13;
    private static final int PISTE_HEIGHT = 7;
    private static final int NAMES_TOP = 22;
    private static final int FACTS_TOP = 33;
    private static final int LINE_TOP = 43;
    private static final int NOW_TOP = 53;
    /** The farthest reach of a card: beyond it no attack is possible. */
    private static final int REACH = 5;

    public EnGardeScreen {
        latest = List.copyOf(latest);
    }

    @Override
    public void draw(Canvas canvas, Language language) {
        Font small = language.fonts().small();
        Font medium = language.fonts().medium();
        Text status = view.over() ? Text.of("play.over") : Text.of("engarde.bout", view.bout(), view.boutsToWin());
        PlayTitle.draw(canvas, language, EnGardeDisplay.TITLES.shortName(), status);
        new PistePicture(view.squares(), view.positions().get(0), view.positions().get(1))
                .draw(canvas, new Rect(2, PISTE_TOP, Frame.WIDTH - 4, PISTE_HEIGHT));
        // The bouts won face each other across the middle, as on a fencing scoreboard, a dash between.
        drawFencer(canvas, language, 0, new Rect(1, NAMES_TOP, Frame.WIDTH / 2 - 5, medium.lineHeight()), Align.LEFT);
        drawFencer(canvas, language, 1, new Rect(Frame.WIDTH / 2 + 4, NAMES_TOP, Frame.WIDTH / 2 - 5, medium.lineHeight()), Align.RIGHT);
        canvas.hline(Frame.WIDTH / 2 - 2, Frame.WIDTH / 2 + 1, NAMES_TOP + medium.lineHeight() / 2 - 1, true);
        Label.line(canvas, small, language.format(Text.of("engarde.facts", distance(), view.pack())),
                new Rect(1, FACTS_TOP, Frame.WIDTH - 2, small.lineHeight()), Align.CENTER, true);
        canvas.dottedHline(0, Frame.WIDTH - 1, LINE_TOP - 2);
        Label.line(canvas, small, language.format(middleLine()), new Rect(1, LINE_TOP, Frame.WIDTH - 2, small.lineHeight()), Align.CENTER, true);
        // Too wide for the medium font (a person's name where the seat's is short), the line takes the small one whole.
        Label.line(canvas, List.of(medium, small), language.format(whatNow()), new Rect(1, NOW_TOP, Frame.WIDTH - 2, medium.lineHeight()), Align.CENTER);
    }

    int distance() {
        return view.positions().get(1) - view.positions().get(0);
    }

    /** A fencer's name (a bot marked) and, on the side towards the middle, its bouts won. */
    private void drawFencer(Canvas canvas, Language language, int seat, Rect area, Align align) {
        Font medium = language.fonts().medium();
        String wins = Integer.toString(view.wins().get(seat));
        int winsWidth = medium.width(wins) + 2;
        int bot = players.isBot(seat) ? Icons.BOT.width() + 2 : 0;
        int nameRoom = area.width() - winsWidth - bot - 4;
        String name = players.fitted(language, medium, seat, nameRoom);
        int nameWidth = medium.width(name);
        int winsX = align == Align.LEFT ? area.right() - winsWidth : area.x();
        canvas.fill(new Rect(winsX, area.y() - 1, winsWidth, area.height()), true);
        canvas.text(medium, winsX + 1, area.y() - 1, wins, false);
        int nameX = align == Align.LEFT ? area.x() + bot : area.right() - bot - nameWidth;
        Label.line(canvas, medium, name, new Rect(nameX, area.y(), nameWidth, area.height()), Align.LEFT, true);
        if (bot > 0) {
            canvas.icon(Icons.BOT, align == Align.LEFT ? area.x() : area.right() - Icons.BOT.width(), area.y() + 2, true);
        }
    }

    /** The looking seat's own hand where the box may show it; else what the last move did, or how the last bout ended. */
    private Text middleLine() {
        if (view.hand() != null && !view.over()) {
            return Text.of("engarde.hand", cards(view.hand()));
        }
        Text lastMove = lastMove();
        if (lastMove != null) {
            return lastMove;
        }
        if (view.lastBout() != null) {
            return ending(view.lastBout(), players);
        }
        return Text.of("engarde.started", players.seat(view.starter()));
    }

    /** What the last move did, as one short line (its most telling event); null when it said nothing new. */
    Text lastMove() {
        for (int i = latest.size() - 1; i >= 0; i--) {
            Text said = said(latest.get(i));
            if (said != null) {
                return said;
            }
        }
        return null;
    }

    /** The most telling event of a move, as one short line; null for one that says nothing new. */
    private Text said(GameEvent event) {
        if (event instanceof EnGardeEvent.BoutWon won) {
            return ending(new EnGardeView.LastBout(won.bout(), won.winner(), won.end()), players);
        }
        if (event instanceof EnGardeEvent.Parried parried) {
            return Text.of("engarde.parried", players.seat(parried.seat()), played(parried.cards()));
        }
        if (event instanceof EnGardeEvent.Attacked attacked) {
            return Text.of(attacked.indirect() ? "engarde.advancedAttacked" : "engarde.attacked", players.seat(attacked.seat()),
                    played(Collections.nCopies(attacked.count(), attacked.card())));
        }
        if (event instanceof EnGardeEvent.Moved moved) {
            boolean forward = (moved.to() > moved.from()) == (moved.seat() == 0);
            return Text.of(forward ? "engarde.advanced" : "engarde.retreated", players.seat(moved.seat()), moved.card());
        }
        if (event instanceof EnGardeEvent.HandsShown) {
            return Text.of("engarde.handsShown");
        }
        if (event instanceof EnGardeEvent.PackOut) {
            return Text.of("engarde.packOut");
        }
        return null;
    }

    /** How a bout ended, in a line. */
    static Text ending(EnGardeView.LastBout last, Players players) {
        return BoutEnding.of(last, players.seat(Math.max(0, last.winner())));
    }

    /** What the fencer to move must do now, with the cards that do it; or who won. */
    Text whatNow() {
        if (view.over()) {
            return EnGardeEndScreen.headline(view, players);
        }
        if (view.phase() == Phase.SHOW) {
            int seat = view.shownHands() != null && view.shownHands().get(0).size() >= view.handSizes().get(0) ? 1 : 0;
            return Text.of("engarde.show", players.seat(seat));
        }
        int seat = view.toMove();
        EnGardeView.PendingAttack attack = view.attack();
        return switch (view.phase()) {
            case DEFEND -> Text.of(attack.indirect() ? "engarde.parryOrRetreat" : "engarde.parry", players.seat(seat),
                    played(Collections.nCopies(attack.count(), attack.card())));
            case AFTER_PARRY -> Text.of("engarde.riposte", players.seat(seat));
            case LAST_CHANCE -> Text.of("engarde.lastChance", players.seat(seat), distance());
            default -> distance() <= REACH ? Text.of("engarde.attackOrMove", players.seat(seat), distance())
                    : Text.of("engarde.move", players.seat(seat));
        };
    }

    /** Cards played together, as the replay notation writes them: "44". */
    static String played(List<Integer> cards) {
        return cards(cards).replace(" ", "");
    }

    /** Cards as the players see them side by side: "4 4". */
    static String cards(List<Integer> cards) {
        StringBuilder text = new StringBuilder();
        for (int card : cards) {
            if (!text.isEmpty()) {
                text.append(' ');
            }
            text.append(card);
        }
        return text.toString();
    }
}
