/**
 * OLED drivers for the SSD1306 and SH1106: one command type per chip, the I2C interface, and
 * frame diffs so that only changed columns are sent.
 */
package org.tabula.hal.oled;
