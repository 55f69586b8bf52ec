/**
 * The hardware benchmark behind tabula bench-hal: I2C bytes per screen change and LED frame
 * encoding time.
 */
package org.tabula.hal.bench;
