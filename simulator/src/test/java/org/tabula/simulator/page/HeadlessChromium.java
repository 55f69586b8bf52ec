package org.tabula.simulator.page;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

import org.tabula.firmware.json.Json;

/**
 * Debian's chromium, headless, driven through Debian's chromedriver by the W3C WebDriver protocol
 * (plain JSON over HTTP on loopback): no browser download and no client library. One session, one
 * fresh profile, no network beyond the page under test.
 */
final class HeadlessChromium implements AutoCloseable {
    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    private final Process driver;
    private final Path profile;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final String base;
    private final String session;

    static boolean installed() {
        return Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER);
    }

    HeadlessChromium(int width, int height) throws IOException, InterruptedException {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        profile = Files.createTempDirectory("tabula-chromium");
        driver = new ProcessBuilder(DRIVER.toString(), "--port=" + port, "--allowed-ips=127.0.0.1")
                .redirectErrorStream(true).redirectOutput(profile.resolve("chromedriver.log").toFile()).start();
        base = "http://127.0.0.1:" + port;
        for (int tries = 0; !ready(); tries++) {
            if (tries > 200) {
                throw new IOException("chromedriver did not start: " + Files.readString(profile.resolve("chromedriver.log")));
            }
            Thread.sleep(25);
        }
        Map<String, Object> options = Map.of("binary", CHROMIUM.toString(), "args", List.of("--headless", "--no-sandbox",
                "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
                "--user-data-dir=" + profile.resolve("profile"), "--window-size=" + width + "," + height, "--lang=en-GB"));
        // The browser's console is kept, so a test can see what the page logged (a failed request is an error there).
        JsonNode created = call("POST", "/session", Map.of("capabilities", Map.of("alwaysMatch", Map.of("browserName", "chrome",
                "goog:chromeOptions", options, "goog:loggingPrefs", Map.of("browser", "ALL")))));
        session = created.get("value").get("sessionId").asText();
    }

    private boolean ready() {
        try {
            // Bounded: a driver that took the connection but never answers is not ready, and the start's tries run out.
            return http.send(HttpRequest.newBuilder(URI.create(base + "/status")).timeout(Duration.ofSeconds(2)).build(),
                    HttpResponse.BodyHandlers.ofString()).statusCode() == 200;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private JsonNode call(String method, String path, Object body) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(60))
                .header("Content-Type", "application/json");
        request.method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofString(Json.text(Json.tree(body))));
        HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        JsonNode answer = Json.read(response.body());
        if (response.statusCode() != 200) {
            throw new IOException("chromedriver " + method + " " + path + ": " + response.body());
        }
        return answer;
    }

    private JsonNode command(String method, String path, Object body) throws IOException, InterruptedException {
        return call(method, "/session/" + session + path, body).get("value");
    }

    void open(String url) throws IOException, InterruptedException {
        command("POST", "/url", Map.of("url", url));
    }

    /** Opens a new tab and switches to it; returns the handle of the tab left. */
    String newTab() throws IOException, InterruptedException {
        String current = command("GET", "/window", null).asText();
        String handle = command("POST", "/window/new", Map.of("type", "tab")).get("handle").asText();
        command("POST", "/window", Map.of("handle", handle));
        return current;
    }

    String tab() throws IOException, InterruptedException {
        return command("GET", "/window", null).asText();
    }

    void switchTo(String handle) throws IOException, InterruptedException {
        command("POST", "/window", Map.of("handle", handle));
    }

    /** Runs {@code script} (a function body; {@code arguments} as given) in the page and gives what it returns. */
    JsonNode run(String script, Object... arguments) throws IOException, InterruptedException {
        return command("POST", "/execute/sync", Map.of("script", script, "args", List.of(arguments)));
    }

    /** Reloads the page, as a person would. */
    void reload() throws IOException, InterruptedException {
        command("POST", "/refresh", Map.of());
    }

    /** What the page's console logged at {@code level} or worse since the last call (chromedriver's log endpoint). */
    List<String> consoleEntries(String level) throws IOException, InterruptedException {
        List<String> levels = List.of("ALL", "DEBUG", "INFO", "WARNING", "SEVERE");
        List<String> entries = new java.util.ArrayList<>();
        for (JsonNode entry : command("POST", "/se/log", Map.of("type", "browser"))) {
            if (levels.indexOf(entry.get("level").asText()) >= levels.indexOf(level)) {
                entries.add(entry.get("level").asText() + " " + entry.get("message").asText());
            }
        }
        return entries;
    }

    /** Makes the window (the page's viewport, headless) this size: a phone's width, or a desk's. */
    void resize(int width, int height) throws IOException, InterruptedException {
        command("POST", "/window/rect", Map.of("width", width, "height", height));
    }

    byte[] screenshot() throws IOException, InterruptedException {
        return Base64.getDecoder().decode(command("GET", "/screenshot", null).asText());
    }

    @Override
    public void close() throws IOException, InterruptedException {
        try {
            call("DELETE", "/session/" + session, null);
        } finally {
            driver.destroy();
            driver.waitFor();
            try (var files = Files.walk(profile)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
            }
        }
    }
}
