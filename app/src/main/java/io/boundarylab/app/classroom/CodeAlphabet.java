package io.boundarylab.app.classroom;

import java.util.Locale;

/**
 * How a class code is written: Douglas Crockford's base32 (digits and letters without I, L, O and U,
 * so no two symbols sound or look alike; read case-insensitively, I and L read as 1, O as 0, hyphens
 * and spaces ignored), followed by two check symbols: a CRC-10 (polynomial x^10+x^9+x^5+x^4+x+1,
 * 0x233, starting from all ones) of the payload's bits. Every error confined to 10 consecutive bits changes a CRC of degree
 * 10, so every single mistyped symbol and every swap of two neighbouring symbols is caught.
 * Crockford's own check symbol (mod 37) was not used: three of its symbols ({@code * ~ $}) are hard
 * to read aloud.
 */
final class CodeAlphabet {
    static final String SYMBOLS = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    static final int CHECK_SYMBOLS = 2;
    private static final int CRC_POLY = 0x233;
    private static final int GROUP = 4;

    private CodeAlphabet() {
    }

    /** The payload (5-bit values) with its check symbols, in groups of four joined by hyphens. */
    static String write(int[] payload) {
        int crc = crc10(payload);
        StringBuilder b = new StringBuilder();
        for (int v : payload) b.append(SYMBOLS.charAt(v));
        b.append(SYMBOLS.charAt(crc >>> 5)).append(SYMBOLS.charAt(crc & 31));
        StringBuilder grouped = new StringBuilder();
        for (int i = 0; i < b.length(); i++) {
            if (i > 0 && i % GROUP == 0) grouped.append('-');
            grouped.append(b.charAt(i));
        }
        return grouped.toString();
    }

    /**
     * The payload of a code as typed, its check symbols verified.
     *
     * @throws ClassCodeException {@link ClassCodeException.Problem#MISTYPED} naming the symbol or the check
     */
    static int[] read(String typed) throws ClassCodeException {
        String s = typed == null ? "" : typed.strip();
        int bad = badSymbol(s);
        if (bad >= 0) {
            throw new ClassCodeException(ClassCodeException.Problem.MISTYPED, "class code " + s + ": '" + s.charAt(bad)
                    + "' (position " + (bad + 1) + ") is not a class code symbol; a code has digits and letters except U");
        }
        int[] values = new int[s.length()];
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = Character.toUpperCase(s.charAt(i));
            if (c == '-' || c == ' ') continue;
            values[n++] = SYMBOLS.indexOf(read(c));
        }
        if (n <= CHECK_SYMBOLS) {
            throw new ClassCodeException(ClassCodeException.Problem.MISTYPED, "class code " + s + ": too short to be a class code");
        }
        int[] payload = java.util.Arrays.copyOf(values, n - CHECK_SYMBOLS);
        int check = values[n - 2] << 5 | values[n - 1];
        if (crc10(payload) != check) {
            throw new ClassCodeException(ClassCodeException.Problem.MISTYPED, "class code " + s.toUpperCase(Locale.ROOT)
                    + ": the check symbols do not match; a symbol is mistyped or two are swapped: please read it again");
        }
        return payload;
    }

    /** Where the first character that is no code symbol is in {@code typed} (hyphens and spaces aside), or -1 when there is none. */
    static int badSymbol(String typed) {
        for (int i = 0; i < typed.length(); i++) {
            char c = Character.toUpperCase(typed.charAt(i));
            if (c != '-' && c != ' ' && SYMBOLS.indexOf(read(c)) < 0) return i;
        }
        return -1;
    }

    /** The symbol a typed character stands for: I and L read as 1, O as 0. */
    private static char read(char upper) {
        return upper == 'I' || upper == 'L' ? '1' : upper == 'O' ? '0' : upper;
    }

    /** CRC-10 over the 5-bit values, most significant bit first, starting from all ones (so "0000-0000" is not a code). */
    static int crc10(int[] payload) {
        int crc = 0x3FF;
        for (int v : payload) {
            for (int bit = 4; bit >= 0; bit--) {
                int in = (v >>> bit) & 1;
                int top = (crc >>> 9) & 1;
                crc = (crc << 1) & 0x3FF;
                if ((top ^ in) == 1) crc ^= CRC_POLY & 0x3FF;
            }
        }
        return crc;
    }
}
