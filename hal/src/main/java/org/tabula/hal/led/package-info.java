/**
 * LED strip drivers: the colour pipeline (gamma, brightness, current limit) and the WS2812 and
 * APA102 encoders that turn a frame into SPI bytes.
 */
package org.tabula.hal.led;
