/**
 * The entry point ({@code Main}, which hands each sub-command of {@code org.tabula.firmware.command}
 * its arguments), the replay scripts and their replay ({@code tabula replay}, kept beside them),
 * and the game log that survives power cuts; man tabula is the command line's reference.
 */
package org.tabula.firmware;
