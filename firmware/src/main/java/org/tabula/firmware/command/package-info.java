/**
 * The {@code tabula} command line's own room: the entry point ({@code Main}) and one class per sub-command (replay, run, enrol, games,
 * bench, bench-console, bench-hal, selftest, solve, tournament, tap-reach, wiring, cards), each a
 * {@link org.tabula.firmware.command.Command} returning its exit status, and the argument parsing
 * they share ({@code Flags}, {@code GameArguments}).
 */
package org.tabula.firmware.command;
