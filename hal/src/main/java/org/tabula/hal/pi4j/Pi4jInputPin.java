package org.tabula.hal.pi4j;

import com.pi4j.io.gpio.digital.DigitalInput;

import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.InputPin;

/** {@link InputPin} on a Pi4J {@link DigitalInput}. */
public final class Pi4jInputPin implements InputPin {
    private final DigitalInput input;

    public Pi4jInputPin(DigitalInput input) {
        this.input = input;
    }

    @Override
    public boolean isHigh() throws BusException {
        try {
            return input.isHigh();
        } catch (RuntimeException e) {
            throw Pi4jErrors.translate("GPIO " + input.address(), e);
        }
    }
}
