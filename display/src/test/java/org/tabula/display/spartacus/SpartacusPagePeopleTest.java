package org.tabula.display.spartacus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.tabula.display.SeatedPeople;
import org.tabula.display.page.Svg;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Language;
import org.tabula.display.text.NameForm;
import org.tabula.rules.GameState;
import org.tabula.rules.SeatName;
import org.tabula.rules.spartacus.Play;
import org.tabula.rules.spartacus.Spartacus;
import org.tabula.rules.spartacus.SpartacusView;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The live page's trick names who played each card as the page names people: a person whole, an empty seat by its short name. */
class SpartacusPagePeopleTest {
    @Test
    void aTrickCardIsLabelledByThePersonsWholeName() throws Exception {
        List<SeatName> people = Arrays.asList(SeatedPeople.CLUB.get(0), null, SeatedPeople.CLUB.get(1), SeatedPeople.WIDEST.get(0));
        GameState state = SeatedPeople.played(Spartacus.KIND, 4, Map.of(), people, 13, 10);
        SpartacusView view = (SpartacusView) state.view(GameState.TABLE);
        assertTrue(view.trick().size() >= 2, "a trick of some cards: " + view.trick());
        Players players = SeatedPeople.players(state);
        // The page's languages: they name people whole.
        for (Language language : Language.all(NameForm.WHOLE)) {
            String svg = SpartacusPagePicture.of(view, List.of(), players, language);
            NodeList texts = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                    .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8))).getElementsByTagName("text");
            for (int i = 0; i < view.trick().size(); i++) {
                Play play = view.trick().get(i);
                SeatName name = players.seats().name(play.seat());
                String expected = name.isPerson() ? name.person() : language.format(players.shortName(play.seat()));
                assertEquals(expected, label(texts, i), language.code() + ": the label of card " + i + " " + play);
            }
        }
    }

    /** The text under the trick's {@code i}th card (the first row of ten). */
    private static String label(NodeList texts, int i) {
        double x = 2 + i * 34 + Svg.CARD_WIDTH / 2.0;
        double y = 44 + Svg.CARD_HEIGHT + 12;
        for (int t = 0; t < texts.getLength(); t++) {
            Element text = (Element) texts.item(t);
            if (Double.parseDouble(text.getAttribute("x")) == x && Double.parseDouble(text.getAttribute("y")) == y) {
                return text.getTextContent();
            }
        }
        return null;
    }
}
