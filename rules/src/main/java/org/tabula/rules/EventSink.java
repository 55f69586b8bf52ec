package org.tabula.rules;

/** Receives the events of an applied move, in the order they happened. */
@FunctionalInterface
public interface EventSink {
    /** For callers that only want the new state: random playouts and bots. */
    EventSink DISCARD = event -> { };

    void accept(GameEvent event);
}
