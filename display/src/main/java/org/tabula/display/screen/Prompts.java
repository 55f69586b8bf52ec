package org.tabula.display.screen;

import org.tabula.display.text.Text;
import org.tabula.rules.Refusal;
import org.tabula.rules.Why;

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


    /** A tag the card registry does not know. */
    public static Text unknownCard() {
        return Text.of("error.unknownCard");
    }

    /**
     * Why the rules refused a move ({@code GameState.refusal}), in the language of the screen:
     * each reason's key is a message, the rules' own sentence where the language has none ("7 is not lower than 5").
     */
    public static Text refused(Refusal refusal) {
        return new Text.Refusal(refusal.reason(), refusal.args());
    }

    /** Why a hint suggests its move, in the language's words for the reason (every reason is in every catalogue). */
    public static Text why(Why why) {
        return new Text.Message(why.reason().key().name(), why.args());
    }

    /** Enrolment: tap this card on a reader so the box learns its tag. */
    public static Text tapToEnrol(Text card) {
        return Text.of("enrol.tap", card);
    }
}
