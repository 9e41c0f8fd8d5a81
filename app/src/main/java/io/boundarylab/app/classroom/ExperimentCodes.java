package io.boundarylab.app.classroom;

import io.boundarylab.episodes.playground.LessonArchive;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/**
 * A class code that carries a playground experiment: the few files of its content folder that are
 * the experiment's own, deflated, in the class codes' alphabet ({@link CodeAlphabet}, so it is typed
 * and checked as they are).
 *
 * <p>The payload, format 2: format (3 bits, 2); the number of deflated bytes (var, as in
 * {@link ClassCodes}); the CRC-32 of the files as packed before deflating (32 bits); the deflated
 * bytes, 8 bits each. Packed, the files are their count, then per file its path (relative, with
 * {@code /}) and its text, UTF-8, each with its length before it. The code's own check symbols
 * catch a mistyped symbol; the CRC-32 catches what ten bits cannot in a code this long (a line cut
 * short, two lines swapped). A format 1 code (a class's seed and episodes) starts with another
 * symbol, so the two are told apart by the first symbol alone.
 *
 * <p>A lesson's short code, format 3, names a lesson that travels as a file ({@link LessonArchive}):
 * format (3 bits, 3), then the first {@value #LESSON_BITS} bits of the lesson's fingerprint (a
 * SHA-256 over its files). With its two check symbols that is 10 symbols, "XXXX-XXXX-XX", no
 * longer than the shortest class code: it names the lesson and checks that the file is the one
 * the code was made of, but does not carry it. The long format 2 code stays as the way to paste an
 * experiment where no file can travel.
 */
public final class ExperimentCodes {
    static final int FORMAT = 2;
    /** More than any saved experiment's files: a code that says more is not one this app made. */
    static final int MAX_BYTES = 1 << 20;
    static final int MAX_FILES = 32;
    static final int LESSON_FORMAT = 3;
    static final int LESSON_BITS = 37;

    private ExperimentCodes() {
    }

    /** Whether a code as typed is one that carries an experiment (or a later format), judged by its first symbol. */
    public static boolean carriesExperiment(String typed) {
        if (typed == null) return false;
        for (char c : typed.strip().toCharArray()) {
            if (c == '-' || c == ' ') continue;
            int v = CodeAlphabet.SYMBOLS.indexOf(Character.toUpperCase(c));
            return v >= 0 && (v >>> 2) >= FORMAT;
        }
        return false;
    }

    /** Whether a code as typed is a lesson's short code, judged by its first symbol. */
    public static boolean namesLesson(String typed) {
        return format(typed) == LESSON_FORMAT;
    }

    private static int format(String typed) {
        if (typed == null) return -1;
        for (char c : typed.strip().toCharArray()) {
            if (c == '-' || c == ' ') continue;
            int v = CodeAlphabet.SYMBOLS.indexOf(Character.toUpperCase(c));
            return v < 0 ? -1 : v >>> 2;
        }
        return -1;
    }

    /** The short code of a lesson, by its fingerprint ({@link LessonArchive#fingerprint}). */
    public static String lessonCode(byte[] fingerprint) {
        CodeBits b = new CodeBits();
        b.write(LESSON_FORMAT, 3);
        b.write(prefix(fingerprint), LESSON_BITS);
        return CodeAlphabet.write(b.symbols());
    }

    /**
     * The fingerprint bits a lesson's short code carries, to match files against with {@link #names}.
     *
     * @param text the words for what is wrong with a code, in the learner's language
     * @throws ClassCodeException {@link ClassCodeException.Problem#MISTYPED} naming the symbol that is
     *         none, a code too short or too long, or check symbols that do not match
     */
    public static long readLesson(String typed, ClassroomText text) throws ClassCodeException {
        String s = typed == null ? "" : typed.strip();
        int bad = CodeAlphabet.badSymbol(s);
        if (bad >= 0) throw damaged(text, "lesson.symbol", s.charAt(bad), bad + 1);
        int length = s.replace("-", "").replace(" ", "").length();
        int expected = (3 + LESSON_BITS + 4) / 5 + CodeAlphabet.CHECK_SYMBOLS;
        if (length != expected) throw damaged(text, "lesson.length", length, expected);
        CodeBits b;
        try {
            b = CodeBits.of(CodeAlphabet.read(s));
        } catch (ClassCodeException e) {
            throw damaged(text, "lesson.check");
        }
        b.read(3);
        long bits = b.read(LESSON_BITS);
        b.expectEnd();
        return bits;
    }

    /** Whether a lesson's fingerprint is the one a short code was made of. */
    public static boolean names(long codeBits, byte[] fingerprint) {
        return prefix(fingerprint) == codeBits;
    }

    private static long prefix(byte[] fingerprint) {
        long v = 0;
        for (int i = 0; i < 8; i++) v = v << 8 | (fingerprint[i] & 0xFF);
        return v >>> (64 - LESSON_BITS);
    }

