package org.tabula.firmware;

/** One sub-command of {@code tabula}: runs on its arguments and gives the process's exit status. */
@FunctionalInterface
interface Command {
    /** Exit status for a bad command line (sysexits' {@code EX_USAGE}). */
    int USAGE = 64;

    int run(String[] args);
}
