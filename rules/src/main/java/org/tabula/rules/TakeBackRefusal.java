package org.tabula.rules;

/** Why a take-back stops where it does, in every game ({@link TakeBack}); each game adds the cards its box shows. */
public enum TakeBackRefusal implements Refusal.Reason {
    /** No move stands yet. */
    NOTHING_TO_TAKE_BACK("rules.takeBack.NOTHING_TO_TAKE_BACK", "There is no move to take back"),
    /** {0}: the seat that moved later. */
    ANOTHER_SEAT_MOVED("rules.takeBack.ANOTHER_SEAT_MOVED", "Seat {0} has moved since"),
    /** {0}: the bot's seat. */
    BOT_MOVED("rules.takeBack.BOT_MOVED", "Seat {0} is a bot: its moves stand"),
    /** A seat's move, after which the table turned up a card. */
    TABLE_SHOWED("rules.takeBack.TABLE_SHOWED", "A card was turned up since");

    private final Wording wording;

    TakeBackRefusal(String key, String english) {
        this.wording = new Wording(key, english);
    }

    @Override
    public Wording wording() {
        return wording;
    }
}
