package org.tabula.hal.pi4j;

import java.nio.file.Files;
import java.nio.file.Path;

import com.pi4j.plugin.linuxfs.internal.LinuxLibC;

import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.ErrorKind;

/**
 * {@link SpidevModes} through the kernel's spidev ioctl, with the C library binding that Pi4J's
 * own SPI provider uses (so no second native binding is loaded).
 */
final class LinuxSpidevModes implements SpidevModes {
    /**
     * {@code SPI_IOC_WR_MODE32} of include/uapi/linux/spi/spidev.h: {@code _IOW(SPI_IOC_MAGIC, 5, __u32)},
     * direction write (1) in bits 30..31, size 4 in bits 16..29, type 'k', number 5.
     */
    static final long SPI_IOC_WR_MODE32 = 1L << 30 | 4L << 16 | 'k' << 8 | 5;

    @Override
    public void set(int bus, int chipSelect, int mode) throws BusException {
        if (mode < 0 || mode > 3) {
            throw new IllegalArgumentException("SPI mode " + mode);
        }
        Path device = Path.of("/dev/spidev" + bus + "." + chipSelect);
        if (!Files.exists(device)) {
            throw new BusException(ErrorKind.BUS, "no " + device + " (is SPI bus " + bus + " enabled in config.txt?)");
        }
        LinuxLibC libc;
        try {
            libc = LinuxLibC.INSTANCE;
        } catch (LinkageError e) {
            throw new BusException(ErrorKind.BUS, "cannot load the C library binding to set the mode of " + device, e);
        }
        int fd = libc.open(device.toString(), LinuxLibC.O_RDWR);
        if (fd < 0) {
            throw new BusException(ErrorKind.BUS, "cannot open " + device + " (is the service's user in group spi?)");
        }
        try {
            // A primitive array reaches C as a pointer to its (copied) elements: the __u32 the ioctl reads.
            if (libc.ioctl(fd, SPI_IOC_WR_MODE32, (Object) new int[] {mode}) != 0) {
                throw new BusException(ErrorKind.BUS, device + " refuses SPI mode " + mode);
            }
        } finally {
            libc.close(fd);
        }
    }
}
