package org.tabula.simulator.headless;

import java.util.HexFormat;
import java.util.Optional;

import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.club.Badge;
import org.tabula.firmware.club.Roster;
import org.tabula.firmware.console.Activities;
import org.tabula.firmware.console.LanguageChoice;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.firmware.service.SteppedConsole;
import org.tabula.firmware.web.LiveTable;
import org.tabula.firmware.web.PhonePairing;
import org.tabula.hal.Button;
import org.tabula.rules.SeededRandom;
import org.tabula.simulator.SimConfig;
import org.tabula.simulator.SimDevices;
import org.tabula.simulator.devices.VirtualTags;

/**
 * The simulated box without a window, stepped by a script or a test: the firmware unchanged on
 * simulated devices, on a clock that moves only when the script waits.
 */
public final class HeadlessBox {
    private final SimDevices sim;
    private final CardRegistry registry;
    private final SteppedConsole console;
    /** The club's names, which a script adds to ({@code roster Aki}): in memory, as the box's state folder is. */
    private final Roster roster = Roster.inMemory();
    /** The page the box tells, and whose club's badge asks it takes. */
    private final LiveTable live;

    /** A box with no page to tell, but for the badges a script asks for as the page's Club would ({@link #askBadgeFromPage}). */
    public HeadlessBox(SimConfig config, CardRegistry registry, long seed) {
        this(config, registry, seed, new LiveTable(playing -> { }, PhonePairing.OFF));
    }

    /** The same, telling the live page {@code live} the table after every step. */
    public HeadlessBox(SimConfig config, CardRegistry registry, long seed, LiveTable live) {
        this.sim = new SimDevices(config);
        this.registry = registry;
        this.live = live;
        this.console = new SteppedConsole(sim.devices(), registry, new SeededRandom(seed)::nextLong, MatchRecorder.NONE,
                LanguageChoice.inMemory(config.language()), live, roster);
    }

    public SimDevices devices() {
        return sim;
    }

    public CardRegistry registry() {
        return registry;
    }

    /** The club's names the box seats, by a badge or through the seats' lines. */
    public Roster roster() {
        return roster;
    }

    public SteppedConsole console() {
        return console;
    }

    public ScreenModel screen() {
        return console.screen();
    }

    public void press(Button button) {
        sim.buttons.press(button);
        console.step();
    }

    public void hold(Button button) {
        sim.buttons.hold(button);
        console.step();
    }

    /** Taps the card's simulated sticker (its virtual UID, no NDEF text). */
    public void tap(int reader, Card card) {
        sim.readers.tap(reader, VirtualTags.uid(card), Optional.empty());
        console.step();
    }

    public void tapUid(int reader, String uidHex) {
        sim.readers.tap(reader, HexFormat.of().parseHex(uidHex), Optional.empty());
        console.step();
    }

    /** Taps a tag whose NDEF text is {@code text} (a card named on the tag needs no enrolment). */
    public void tapNdef(int reader, String text) {
        sim.readers.tap(reader, new byte[] {0x04, 0x4E, 0x44, 0x45, 0x46, 0x00, (byte) text.hashCode()}, Optional.of(text));
        console.step();
    }

    public void advance(long millis) {
        console.advance(millis);
    }

    /**
     * The club's page asks for the person's badge, as its Write a badge does: the box takes the ask
     * at its next tick (at a menu; else the page is told the box is busy).
     *
     * @throws IllegalArgumentException while the box still writes another ask's badge (the page refuses it so)
     */
    public void askBadgeFromPage(Badge badge) {
        live.badges().handIn(badge).ifPresent(waiting -> {
            throw new IllegalArgumentException("the page waits for " + waiting.badge().name() + "'s badge already");
        });
        console.advance(0);
    }

    /**
     * Writes the person's badge at the box, as {@code tabula cards badge NAME} does: the box asks
     * for a tag, whatever it showed, and when the badge is written (or BACK leaves) its screen says
     * so and stays, as the command ends there.
     */
    public void writeBadgeAtBox(Badge badge) {
        console.console().startWith(context -> Activities.badgeWriting(context, badge, written -> { }));
        console.advance(0);
    }
}
