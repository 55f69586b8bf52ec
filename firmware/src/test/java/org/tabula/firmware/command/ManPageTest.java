package org.tabula.firmware.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/** {@code man tabula} is the command reference: each command's {@code --help} must say the same. */
class ManPageTest {
    private static final Path MAN_PAGE = Path.of(System.getProperty("basedir", ".")).resolve("../systemd/tabula.1");
    private static final Pattern FLAG = Pattern.compile("--[a-z][a-z-]*");

    @Test
    void everyCommandOfTheManualHasHelpAndTheSameFlags() throws IOException {
        Map<String, Set<String>> manual = manualCommands();
        Map<String, Set<String>> help = new TreeMap<>();
        for (Main.Usage usage : Main.USAGES) {
            help.put(usage.command(), flags(help(usage.command())));
        }
        assertEquals(Main.COMMANDS.keySet(), help.keySet(), "the commands and the entries of tabula help");
        assertEquals(help.keySet(), manual.keySet(), "the commands of tabula help and of the manual page");
        manual.forEach((command, flags) -> assertEquals(flags, help.get(command), "the flags of tabula " + command + " --help and of the manual"));
    }

    @Test
    void helpNamesTheCommandAndSucceeds() {
        String text = help("replay");
        assertTrue(text.startsWith("usage: tabula replay FILE|-"), text);
    }

    private static String help(String command) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(new String[] {command, "--help"}, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, status, command + " --help: " + err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    /** Each command's synopsis line under COMMANDS (the line after each .TP), as the command and its flags. */
    private static Map<String, Set<String>> manualCommands() throws IOException {
        List<String> lines = Files.readAllLines(MAN_PAGE, StandardCharsets.UTF_8);
        Map<String, Set<String>> commands = new TreeMap<>();
        boolean inCommands = false;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith(".SH")) {
                inCommands = line.equals(".SH COMMANDS");
            } else if (inCommands && line.equals(".TP")) {
                String synopsis = plain(lines.get(i + 1));
                commands.put(synopsis.split(" ")[0], flags(synopsis));
            }
        }
        return commands;
    }

    /** The text of a line of troff, without macros, fonts and quotes. */
    private static String plain(String troff) {
        return troff.replaceFirst("^\\.(BR|BI|B|IR|RI) ", "").replaceAll("\\\\f[BIRP]", "").replace("\\-", "-").replace("\"", "").strip();
    }

    private static Set<String> flags(String text) {
        Set<String> flags = new TreeSet<>();
        Matcher matcher = FLAG.matcher(text.lines().findFirst().orElse(""));
        while (matcher.find()) {
            flags.add(matcher.group());
        }
        return flags;
    }
}
