package org.tabula.hal;

/** The five buttons of the reference box (HARDWARE.md). */
public enum Button {
    LEFT, RIGHT, OK, BACK, PASS
}
