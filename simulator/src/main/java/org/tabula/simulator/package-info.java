/**
 * The desktop stand-in for the box (./tabula): its entry point, its options, the virtual devices
 * it builds from the box's configuration, and the device frames drawn as pictures.
 */
package org.tabula.simulator;
