package org.tabula.rules;

/**
 * Something that happened when a move was applied, for the display and LEDs to show or animate
 * ("seat 1 pushed 8 squares, from 0 to -8"). Each game defines its events as small records.
 */
public interface GameEvent {
    /** One plain English sentence, for logs and the command line. */
    String describe();
}
