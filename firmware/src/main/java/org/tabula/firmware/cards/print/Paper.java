package org.tabula.firmware.cards.print;

/** The paper sizes the sheets are laid out for, in millimetres, portrait. */
public enum Paper {
    A4("a4", 210, 297),
    LETTER("letter", 215.9, 279.4);

    private final String key;
    private final double width;
    private final double height;

    Paper(String key, double width, double height) {
        this.key = key;
        this.width = width;
        this.height = height;
    }

    /** The name on the command line: {@code a4}, {@code letter}. */
    public String key() {
        return key;
    }

    public double width() {
        return width;
    }

    public double height() {
        return height;
    }
}
