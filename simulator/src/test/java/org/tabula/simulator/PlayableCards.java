package org.tabula.simulator;

import java.util.ArrayList;
import java.util.List;

import org.tabula.firmware.cards.Card;
import org.tabula.firmware.play.CardsSeen;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.Match;
import org.tabula.rules.GameState;

/** The cards of a match's deck a seat could tap now, each standing for a legal move of the seat: what a player looks for. */
public final class PlayableCards {
    private PlayableCards() {
    }

    public static List<Card> of(Match match, int seat) {
        GameState state = match.state();
        GameAdapter adapter = ConsoleGames.of(match.game().kind()).adapter();
        List<Card> playable = new ArrayList<>();
        for (Card card : ConsoleGames.of(match.game().kind()).declaration().deck().orElseThrow().cards()) {
            if (adapter.movesWith(state, seat, card, new CardsSeen()).length > 0) {
                playable.add(card);
            }
        }
        return playable;
    }
}
