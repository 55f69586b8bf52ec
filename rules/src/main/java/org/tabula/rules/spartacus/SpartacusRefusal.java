package org.tabula.rules.spartacus;

import org.tabula.rules.Refusal;
import org.tabula.rules.Wording;

/** Why Spartacus refuses a move, or a choice of players and options. */
public enum SpartacusRefusal implements Refusal.Reason {
    /** {0}: the seat asked for, {1}: players. */
    NO_SUCH_SEAT("rules.spartacus.NO_SUCH_SEAT", "There is no seat {0} in this {1}-player game"),
    /** {0}: the move number. */
    NOT_A_MOVE("rules.spartacus.NOT_A_MOVE", "Move {0} is not a Spartacus move"),
    /** {0}: the seat. */
    PASSED("rules.spartacus.PASSED", "Seat {0} has passed and is out of this trick"),
    /** A pass from the leader. */
    LEAD_NO_PASS("rules.spartacus.LEAD_NO_PASS", "You lead this trick: play a card, you cannot pass"),
    /** A pass over banners only. */
    BANNERS_NO_PASS("rules.spartacus.BANNERS_NO_PASS", "You cannot pass while only banners are on the table"),
    /** A banner under noBanner. */
    NO_BANNERS("rules.spartacus.NO_BANNERS", "There are no banners in this game (option noBanner)"),
    /** {0}: the number. */
    PLAYED_CARD("rules.spartacus.PLAYED_CARD", "You have already played your {0}"),
    /** The banner again. */
    PLAYED_BANNER("rules.spartacus.PLAYED_BANNER", "You have already played your banner"),
    /** The joker again (bannerJoker). */
    PLAYED_JOKER("rules.spartacus.PLAYED_JOKER", "You have already played your joker"),
    /** {0}: the card, {1}: the lowest on the table. */
    NOT_LOWER("rules.spartacus.NOT_LOWER", "{0} is not lower than {1}"),
    /** Options: {0}, the players asked for. */
    PLAYERS("rules.spartacus.PLAYERS", "spartacus is for 3 to 5 players, not {0}"),
    /** Options: noBanner with bannerJoker. */
    NO_BANNER_JOKER("rules.spartacus.NO_BANNER_JOKER", "options 'noBanner' and 'bannerJoker' of spartacus exclude each other: without banners there is no joker"),
    /** Options: {0}, a joker option without bannerJoker. */
    NEEDS_BANNER_JOKER("rules.spartacus.NEEDS_BANNER_JOKER", "option '{0}' of spartacus only makes sense with 'bannerJoker' (the banner played as a joker)");

    private final Wording wording;

    SpartacusRefusal(String key, String english) {
        this.wording = new Wording(key, english);
    }

    @Override
    public Wording wording() {
        return wording;
    }
}
