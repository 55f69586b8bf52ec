package org.tabula.display;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

import org.tabula.display.page.Svg;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Language;
import org.tabula.rules.Game;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Seats;
import org.tabula.rules.View;

/**
 * Every game's picture of the table for the live page, over random games of every game and player
 * count, for the table and every seat, in every language: well-formed SVG with every seat named
 * as the box names it and no message left unformatted; and the same picture for every state the
 * audience cannot tell apart from the real one (it shows nothing its view does not).
 */
class PagePicturesTest {
    private static final int GAMES_PER_COUNT = 4;
    private static final int MAX_MOVES = 300;
    private static final int CHECK_EVERY = 3;

    @Test
    void everyGamesPictureIsWellFormedNamesEverySeatAndKeepsSecrets() throws Exception {
        int pictures = 0;
        for (GameDisplay<?> display : DrawnGames.all()) {
            GameKind kind = display.kind();
            for (int players = kind.minPlayers(); players <= kind.maxPlayers(); players++) {
                Game rules = EveryGameDrawsTest.rulesFor(kind, players);
                for (int game = 0; rules != null && game < GAMES_PER_COUNT; game++) {
                    long seed = 31L * players + game;
                    pictures += playAndDraw(display, rules.start(seed), new SeededRandom(seed),
                            new Players(kind.seatNames(players), Seats.NONE));
                }
            }
        }
        assertTrue(pictures > 1000, "only " + pictures + " pictures drawn");
    }

    private static int playAndDraw(GameDisplay<?> display, GameState state, SeededRandom rng, Players players) throws Exception {
        int drawn = 0;
        for (int moves = 0; ; moves++) {
            if (moves % CHECK_EVERY == 0 || state.isOver()) {
                for (int audience = GameState.TABLE; audience < players.count(); audience++) {
                    View view = state.view(audience);
                    for (Language language : Language.all()) {
                        String svg = display.pagePicture(view, players, language);
                        String where = display.kind().name() + " for " + audience + " in " + language.code() + " after " + moves + " moves";
                        String words = parse(svg, where).getDocumentElement().getTextContent();
                        assertFalse(words.contains("{") || words.contains("}"), where + ": a message left unformatted: " + words);
                        for (int seat = 0; seat < players.count(); seat++) {
                            assertTrue(words.contains(language.format(players.name(seat))) || words.contains(language.format(players.shortName(seat))),
                                    where + ": seat " + seat + " is not named: " + words);
                        }
                        drawn++;
                    }
                    if (audience >= 0 && !state.isOver()) {
                        View redrawn = state.determinize(audience, rng.copy()).view(audience);
                        assertEquals(display.pagePicture(view, players, Language.english()),
                                display.pagePicture(redrawn, players, Language.english()),
                                display.kind().name() + ": seat " + audience + "'s picture shows what it may not know");
                    }
                }
            }
            if (state.isOver() || moves == MAX_MOVES) {
                return drawn;
            }
            int seat = state.toMove().first();
            int[] legal = state.legalMoves(seat);
            state.apply(seat, legal[rng.nextInt(legal.length)]);
        }
    }

    @Test
    void textIsEscapedSoNoNameBecomesMarkup() throws Exception {
        String hostile = "<script>alert('x')</script> & \"Bob\" \u0007";
        String svg = new Svg(20, hostile).text(0, 10, hostile, 12, Svg.Anchor.START, Svg.INK, false).done();
        Document document = parse(svg, "an escaped name");
        assertEquals(0, document.getElementsByTagName("script").getLength());
        assertEquals("<script>alert('x')</script> & \"Bob\" ", document.getElementsByTagName("text").item(0).getTextContent());
    }

    private static Document parse(String svg, String where) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        Document document = factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        assertEquals("svg", document.getDocumentElement().getLocalName(), where);
        return document;
    }
}
