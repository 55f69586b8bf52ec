package org.tabula.rules.senator;

import org.tabula.rules.Refusal;
import org.tabula.rules.GameEvent;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.tabula.rules.ConfiguredGame;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameState;
import org.tabula.rules.GameType;
import org.tabula.rules.Options;
import org.tabula.rules.SetupReader;

/** Senator under fixed options and player count: the scoring, the hands and the banner; makes the first states. */
public final class SenatorGame extends ConfiguredGame {
    final Scoring scoring;
    final boolean hidden;
    /** Each seat holds the values 1 to this: 10 with two players, 7 with three. */
    final int highestCard;
    /** The values a seat starts with, as bits (bit v for value v). */
    final int fullHand;
    final boolean hasBanner;

    SenatorGame(int players, Options options) {
        super(Senator.KIND, players, options);
        this.scoring = Scoring.from(options, players);
        this.hidden = options.flag("hidden");
        this.hasBanner = players == 2;
        this.highestCard = players == 2 ? Moves.HIGHEST_CARD : 7;
        this.fullHand = (1 << (highestCard + 1)) - 2;
    }

    /** {@code hidden}: cards are held in hand and pushed face down until the end. */
    public boolean hidden() {
        return hidden;
    }

    /**
     * The hands are dealt before the first move and a push shows only the mover's own card (face
     * down in the hidden game); the cards are turned up at the end, which
     * {@link org.tabula.rules.TakeBack} never goes past.
     */
    @Override
    public Refusal takeBackStop(int seat, List<GameEvent> events, GameState after) {
        return null;
    }

    /** The hidden game hides the hands and the cards pushed face down; the open one hides nothing. */
    @Override
    public GameType type() {
        GameType open = Senator.KIND.type();
        return hidden ? new GameType(GameType.Information.HANDS_AND_PLAYS, open.dynamics(), open.chance(), open.deals(), open.tableUnknown()) : open;
    }

    @Override
    public int maxLegalMoves() {
        return Math.max(Board.SQUARES, highestCard * Board.ENTRIES);
    }

    @Override
    public SenatorState start(long seed) {
        // Nothing in Senator is random: every hand is known and the players choose the rest.
        return new SenatorState(this, 0);
    }

    @Override
    public GameState start(long seed, Map<String, Object> setup) {
        if (setup == null) {
            return start(seed);
        }
        SetupReader reader = new SetupReader(setup, Set.of("first"));
        int first = reader.has("first") ? reader.wholeNumber("first") : 0;
        if (first < 0 || first >= players()) {
            throw new GameConfigException("setup.first must be a seat from 0 to " + (players() - 1) + ", not " + first);
        }
        return new SenatorState(this, first);
    }
}
