/**
 * Virtual devices implementing the HAL's interfaces: the display and LED strip that keep the
 * frames they are given, readers with virtual tags, and buttons.
 */
package org.tabula.simulator.devices;
