package org.tabula.firmware.json;

import java.text.NumberFormat;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;

/**
 * The one place where the JSON reader's refusals become sentences for people: Jackson's own
 * messages name its classes and features ({@code DeserializationFeature.FAIL_ON_TRAILING_TOKENS},
 * {@code StreamReadConstraints.getMaxNestingDepth()}), which no person should read.
 */
public final class JsonErrors {
    private static final Pattern LIMIT = Pattern.compile("maximum allowed \\((\\d+)");
    private static final Pattern CODE = Pattern.compile(" ?\\((?:CTRL-CHAR, )?code -?\\d+\\)");
    private static final Pattern CONTROL = Pattern.compile("\\(CTRL-CHAR, code (\\d+)\\)");
    private static final Pattern DUPLICATE = Pattern.compile("Duplicate (?:field|Object property) ['\"](.*)['\"]");
    /** Where Jackson's sentence turns to its internals: the rest is cut off. */
    private static final Pattern INTERNALS = Pattern.compile(
            "\\s*(?:\\n|\\(not recognized|; ?enable|: ?enable|\\(?\\bat \\[Source|\\(start marker|\\(through reference chain|\\(for Object|\\(bound as).*",
            Pattern.DOTALL);

    private JsonErrors() {
    }

    /**
     * Why {@code what} (such as "the script") could not be read, as a sentence with the line and
     * column where the reader stopped.
     */
    public static String sentence(JsonProcessingException e, String what) {
        String message = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
        if (e instanceof StreamConstraintsException) {
            return limit(message, what);
        }
        String detail;
        if (e instanceof JsonEOFException || message.startsWith("Unexpected end-of-input")) {
            detail = "it ends too early";
        } else if (message.startsWith("Trailing token")) {
            detail = "unexpected text after its end";
        } else {
            Matcher duplicate = DUPLICATE.matcher(message);
            detail = duplicate.find() ? "the key \"" + duplicate.group(1) + "\" appears twice" : plain(message);
        }
        return what + " is not valid JSON: " + detail + at(e.getLocation());
    }

    private static String limit(String message, String what) {
        Matcher max = LIMIT.matcher(message);
        String bound = max.find() ? NumberFormat.getIntegerInstance(Locale.ENGLISH).format(Long.parseLong(max.group(1))) : "the allowed";
        if (message.startsWith("Document nesting depth")) {
            return what + " nests deeper than " + bound + " levels";
        }
        if (message.startsWith("Number value length")) {
            return "a number in " + what + " is longer than " + bound + " digits";
        }
        if (message.startsWith("Name length")) {
            return "a key in " + what + " is longer than " + bound + " characters";
        }
        if (message.startsWith("String value length")) {
            return "a text in " + what + " is longer than " + bound + " characters";
        }
        return what + " is larger than " + bound + " characters";
    }

    /** Jackson's sentence without its internals: "Unexpected character ('x' (code 120))" reads "unexpected character ('x')". */
    private static String plain(String message) {
        String text = INTERNALS.matcher(message).replaceFirst("");
        text = CONTROL.matcher(text).replaceAll("control character $1");
        text = CODE.matcher(text).replaceAll("");
        text = text.replaceAll("\\s+", " ").strip();
        if (text.isEmpty() || text.contains("`") || text.contains("Exception") || text.contains("java")) {
            return "it cannot be read";
        }
        return Character.toLowerCase(text.charAt(0)) + text.substring(1);
    }

    private static String at(JsonLocation location) {
        if (location == null || location.getLineNr() < 1) {
            return "";
        }
        return " (line " + location.getLineNr() + ", column " + location.getColumnNr() + ")";
    }
}
