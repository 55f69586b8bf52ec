/**
 * Senator at the box: its registration (its kind, what it declares at the box, its adapter)
 * and its adapter (which moves a tapped card stands for, its words, its picks).
 */
package org.tabula.firmware.play.senator;
