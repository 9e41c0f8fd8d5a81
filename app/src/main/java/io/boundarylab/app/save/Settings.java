package io.boundarylab.app.save;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * The learner's or instructor's settings, saved as {@code settings.json}.
 *
 * @param theme            "light", "dark" or "high-contrast"
 * @param textScalePercent 100 to 200
 * @param reducedMotion    discrete changes instead of animation
 * @param seed             seed for the experiments, or null for each scenario's own
 * @param contentFolder    a content folder chosen by the instructor, or null for the bundled one
 * @param investigation    the bundled investigation the learner last had open (its id), or null
 *                         for the first; settings written before investigations had ids lack it
 * @param classCode        the class code the learner entered, kept until they leave the class, or null
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record Settings(String theme, int textScalePercent, boolean reducedMotion, Long seed, String contentFolder,
                       String investigation, String classCode) {
    public static final int MIN_SCALE = 100;
    public static final int MAX_SCALE = 200;

    public Settings {
        theme = theme == null ? "light" : theme;
        textScalePercent = Math.max(MIN_SCALE, Math.min(MAX_SCALE, textScalePercent == 0 ? 100 : textScalePercent));
    }

    public Settings(String theme, int textScalePercent, boolean reducedMotion, Long seed, String contentFolder) {
        this(theme, textScalePercent, reducedMotion, seed, contentFolder, null, null);
    }

    public Settings(String theme, int textScalePercent, boolean reducedMotion, Long seed, String contentFolder, String investigation) {
        this(theme, textScalePercent, reducedMotion, seed, contentFolder, investigation, null);
    }

    public static Settings defaults() {
        return new Settings("light", 100, false, null, null, null, null);
    }

    public Settings withTheme(String value) { return new Settings(value, textScalePercent, reducedMotion, seed, contentFolder, investigation, classCode); }
    public Settings withTextScalePercent(int value) { return new Settings(theme, value, reducedMotion, seed, contentFolder, investigation, classCode); }
    public Settings withReducedMotion(boolean value) { return new Settings(theme, textScalePercent, value, seed, contentFolder, investigation, classCode); }
    public Settings withSeed(Long value) { return new Settings(theme, textScalePercent, reducedMotion, value, contentFolder, investigation, classCode); }
    public Settings withContentFolder(String value) { return new Settings(theme, textScalePercent, reducedMotion, seed, value, investigation, classCode); }
    public Settings withInvestigation(String value) { return new Settings(theme, textScalePercent, reducedMotion, seed, contentFolder, value, classCode); }
    public Settings withClassCode(String value) { return new Settings(theme, textScalePercent, reducedMotion, seed, contentFolder, investigation, value); }
}
