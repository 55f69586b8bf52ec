package org.tabula.display.sumo;

import java.util.List;

import org.tabula.display.GameDisplay;
import org.tabula.display.led.Animation;
import org.tabula.display.led.LedSettings;
import org.tabula.display.screen.EndScreen;
import org.tabula.display.screen.Players;
import org.tabula.display.screen.Screen;
import org.tabula.rules.GameEvent;
import org.tabula.rules.sumo.SumoView;

/** Sumo on the OLED and the strip. */
public final class SumoDisplay implements GameDisplay<SumoView> {
    @Override
    public String game() {
        return "sumo";
    }

    @Override
    public Class<SumoView> viewType() {
        return SumoView.class;
    }

    @Override
    public Screen playScreen(SumoView view, List<GameEvent> latest, Players players) {
        return new SumoScreen(view, latest, players);
    }

    @Override
    public EndScreen endScreen(SumoView view, Players players) {
        return SumoEndScreen.of(view, players);
    }

    @Override
    public int[] lights(SumoView view, LedSettings settings) {
        return SumoScene.still(view, settings);
    }

    @Override
    public Animation animation(SumoView view, List<GameEvent> latest, LedSettings settings) {
        return SumoScene.play(view, latest, settings);
    }
}
