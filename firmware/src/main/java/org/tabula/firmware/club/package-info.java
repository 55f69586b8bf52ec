/**
 * The club: the people who play at the box (the roster, roster.json in the state folder, and
 * their badges), their ratings per game from the archive, and the club's table.
 */
package org.tabula.firmware.club;
