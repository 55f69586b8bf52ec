package org.tabula.display.screen;

import org.tabula.display.text.Text;

/**
 * The messages the console shows between and around plays, in plain words: why a play was
 * refused, and what to do next. The firmware picks one; the screen shows it in the chosen
 * language.
 */
public final class Prompts {
    private Prompts() {
    }

    /** A whole-screen refusal under the title "Not allowed". */
    public static PromptScreen refusal(Text why) {
        return new PromptScreen(Tone.ERROR, Text.of("prompt.notAllowed"), why);
    }

    /** A whole-screen instruction under the title "Next". */
    public static PromptScreen instruction(Text what) {
        return new PromptScreen(Tone.INFO, Text.of("prompt.hint"), what);
    }

    /** A card was played by a seat that is not to move. */
    public static Text notYourTurn() {
        return Text.of("error.notYourTurn");
    }

    /** A card that had to be lower than the lowest on the table was not ("7 is not lower than 5"). */
    public static Text notLower(int card, int lowest) {
        return Text.of("error.notLower", card, lowest);
    }

    /** A tag the card registry does not know. */
    public static Text unknownCard() {
        return Text.of("error.unknownCard");
    }

    /**
     * A refusal in the rules' own sentence ({@code GameState.whyIllegal}), for the reasons that
     * have no message of their own here yet. The sentence is English.
     */
    public static Text refusedByRules(String reason) {
        return Text.of("error.rules", reason);
    }

    /** Enrolment: tap this card on a reader so the box learns its tag. */
    public static Text tapToEnrol(Text card) {
        return Text.of("enrol.tap", card);
    }
}
