package org.tabula.firmware.journal;

import java.util.Arrays;

/** Where each record of a journal file is: its payload's offset and length, in two growing arrays (a few bytes a record). */
final class RecordIndex {
    private long[] offsets = new long[16];
    private int[] lengths = new int[16];
    private int count;

    void add(long offset, int length) {
        if (count == offsets.length) {
            offsets = Arrays.copyOf(offsets, count * 2);
            lengths = Arrays.copyOf(lengths, count * 2);
        }
        offsets[count] = offset;
        lengths[count] = length;
        count++;
    }

    int count() {
        return count;
    }

    long offset(int i) {
        return offsets[checked(i)];
    }

    int length(int i) {
        return lengths[checked(i)];
    }

    /** Drops the first {@code first} records, the file having lost {@code shift} bytes before the rest. */
    void dropFirst(int first, long shift) {
        System.arraycopy(offsets, first, offsets, 0, count - first);
        System.arraycopy(lengths, first, lengths, 0, count - first);
        count -= first;
        for (int i = 0; i < count; i++) {
            offsets[i] -= shift;
        }
    }

    private int checked(int i) {
        if (i < 0 || i >= count) {
            throw new IndexOutOfBoundsException("record " + i + " of " + count);
        }
        return i;
    }
}
