package org.tabula.simulator.page;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.hal.Button;
import org.tabula.simulator.headless.HeadlessBox;
import org.tabula.simulator.headless.ScriptRunner;

/** A player pairs a phone at the box: BACK pauses, "Phone: Red" shows a code, BACK twice resumes the game. */
final class PhoneSteps {
    private PhoneSteps() {
    }

    /** The code the OLED shows for the seat's phone, the game resumed after. */
    static String code(HeadlessBox box, ScriptRunner menu, int seat) throws Exception {
        // The phone menu names the seat as the OLED's table does: the game's own name for it (Red).
        Text name = box.screen().table().players().name(seat);
        box.press(Button.BACK);
        assertTrue(box.screen().lines().contains(Text.of("console.phone", name)), box.screen().text());
        menu.execute("choose Phone: " + Language.english().format(name));
        String code = box.screen().lineTexts().stream().filter(line -> line.startsWith("Code ")).findFirst()
                .orElseThrow(() -> new AssertionError("no code on the OLED: " + box.screen().text()))
                .substring("Code ".length());
        box.press(Button.BACK);
        box.press(Button.BACK);
        return code;
    }
}
