package org.tabula.firmware.cards.print;

/** What {@code tabula cards pdf} prints: the Roman deck's cards, or labels for Spite and Malice's stickers. */
public enum PrintedDeck {
    ROMAN("roman"),
    SPITE_LABELS("spite-labels");

    private final String key;

    PrintedDeck(String key) {
        this.key = key;
    }

    /** The name on the command line: {@code roman}, {@code spite-labels}. */
    public String key() {
        return key;
    }
}
