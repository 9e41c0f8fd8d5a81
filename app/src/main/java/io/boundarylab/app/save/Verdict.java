package io.boundarylab.app.save;

/** How the runs judged a prediction: every claim right, some right and some wrong, or none right. */
public enum Verdict { RIGHT, PARTLY, WRONG }
