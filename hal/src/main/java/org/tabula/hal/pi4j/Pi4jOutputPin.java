package org.tabula.hal.pi4j;

import com.pi4j.io.gpio.digital.DigitalOutput;
import com.pi4j.io.gpio.digital.DigitalState;

import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.OutputPin;

/** {@link OutputPin} on a Pi4J {@link DigitalOutput}. */
public final class Pi4jOutputPin implements OutputPin {
    private final DigitalOutput output;

    public Pi4jOutputPin(DigitalOutput output) {
        this.output = output;
    }

    @Override
    public void set(boolean high) throws BusException {
        try {
            output.state(high ? DigitalState.HIGH : DigitalState.LOW);
        } catch (RuntimeException e) {
            throw Pi4jErrors.translate("GPIO " + output.address(), e);
        }
    }
}
