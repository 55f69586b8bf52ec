/**
 * The bus seams on Pi4J 2.8.0: gpiod for GPIO, linuxfs for I2C and SPI. Only the primitives are
 * implemented here; nothing else in the HAL knows Pi4J.
 */
package org.tabula.hal.pi4j;
