/**
 * LED scenes: frames of 0xRRGGBB colours and animations (feedback pulses, turn colours,
 * flashes) under a brightness cap.
 */
package org.tabula.display.led;
