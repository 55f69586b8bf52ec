package org.tabula.firmware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.tabula.hal.FreshLoader;

/**
 * Replaying scripts, good and malformed, loads no ObjectMapper (docs/performance.md says what it
 * would cost the box): checked in the classes a fresh class loader actually loads, which catches
 * what the architecture rule cannot see, such as a node's toString() called by string joining.
 */
class ReplayLoadsNoObjectMapperTest {
    private static final List<String> MALFORMED = List.of(
            "{\"game\": \"sumo\", \"players\": \"2\", \"seed\": 1, \"moves\": []}",
            "{\"game\": \"spite\", \"players\": 3, \"seed\": 1, \"moves\": []}",
            "{\"game\": \"sumo\", \"seed\": 1, \"moves\": [], \"bots\": [1]}",
            "{\"game\": \"senator\", \"players\": 2, \"seed\": 1, \"series\": {\"goal\": {\"games\": 0}, \"games\": []}}",
            "{\"game\": \"sumo\", \"seed\": \"x\", \"moves\": [3]}",
            "{\"game\": \"wheel\", \"players\": 2, \"options\": {\"x\": [1, 2.5, {\"a\": null}]}, \"seed\": 1, \"moves\": []}",
            "{\"game\": \"sumo\", \"seed\": 1, \"moves\": [] } trailing",
            "[\"sumo\"]");

    @Test
    void replayingRandomAndMalformedScriptsLoadsNoObjectMapper() throws Exception {
        ClassLoader before = Thread.currentThread().getContextClassLoader();
        try (FreshLoader loader = new FreshLoader()) {
            // The games are found by ServiceLoader, which looks through the thread's loader.
            Thread.currentThread().setContextClassLoader(loader);
            Class<?> scripts = loader.loadClass(RandomScripts.class.getName());
            assertEquals(loader, scripts.getClassLoader(), "the console's classes come from the fresh loader");
            Constructor<?> create = scripts.getDeclaredConstructor(long.class);
            create.setAccessible(true);
            Method next = scripts.getDeclaredMethod("next");
            next.setAccessible(true);
            Method outcome = scripts.getDeclaredMethod("outcome", String.class);
            outcome.setAccessible(true);
            Object random = create.newInstance(36L);
            for (int i = 0; i < 300; i++) {
                outcome.invoke(null, next.invoke(random));
            }
            for (String script : MALFORMED) {
                String said = (String) outcome.invoke(null, script);
                assertTrue(said.startsWith("2\t"), said);
            }
            assertTrue(loader.hasLoaded("com.fasterxml.jackson.databind.JsonNode"), "the check looks at the right loader");
            assertFalse(loader.hasLoaded("com.fasterxml.jackson.databind.ObjectMapper"));
        } finally {
            Thread.currentThread().setContextClassLoader(before);
        }
    }
}
