package org.tabula.hal.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.tabula.hal.FreshLoader;

/**
 * Reading tabula.conf, and refusing a wrong one, loads no ObjectMapper: checked where it counts,
 * in the classes a fresh class loader actually loads (this test JVM has loaded ObjectMappers of
 * its own). Catches what the architecture rule (the simulator's ArchitectureTest) cannot see, such as a node's toString() called by
 * string concatenation.
 */
class ConfigLoadsNoObjectMapperTest {
    @Test
    void readingAndRefusingConfigurationsLoadsNoObjectMapper() throws Exception {
        List<String> wrongTexts = List.of("[leds]\ncount = [1, 2.5, { a = 'x' }, nan]\n", "[page]\nenabled = { on = true }\n",
                "language = 3\n", "[leds\n");
        try (FreshLoader loader = new FreshLoader()) {
            Method parse = loader.loadClass(HardwareConfig.class.getName()).getMethod("parse", String.class, String.class);
            assertEquals(loader, parse.getDeclaringClass().getClassLoader(), "the configuration classes come from the fresh loader");
            parse.invoke(null, Files.readString(HardwareConfigTest.SHIPPED), "tabula.conf");
            for (String wrong : wrongTexts) {
                InvocationTargetException refused = assertThrows(InvocationTargetException.class,
                        () -> parse.invoke(null, wrong, "t"));
                assertEquals(ConfigException.class.getName(), refused.getCause().getClass().getName());
            }
            assertTrue(loader.hasLoaded("com.fasterxml.jackson.databind.JsonNode"), "the check looks at the right loader");
            assertFalse(loader.hasLoaded("com.fasterxml.jackson.databind.ObjectMapper"));
        }
    }
}
