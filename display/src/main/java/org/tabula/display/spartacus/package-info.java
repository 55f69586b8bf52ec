/**
 * Spartacus's play screen (the open trick, hands and scores), end table and LED scene.
 */
package org.tabula.display.spartacus;
