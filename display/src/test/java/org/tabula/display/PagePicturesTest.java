package org.tabula.display;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

import org.tabula.display.page.Svg;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Language;
import org.tabula.rules.Game;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Seats;
import org.tabula.rules.View;
import org.tabula.rules.engarde.EnGardeEvent;
import org.tabula.rules.senator.SenatorEvent;
import org.tabula.rules.spartacus.Spartacus;
import org.tabula.rules.spite.SpiteEvent;
import org.tabula.rules.sumo.Sumo;
import org.tabula.rules.wheel.WheelEvent;

/**
 * Every game's picture of the table for the live page, over random games of every game and player
 * count, for the table and every seat, in every language: well-formed SVG with every seat named
 * as the box names it and no message left unformatted; the last move marked where it put, took or
 * moved a card or a piece; and the same picture for every state the audience cannot tell apart from
 * the real one (it shows nothing its view and the last move's public events do not).
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
        List<GameEvent> latest = new ArrayList<>();
        for (int moves = 0; ; moves++) {
            if (moves % CHECK_EVERY == 0 || state.isOver()) {
                for (int audience = GameState.TABLE; audience < players.count(); audience++) {
                    View view = state.view(audience);
                    for (Language language : Language.all()) {
                        String svg = display.pagePicture(view, latest, players, language);
                        String where = display.kind().name() + " for " + audience + " in " + language.code() + " after " + moves + " moves";
                        String words = parse(svg, where).getDocumentElement().getTextContent();
                        assertFalse(words.contains("{") || words.contains("}"), where + ": a message left unformatted: " + words);
                        for (int seat = 0; seat < players.count(); seat++) {
                            assertTrue(words.contains(language.format(players.name(seat))) || words.contains(language.format(players.shortName(seat))),
                                    where + ": seat " + seat + " is not named: " + words);
                        }
                        if (display.kind() != Sumo.KIND && display.kind() != Spartacus.KIND) {
                            assertEquals(marks(latest), svg.contains("class=\"last\""), where + ": the last move " + latest + " is "
                                    + (marks(latest) ? "not marked" : "marked, though it put or moved nothing"));
                        }
                        drawn++;
                    }
                    if (audience >= 0 && !state.isOver()) {
                        View redrawn = state.determinize(audience, rng.copy()).view(audience);
                        assertEquals(display.pagePicture(view, latest, players, Language.english()),
                                display.pagePicture(redrawn, latest, players, Language.english()),
                                display.kind().name() + ": seat " + audience + "'s picture shows what it may not know");
                    }
                }
            }
            if (state.isOver() || moves == MAX_MOVES) {
                return drawn;
            }
            int seat = state.toMove().first();
            int[] legal = state.legalMoves(seat);
            latest.clear();
            state.apply(seat, legal[rng.nextInt(legal.length)], latest::add);
        }
    }

    /**
     * Whether the four games whose pictures mark the last move from its events must mark this one:
     * it put the banner or pushed a card (Senator), took or laid a card (Wheel), played or discarded a
     * card (Spite and Malice, unless the move ended in a reshuffle of the piles it went on), or stepped,
     * attacked or parried in the bout still drawn (En Garde).
     * Sumo and Spartacus mark theirs from their views (the last round, the card to go below).
     */
    private static boolean marks(List<GameEvent> latest) {
        boolean boutStarted = latest.stream().anyMatch(EnGardeEvent.BoutStarted.class::isInstance);
        boolean reshuffled = latest.stream().anyMatch(SpiteEvent.Reshuffled.class::isInstance);
        boolean refilled = reshuffled || latest.stream().anyMatch(SpiteEvent.StockReplenished.class::isInstance);
        return latest.stream().anyMatch(event -> event instanceof SenatorEvent.BannerPlaced || event instanceof SenatorEvent.CardPushed
                || event instanceof WheelEvent.CardTaken || event instanceof WheelEvent.CardLaid
                || !refilled && event instanceof SpiteEvent.CardPlayed || !reshuffled && event instanceof SpiteEvent.Discarded
                || !boutStarted && (event instanceof EnGardeEvent.Moved || event instanceof EnGardeEvent.Attacked
                        || event instanceof EnGardeEvent.Parried));
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
