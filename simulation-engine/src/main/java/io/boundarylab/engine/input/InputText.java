package io.boundarylab.engine.input;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads a file a person wrote as UTF-8 text, never more than {@link #MAX_BYTES}: the limit is
 * checked while reading, so {@code /dev/zero} or a 50 GB file is refused after one megabyte, not
 * after filling the memory.
 */
public final class InputText {
    /**
     * The largest file read: 1 MiB, over a hundred times the largest bundled file. Parsing YAML
     * takes about a second per megabyte here, so the limit also bounds the time.
     */
    public static final int MAX_BYTES = 1 << 20;

    private InputText() {
    }

    /** The file's text; {@code name} is how problems name it. */
    public static String read(Path file, String name) throws InputProblem {
        if (Files.isDirectory(file)) throw new InputProblem(name, 0, 0, "", "is a folder, not a file");
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(MAX_BYTES + 1);
        } catch (NoSuchFileException e) {
            throw new InputProblem(name, 0, 0, "", "no such file");
        } catch (AccessDeniedException e) {
            throw new InputProblem(name, 0, 0, "", "cannot read: permission denied");
        } catch (IOException e) {
            throw new InputProblem(name, 0, 0, "", "cannot read: " + (e.getMessage() == null ? "read failed" : e.getMessage()));
        }
        if (bytes.length > MAX_BYTES) {
            throw new InputProblem(name, 0, 0, "", "too large: at most " + (MAX_BYTES >> 20) + " MiB (see docs/limits.md)");
        }
        return decode(bytes, name);
    }

    /** Strict UTF-8: a byte that is not UTF-8 is reported at its line and column, never replaced. */
    public static String decode(byte[] bytes, String name) throws InputProblem {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length + 1);
        CoderResult r = decoder.decode(in, out, true);
        if (r.isError()) {
            out.flip();
            int line = 1, column = 1;
            while (out.hasRemaining()) {
                if (out.get() == '\n') { line++; column = 1; } else column++;
            }
            throw new InputProblem(name, line, column, "", "not UTF-8 text: save the file as UTF-8");
        }
        decoder.flush(out);
        out.flip();
        String text = out.toString();
        // A byte order mark is invisible in editors; the parsers would read it as part of the first key.
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }
}
