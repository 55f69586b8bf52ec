package org.tabula.rules.engarde;

import java.util.List;
import java.util.Map;

import org.tabula.rules.ConfiguredGame;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.Options;
import org.tabula.rules.PlayoutPolicy;
import org.tabula.rules.Refusal;
import org.tabula.rules.SeededRandom;

/** En Garde under fixed options: the level, the match's length and the editions' rulings; deals the first bout. */
public final class EnGardeGame extends ConfiguredGame {
    /**
     * The most moves a seat can have at once: a pass, five advances, five retreats, five attacks,
     * 25 advance-and-attacks and (under parryBySum, at a table deal) every hand of five or fewer cards.
     */
    static final int MAX_LEGAL_MOVES = 1 + 5 + 5 + 5 + 25 + 252;

    final int level;
    final int boutsToWin;
    final boolean parryBySum;
    final boolean ripostesHit;
    private final EnGardePlayouts playouts;

    EnGardeGame(Options options) {
        super(EnGarde.KIND, 2, options);
        this.level = options.number("level");
        if (level < 1 || level > 3) {
            throw new GameConfigException(Refusal.of(EnGardeRefusal.LEVEL, level));
        }
        this.boutsToWin = options.number("bouts");
        if (boutsToWin < 1 || boutsToWin > EnGarde.MAX_BOUTS) {
            throw new GameConfigException(Refusal.of(EnGardeRefusal.BOUTS, EnGarde.MAX_BOUTS, boutsToWin));
        }
        this.parryBySum = options.flag("parryBySum");
        this.ripostesHit = options.flag("ripostesHit");
        this.playouts = new EnGardePlayouts(boutsToWin);
    }

    /** The basic game: every attack hits, and an attack is one card. */
    public boolean everyAttackHits() {
        return level == 1;
    }

    /** The advanced game: advance-and-attack, and the retreat from it. */
    public boolean advanceAndAttack() {
        return level == 3;
    }

    /** Won bouts that win the match. */
    public int boutsToWin() {
        return boutsToWin;
    }

    @Override
    public PlayoutPolicy playoutPolicy() {
        return playouts;
    }

    /**
     * A draw the box dealt (the drawer now knows cards it did not know when it moved), and the end
     * of a bout (it has joined the match's score, and the box dealt the next). At a table deal the
     * pack is drawn at the table, unseen by the box, as in Spite and Malice.
     */
    @Override
    public Refusal takeBackStop(int seat, List<GameEvent> events, GameState after) {
        for (GameEvent event : events) {
            if (event instanceof EnGardeEvent.BoutWon won) {
                return Refusal.of(EnGardeRefusal.BOUT_OVER, won.bout());
            }
        }
        for (GameEvent event : events) {
            if (event instanceof EnGardeEvent.CardsDrawn drawn && after.knowsHand(drawn.seat())) {
                return Refusal.of(EnGardeRefusal.CARDS_DRAWN, seat(drawn.seat()));
            }
        }
        return null;
    }

    @Override
    public int maxLegalMoves() {
        return MAX_LEGAL_MOVES;
    }

    /** The seed shuffles every bout's pack; seat 0 starts the first bout. */
    @Override
    public EnGardeState start(long seed) {
        return EnGardeState.dealt(this, new SeededRandom(seed), 0);
    }

    @Override
    public EnGardeState start(long seed, Map<String, Object> setup) {
        if (setup == null) {
            return start(seed);
        }
        EnGardeSetup read = EnGardeSetup.read(setup);
        if (read.tableDealt()) {
            return EnGardeState.atTable(this, read.first());
        }
        if (read.hands() == null) {
            return EnGardeState.dealt(this, new SeededRandom(seed), read.first());
        }
        return EnGardeState.laidOut(this, new SeededRandom(seed), read);
    }
}
