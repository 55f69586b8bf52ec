package org.tabula.hal.nfc;

/** The MFRC522 registers this driver uses, at the addresses of the datasheet's table 20 (rev 3.9). */
enum Mfrc522Register {
    COMMAND(0x01),
    COM_IRQ(0x04),
    DIV_IRQ(0x05),
    ERROR(0x06),
    FIFO_DATA(0x09),
    FIFO_LEVEL(0x0A),
    CONTROL(0x0C),
    BIT_FRAMING(0x0D),
    COLL(0x0E),
    MODE(0x11),
    TX_CONTROL(0x14),
    TX_ASK(0x15),
    CRC_RESULT_H(0x21),
    CRC_RESULT_L(0x22),
    T_MODE(0x2A),
    T_PRESCALER(0x2B),
    T_RELOAD_H(0x2C),
    T_RELOAD_L(0x2D),
    AUTO_TEST(0x36),
    VERSION(0x37);

    final int address;

    Mfrc522Register(int address) {
        this.address = address;
    }

    /** SPI address byte (datasheet 8.1.2.3): bit 7 = read, bits 6-1 = address, bit 0 = 0. */
    int readByte() {
        return 0x80 | address << 1;
    }

    int writeByte() {
        return address << 1;
    }
}
