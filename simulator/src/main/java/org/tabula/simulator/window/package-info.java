/**
 * The simulator's window: the OLED and LED strip drawn large, the clickable buttons, and the
 * card table to drag cards onto the readers.
 */
package org.tabula.simulator.window;
