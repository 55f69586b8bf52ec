package org.tabula.simulator;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.stream.Collectors;

import com.code_intelligence.jazzer.junit.FuzzTest;

import org.tabula.firmware.cards.CardRegistry;
import org.tabula.hal.fuzz.Sentences;
import org.tabula.simulator.devices.VirtualTags;
import org.tabula.simulator.headless.HeadlessBox;
import org.tabula.simulator.headless.ScriptRunner;

/**
 * The headless simulator's scripts of any text (docs/fuzzing.md): run to the end, or stopped at a
 * line with a {@link ScriptRunner.ScriptException} whose sentence names the line; nothing else.
 * Lines that read or write pictures (save-oled, save-leds, expect-oled) are left out, so the
 * fuzzer writes no file anywhere; ExampleScriptsTest covers them. Seeds: examples/sim.
 */
class SimulatorScriptFuzzTest {
    private static final String SCREEN = "\n--- the screen ---\n";

    @FuzzTest(maxDuration = "10m")
    void anySimulatorScriptRunsOrStopsAtALine(byte[] input) throws IOException {
        String script = new String(input, StandardCharsets.UTF_8).lines()
                .filter(line -> !line.strip().startsWith("save-") && !line.strip().startsWith("expect-oled"))
                .collect(Collectors.joining("\n"));
        CardRegistry registry = CardRegistry.inMemory();
        VirtualTags.enrolUnenrolledDecks(registry);
        ScriptRunner runner = new ScriptRunner(new HeadlessBox(SimConfig.REFERENCE_BOX, registry, 1),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), Path.of("no-pictures-here"));
        try {
            runner.run(new StringReader(script));
        } catch (ScriptRunner.ScriptException e) {
            String message = e.getMessage();
            String sentence = message.contains(SCREEN) ? message.substring(0, message.indexOf(SCREEN)) : message;
            Sentences.assertForPeople(sentence, script);
        }
    }
}
