/**
 * Pictures of the box drawn from its configuration: what to wire (tabula wiring, docs/wiring.svg)
 * and the box seen from above (docs/box.svg).
 */
package org.tabula.firmware.wiring;