    /** The code for these files, by path. */
    public static String write(Map<String, String> files) {
        byte[] packed = pack(files);
        CRC32 crc = new CRC32();
        crc.update(packed);
        Deflater d = new Deflater(Deflater.BEST_COMPRESSION);
        d.setInput(packed);
        d.finish();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[4096];
        while (!d.finished()) out.write(buf, 0, d.deflate(buf));
        d.end();
        byte[] deflated = out.toByteArray();
        CodeBits b = new CodeBits();
        b.write(FORMAT, 3);
        b.writeVar(deflated.length);
        b.write(crc.getValue(), 32);
        for (byte x : deflated) b.write(x & 0xFF, 8);
        return CodeAlphabet.write(b.symbols());
    }

    /**
     * The files a code carries, by path, in path order.
     *
     * @param text the words for what is wrong with a code, in the learner's language
     * @throws ClassCodeException {@link ClassCodeException.Problem#MISTYPED} for a code cut short, mistyped or
     *         not made by Boundary Lab, {@link ClassCodeException.Problem#NEWER_FORMAT} for a later format
     */
    public static Map<String, String> read(String code, ClassroomText text) throws ClassCodeException {
        int[] symbols;
        try {
            symbols = CodeAlphabet.read(code);
        } catch (ClassCodeException e) {
            throw damaged(text, "experiment.mistyped");
        }
        CodeBits b = CodeBits.of(symbols);
        try {
            int format = (int) b.read(3);
            if (format > FORMAT) throw new ClassCodeException(ClassCodeException.Problem.NEWER_FORMAT, text.get("experiment.newer", format));
            if (format != FORMAT) throw damaged(text, "experiment.foreign");
            long n = b.readVar();
            if (n <= 0 || n > MAX_BYTES) throw damaged(text, "experiment.foreign");
            long expected = b.read(32);
            byte[] deflated = new byte[(int) n];
            for (int i = 0; i < n; i++) deflated[i] = (byte) b.read(8);
            b.expectEnd();
            byte[] packed = inflate(deflated);
            if (packed == null) throw damaged(text, "experiment.foreign");
            CRC32 crc = new CRC32();
            crc.update(packed);
            if (crc.getValue() != expected) throw damaged(text, "experiment.foreign");
            return unpack(packed);
        } catch (ClassCodeException e) {
            // The check symbols matched but the bits do not read: cut short at a group boundary, or another make.
            throw e.problem() == ClassCodeException.Problem.NEWER_FORMAT ? e : damaged(text, "experiment.foreign");
        } catch (IOException | DataFormatException | RuntimeException e) {
            throw damaged(text, "experiment.foreign");
        }
    }

    private static byte[] pack(Map<String, String> files) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            Map<String, String> sorted = new TreeMap<>(files);
            out.writeInt(sorted.size());
            for (Map.Entry<String, String> f : sorted.entrySet()) {
                for (String s : new String[] {f.getKey(), f.getValue()}) {
                    byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
                    out.writeInt(utf8.length);
                    out.write(utf8);
                }
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("writing to memory does not fail", e);
        }
        return bytes.toByteArray();
    }

    private static Map<String, String> unpack(byte[] packed) throws IOException {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(packed));
        int count = in.readInt();
        if (count < 0 || count > MAX_FILES) throw new IOException("not a file count: " + count);
        Map<String, String> files = new TreeMap<>();
        for (int i = 0; i < count; i++) files.put(utf8(in, packed.length), utf8(in, packed.length));
        if (in.available() != 0) throw new IOException("bytes after the last file");
        return files;
    }

    private static String utf8(DataInputStream in, int most) throws IOException {
        int n = in.readInt();
        if (n < 0 || n > most) throw new IOException("not a length: " + n);
        byte[] b = in.readNBytes(n);
        if (b.length != n) throw new IOException("cut short");
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(java.nio.ByteBuffer.wrap(b)).toString();
        } catch (CharacterCodingException e) {
            throw new IOException("not UTF-8", e);
        }
    }

    /** The deflated bytes inflated, never more than {@link #MAX_BYTES}; null when they are not whole deflate data. */
    private static byte[] inflate(byte[] deflated) throws DataFormatException {
        Inflater inf = new Inflater();
        try {
            inf.setInput(deflated);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buf = new byte[4096];
            while (!inf.finished()) {
                int got = inf.inflate(buf);
                if (got == 0 && (inf.needsInput() || inf.needsDictionary())) return null;
                out.write(buf, 0, got);
                if (out.size() > MAX_BYTES) return null;
            }
            return inf.getRemaining() == 0 ? out.toByteArray() : null;
        } finally {
            inf.end();
        }
    }

    private static ClassCodeException damaged(ClassroomText text, String key, Object... args) {
        return new ClassCodeException(ClassCodeException.Problem.MISTYPED, text.get(key, args));
    }
}
