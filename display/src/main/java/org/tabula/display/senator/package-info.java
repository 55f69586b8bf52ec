/**
 * Senator's play screen (the board in miniature), end table and LED scene.
 */
package org.tabula.display.senator;
