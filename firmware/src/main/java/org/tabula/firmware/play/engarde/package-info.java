/**
 * En Garde at the box: its registration ({@link org.tabula.firmware.play.engarde.EnGardeConsole}),
 * the aces to fives of the Spite deck as its cards, what a tap plays and how its pick reads, and
 * its lines on the console (docs/playing.md, En Garde at the box).
 */
package org.tabula.firmware.play.engarde;
