/**
 * Button input: the software debouncer that turns raw pin levels into presses, releases and
 * long presses.
 */
package org.tabula.hal.input;
