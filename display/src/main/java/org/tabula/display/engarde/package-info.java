/**
 * En Garde's play screen, end screen and words, and the piste on the LED strip with its moves,
 * attacks and parries (docs/playing.md, En Garde).
 */
package org.tabula.display.engarde;
