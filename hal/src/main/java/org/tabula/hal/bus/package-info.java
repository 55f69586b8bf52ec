/**
 * The bus seams every driver is written against (I2C device, SPI device and bus, input and
 * output pins), in the style of embedded-hal, with errors that keep their kind.
 */
package org.tabula.hal.bus;
