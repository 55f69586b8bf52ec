package org.tabula.hal.pi4j;

import org.tabula.hal.bus.BusFactory;

/** The buses of the box, open until closed. */
public interface BoxBuses extends BusFactory, AutoCloseable {
    @Override
    void close();
}
