package org.tabula.hal.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** An error quotes the wrong value back: each kind of TOML value, written as these errors have always written it. */
class WrongValuesInErrorsTest {
    /** The error for {@code value} where [leds] count wants a whole number. */
    private static String countError(String value) {
        return assertThrows(ConfigException.class, () -> HardwareConfig.parse("[leds]\ncount = " + value + "\n", "t")).getMessage();
    }

    private static void assertCountErrorQuotes(String quoted, String value) {
        assertEquals("t line 2: leds.count: must be a whole number, got " + quoted, countError(value));
    }

    @Test
    void stringsAreQuotedAsWrittenAndOtherScalarsAreBare() {
        assertCountErrorQuotes("\"19\"", "\"19\"");
        assertCountErrorQuotes("\"Grüße \"quoted\"\"", "\"Grüße \\\"quoted\\\"\"");
        assertCountErrorQuotes("true", "true");
        assertCountErrorQuotes("false", "false");
        assertCountErrorQuotes("\"1979-05-27T07:32:00Z\"", "1979-05-27T07:32:00Z");
        assertCountErrorQuotes("\"1979-05-27T07:32:00\"", "1979-05-27 07:32:00");
        assertCountErrorQuotes("\"07:32:00\"", "07:32:00");
    }

    @Test
    void floatsAreWrittenAsTheirDecimalValue() {
        assertCountErrorQuotes("1.5", "1.50");
        assertCountErrorQuotes("2E+3", "2e3");
        assertCountErrorQuotes("0", "0.0");
        assertCountErrorQuotes("-0.001", "-1e-3");
        assertCountErrorQuotes("\"NaN\"", "nan");
        assertCountErrorQuotes("\"Infinity\"", "+inf");
        assertCountErrorQuotes("\"-Infinity\"", "-inf");
    }

    @Test
    void arraysAreWrittenCompactlyWithTheirElements() {
        assertCountErrorQuotes("[]", "[]");
        assertCountErrorQuotes("[1,2]", "[1, 2]");
        assertCountErrorQuotes("[1,2.5,true,\"x\",[3,[]],300000000000000000000000]",
                "[1, 2.5, true, 'x', [3, []], 300_000_000_000_000_000_000_000]");
        assertCountErrorQuotes("[{\"a\":1,\"b\":[{}]},{}]", "[{ a = 1, b = [{}] }, {}]");
        assertCountErrorQuotes("[{\"say \\\"hi\\\"\":\"tab\\tnew\\nline\\u0001 back\\\\slash é\"}]",
                "[{ 'say \"hi\"' = \"tab\\tnew\\nline\\u0001 back\\\\slash é\" }]");
        assertCountErrorQuotes("[\"NaN\",\"-Infinity\"]", "[nan, -inf]");
    }

    @Test
    void tablesNestedPastJacksonsWritingLimitAreStillQuoted() {
        String error = countError("[{ " + "a.".repeat(1500) + "b = 1 }]");
        assertTrue(error.startsWith("t line 2: leds.count: must be a whole number, got [{\"a\":{\"a\":"), error);
        assertTrue(error.endsWith("{\"b\":1" + "}".repeat(1501) + "]"), error);
    }

    @Test
    void aTableIsNamedAsOne() {
        assertCountErrorQuotes("a table", "{ a = 1 }");
        assertEquals("t line 1: language: must be a language code in quotes, such as \"en\" or \"ja\", got a table",
                assertThrows(ConfigException.class, () -> HardwareConfig.parse("[language]\n", "t")).getMessage());
    }

    @Test
    void otherKeysQuoteTheirWrongValueTheSameWay() {
        assertEquals("t line 2: page.enabled: must be true or false, got [true]",
                assertThrows(ConfigException.class, () -> HardwareConfig.parse("[page]\nenabled = [true]\n", "t")).getMessage());
        assertEquals("t line 2: leds.gamma: must be a number, got \"2.8\"",
                assertThrows(ConfigException.class, () -> HardwareConfig.parse("[leds]\ngamma = \"2.8\"\n", "t")).getMessage());
        assertEquals("t line 2: display.chip: must be one of ssd1306, sh1106, got 1306",
                assertThrows(ConfigException.class, () -> HardwareConfig.parse("[display]\nchip = 1306\n", "t")).getMessage());
        assertEquals("t line 4: nfc.reader[0].address: must be a whole number, got [36]",
                assertThrows(ConfigException.class, () -> HardwareConfig.parse("[nfc]\n[[nfc.reader]]\nchip = \"pn532\"\naddress = [36]\n",
                        "t")).getMessage());
        assertEquals("t line 1: language: must be a language code in quotes, such as \"en\" or \"ja\", got 3.5",
                assertThrows(ConfigException.class, () -> HardwareConfig.parse("language = 3.5\n", "t")).getMessage());
    }
}
