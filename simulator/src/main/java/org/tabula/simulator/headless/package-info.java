/**
 * The simulator without a window: scripted runs (press, tap, expect, compare pictures) and the
 * demo game between bots.
 */
package org.tabula.simulator.headless;
