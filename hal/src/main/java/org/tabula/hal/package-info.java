/**
 * The devices as the firmware sees them: display, LED strip, card readers and buttons, with
 * their events and status; the implementations are in the subpackages and the simulator.
 */
package org.tabula.hal;
