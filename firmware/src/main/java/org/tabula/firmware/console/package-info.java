/**
 * The application on the loop thread: the activities (main menu, setup editors, a game,
 * enrolment, notices) and the console that drives them.
 */
package org.tabula.firmware.console;
