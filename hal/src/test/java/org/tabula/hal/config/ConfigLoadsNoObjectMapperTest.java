package org.tabula.hal.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * Reading tabula.conf, and refusing a wrong one, loads no ObjectMapper: checked where it counts,
 * in the classes a fresh class loader actually loads (this test JVM has loaded ObjectMappers of
 * its own). Catches what NoObjectMapperTest cannot see, such as a node's toString() called by
 * string concatenation.
 */
class ConfigLoadsNoObjectMapperTest {
    /** A class loader of the whole class path that says which classes it has loaded. */
    private static final class FreshLoader extends URLClassLoader {
        FreshLoader() throws MalformedURLException {
            super(classPath(), ClassLoader.getPlatformClassLoader());
        }

        private static URL[] classPath() throws MalformedURLException {
            String[] entries = System.getProperty("java.class.path").split(File.pathSeparator);
            URL[] urls = new URL[entries.length];
            for (int i = 0; i < entries.length; i++) {
                urls[i] = Path.of(entries[i]).toUri().toURL();
            }
            return urls;
        }

        boolean hasLoaded(String className) {
            return findLoadedClass(className) != null;
        }
    }

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
