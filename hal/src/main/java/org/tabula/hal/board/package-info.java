/**
 * The board under the box: which Raspberry Pi family, which GPIO chip is the header's (by label,
 * never by number), which buses and SPI devices exist, spidev's buffer, and the SPI clock each
 * controller grants, so the LED strip gets an encoding known to work there.
 */
package org.tabula.hal.board;
