package io.boundarylab.app.classroom;

import java.util.Arrays;

/** The payload of a class code as bits, most significant first, padded with zeros to whole 5-bit symbols. */
final class CodeBits {
    private boolean[] bits = new boolean[64];
    private int size;
    private int read;

    CodeBits() {
    }

    /** Bits to read back from the symbols of a code. */
    static CodeBits of(int[] symbols) {
        CodeBits b = new CodeBits();
        for (int s : symbols) b.write(s, 5);
        return b;
    }

    void write(long value, int width) {
        if (width < 64 && value >>> width != 0) throw new IllegalArgumentException(value + " does not fit in " + width + " bits");
        for (int i = width - 1; i >= 0; i--) {
            if (size == bits.length) bits = Arrays.copyOf(bits, size * 2);
            bits[size++] = ((value >>> i) & 1) == 1;
        }
    }

    /** A number of any size as 6 bits saying how many bits follow, then those bits: 0 takes 6 bits, 42 takes 12. */
    void writeVar(long value) {
        if (value < 0) throw new IllegalArgumentException("negative: " + value);
        int width = 64 - Long.numberOfLeadingZeros(value);
        write(width, 6);
        write(value, width);
    }

    long read(int width) throws ClassCodeException {
        if (read + width > size) throw shortCode();
        long v = 0;
        for (int i = 0; i < width; i++) v = v << 1 | (bits[read++] ? 1 : 0);
        return v;
    }

    long readVar() throws ClassCodeException {
        int width = (int) read(6);
        if (width == 64) throw shortCode();
        return read(width);
    }

    /** Whatever is left after the last field must be the padding: fewer than five zero bits. */
    void expectEnd() throws ClassCodeException {
        if (size - read >= 5) throw shortCode();
        for (int i = read; i < size; i++) if (bits[i]) throw shortCode();
    }

    /** The bits as 5-bit symbol values, the last padded with zeros. */
    int[] symbols() {
        int n = (size + 4) / 5;
        int[] out = new int[n];
        for (int i = 0; i < n * 5; i++) out[i / 5] = out[i / 5] << 1 | (i < size && bits[i] ? 1 : 0);
        return out;
    }

    private static ClassCodeException shortCode() {
        // The check symbols matched, so this is a code of another make or a version this app cannot read.
        return new ClassCodeException(ClassCodeException.Problem.MISTYPED,
                "the class code's check symbols match but its contents do not read as a class code of this version of Boundary Lab");
    }
}
