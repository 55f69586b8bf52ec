package org.tabula.firmware.cards.print;

/** The paper sizes the sheets are laid out for, in millimetres, portrait. */
public enum Paper {
    A4("a4", "A4", 210, 297),
    LETTER("letter", "Letter", 215.9, 279.4);

    private final String key;
    private final String title;
    private final double width;
    private final double height;

    Paper(String key, String title, double width, double height) {
        this.key = key;
        this.title = title;
        this.width = width;
        this.height = height;
    }

    /** The name on the command line: {@code a4}, {@code letter}. */
    public String key() {
        return key;
    }

    /** Its name in the command's summary: {@code A4}, {@code Letter}. */
    public String title() {
        return title;
    }

    public double width() {
        return width;
    }

    public double height() {
        return height;
    }
}
