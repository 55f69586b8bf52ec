/**
 * What the OLED and LEDs show, as pure functions of what an audience may see: the registry of
 * each game's screens and LED scenes.
 */
package org.tabula.display;
