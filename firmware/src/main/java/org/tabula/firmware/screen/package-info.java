/**
 * From the console's state to frames: the renderer that draws the current screen and LED scene,
 * and the table model they read.
 */
package org.tabula.firmware.screen;
