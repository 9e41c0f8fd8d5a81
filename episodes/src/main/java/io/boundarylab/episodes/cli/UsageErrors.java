package io.boundarylab.episodes.cli;

import io.boundarylab.engine.cli.ExitCodes;
import io.boundarylab.episodes.content.EnglishFallback;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

import java.io.PrintWriter;
import java.util.ResourceBundle;
import java.util.Locale;

/**
 * picocli's own usage errors (an unknown option, a missing parameter, a value of the wrong kind)
 * as one line on the command's error stream, in the learner's language (the default locale), then
 * exit {@value ExitCodes#BAD_INPUT}. A kind of error without a sentence of its own keeps picocli's
 * English words, marked {@code [EN] } where the language is not English.
 */
public final class UsageErrors implements CommandLine.IParameterExceptionHandler {

    @Override
    public int handleParseException(CommandLine.ParameterException ex, String[] args) {
        PrintWriter err = ex.getCommandLine().getErr();
        err.println(line(ex));
        err.flush();
        return ExitCodes.BAD_INPUT;
    }

    /** The one line said for {@code ex}: the command, what is wrong, and where the usage is. */
    public static String line(CommandLine.ParameterException ex) {
        String command = ex.getCommandLine().getCommandSpec().qualifiedName();
        return CliSupport.msg("usage.line", command, problem(ex));
    }

    private static String problem(CommandLine.ParameterException ex) {
        if (ex instanceof CommandLine.UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) {
            String first = u.getUnmatched().get(0);
            return CliSupport.msg(first.startsWith("-") ? "usage.unknownOption" : "usage.unexpected", first);
        }
        if (ex instanceof CommandLine.MissingParameterException m && !m.getMissing().isEmpty())
            return CliSupport.msg("usage.missing", String.join(", ", m.getMissing().stream().map(UsageErrors::name).toList()));
        if (ex.getCause() instanceof CommandLine.TypeConversionException && ex.getArgSpec() != null && ex.getValue() != null)
            return CliSupport.msg("usage.invalid", name(ex.getArgSpec()), ex.getValue());
        // Marked only in a language these messages are translated into; elsewhere all is English, unmarked.
        String language = Locale.getDefault().getLanguage();
        String translated = ResourceBundle.getBundle("io.boundarylab.episodes.cli.Messages", Locale.getDefault()).getLocale().getLanguage();
        boolean marked = !language.isEmpty() && !language.equals(Locale.ENGLISH.getLanguage()) && language.equals(translated);
        return EnglishFallback.mark(ex.getMessage(), marked);
    }

    private static String name(ArgSpec a) {
        if (a instanceof OptionSpec o) return o.longestName();
        if (a instanceof PositionalParamSpec p) return p.paramLabel();
        return String.valueOf(a);
    }
}
