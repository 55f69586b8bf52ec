/**
 * The desktop jar's entry point: the simulator's command line, which opens the window, runs a
 * script headless or plays a demo. Kept above the simulator's other packages, which it uses.
 */
package org.tabula.simulator.launch;
