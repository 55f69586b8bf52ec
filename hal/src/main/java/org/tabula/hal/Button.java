package org.tabula.hal;

/** The five buttons of the reference box (docs/build-the-box.md). */
public enum Button {
    LEFT, RIGHT, OK, BACK, PASS
}
