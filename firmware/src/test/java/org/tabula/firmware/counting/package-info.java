/**
 * Count to five: a trivial sixth game in test code, proving that a game is one package and one
 * registration line ({@code META-INF/services/org.tabula.firmware.play.ConsoleGame}) away from
 * the box's menu, screens and {@code tabula replay}.
 */
package org.tabula.firmware.counting;
