package org.tabula.rules.engarde;

import java.util.List;

import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.InformationSet;
import org.tabula.rules.SeededRandom;

/**
 * An En Garde player by rule of thumb, reading only its seat's view. Attacked, it parries if it
 * can, else retreats out of reach (from an advance-and-attack), else passes. On its turn it
 * attacks when the other fencer cannot hold enough cards to parry, or probably does not;
 * otherwise it moves to where the other fencer is least likely to reach it with cards it cannot
 * parry, going forward when that is as safe, since ground wins a bout the pack ends.
 */
public final class EnGardeRuleBot implements Bot {
    /** An attack the other fencer parries with at most this chance is worth making. */
    private static final double WORTH_ATTACKING = 0.5;

    @Override
    public int chooseMove(InformationSet info, Budget budget, SeededRandom rng) {
        int[] legal = Bot.movesToChooseFrom(info);
        if (legal.length == 1) {
            return legal[0];
        }
        EnGardeView view = (EnGardeView) info.view();
        Odds odds = new Odds(view, info.seat());
        int best = legal[0];
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int move : legal) {
            double score = score(EnGardeMove.of(move), view, info.seat(), odds) + rng.nextDouble() * 1e-6;
            if (score > bestScore) {
                best = move;
                bestScore = score;
            }
        }
        return best;
    }

    private static double score(EnGardeMove move, EnGardeView view, int me, Odds odds) {
        int distance = view.positions().get(1) - view.positions().get(0);
        if (move instanceof EnGardeMove.Pass) {
            return -1_000;
        }
        if (move instanceof EnGardeMove.Parry) {
            return 100;
        }
        if (move instanceof EnGardeMove.Attack attack) {
            return attackScore(odds.parryChance(attack.card(), attack.count()));
        }
        if (move instanceof EnGardeMove.AdvanceAttack lunge) {
            return attackScore(odds.parryChance(lunge.card(), lunge.count())) - 1;
        }
        int card = move instanceof EnGardeMove.Advance advance ? advance.card() : -((EnGardeMove.Retreat) move).card();
        int after = distance - card;
        double danger = odds.reachChance(after, Math.abs(card));
        double ground = card / 10.0;
        if (view.attack() != null) {
            // Retreating from an advance-and-attack: safety first.
            return 50 - 20 * danger + ground;
        }
        return -20 * danger + ground;
    }

    private static double attackScore(double parried) {
        return parried == 0 ? 200 : parried <= WORTH_ATTACKING ? 20 * (1 - parried) : -30 * parried;
    }

    /** What the seat can reckon of the other hand: each card not seen by it is as likely to be there as in the pack. */
    private static final class Odds {
        private final int[] unseen = new int[Cards.VALUES + 1];
        private final int[] mine = new int[Cards.VALUES + 1];
        private final int unseenTotal;
        private final int theirHand;
        private final boolean advanced;

        Odds(EnGardeView view, int me) {
            List<Integer> hand = view.hand();
            for (int card : hand) {
                mine[card]++;
            }
            int total = 0;
            for (int card = 1; card <= Cards.VALUES; card++) {
                unseen[card] = Cards.COPIES - view.played().get(card - 1) - mine[card];
                total += unseen[card];
            }
            this.unseenTotal = total;
            this.theirHand = view.handSizes().get(1 - me);
            this.advanced = view.attack() == null && view.phase() != Phase.LAST_CHANCE;
        }

        /** The chance the other hand holds at least {@code count} cards of {@code card} (hypergeometric). */
        double parryChance(int card, int count) {
            return atLeast(unseen[card], count);
        }

        private double atLeast(int copies, int count) {
            if (count > copies || count > theirHand) {
                return 0;
            }
            double below = 0;
            for (int x = 0; x < count; x++) {
                below += choose(copies, x) * choose(unseenTotal - copies, theirHand - x);
            }
            return 1 - below / choose(unseenTotal, theirHand);
        }

        /**
         * The chance the other fencer can hit from {@code distance} away once {@code spent} has
         * been played: a direct attack the seat could not parry with what it keeps.
         */
        double reachChance(int distance, int spent) {
            if (distance < 1 || distance > Cards.VALUES) {
                return advanced && distance <= 2 * Cards.VALUES ? 0.2 : 0;
            }
            int keep = mine[distance] - (spent == distance ? 1 : 0);
            double attack = atLeast(unseen[distance], 1);
            return keep > 0 ? attack * atLeast(unseen[distance], keep + 1) : attack;
        }

        private static double choose(int n, int k) {
            if (k < 0 || k > n) {
                return 0;
            }
            double result = 1;
            for (int i = 1; i <= k; i++) {
                result = result * (n - k + i) / i;
            }
            return result;
        }
    }
}
