package org.tabula.firmware.console;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.tabula.firmware.service.Devices;
import org.tabula.hal.Button;
import org.tabula.hal.ButtonEvent;
import org.tabula.hal.Buttons;
import org.tabula.hal.CardReaders;
import org.tabula.hal.LedStrip;
import org.tabula.hal.MonoDisplay;
import org.tabula.hal.TagEvent;
import org.tabula.hal.nfc.TagShelf;
import org.tabula.hal.nfc.TagWriteResult;

/**
 * Devices that post what the test tells them to and record every frame written to them; their
 * readers write onto the stickers of a {@link TagShelf}.
 */
final class FakeDevices {
    final TagShelf shelf = new TagShelf();
    final List<byte[]> oledWrites = new ArrayList<>();
    final List<int[]> ledWrites = new ArrayList<>();
    private Consumer<ButtonEvent> buttonListener;
    private Consumer<TagEvent> tagListener;
    final Devices devices;

    FakeDevices(int readers, int leds) {
        Buttons buttons = listener -> buttonListener = listener;
        CardReaders cardReaders = new CardReaders() {
            @Override
            public int count() {
                return readers;
            }

            @Override
            public void setListener(Consumer<TagEvent> listener) {
                tagListener = listener;
            }

            @Override
            public void write(TagEvent arrived, String text, boolean overwrite, Consumer<TagWriteResult> done) {
                done.accept(shelf.write(arrived.uid(), text, overwrite));
            }
        };
        MonoDisplay display = oledWrites::add;
        LedStrip strip = new LedStrip() {
            @Override
            public int length() {
                return leds;
            }

            @Override
            public void write(int[] colors) {
                ledWrites.add(colors);
            }
        };
        this.devices = new Devices(buttons, cardReaders, display, strip);
    }

    void button(Button button, ButtonEvent.Kind kind) {
        buttonListener.accept(new ButtonEvent(button, kind, 0));
    }

    void tag(TagEvent event) {
        tagListener.accept(event);
    }
}
