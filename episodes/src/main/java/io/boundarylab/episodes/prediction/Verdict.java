package io.boundarylab.episodes.prediction;

/**
 * How the runs judged a prediction: every claim (and the number) right, some right and some wrong,
 * or none right. The one verdict every part reads: the episode screen, the synthesis, a class's
 * results file and dashboard, the playground and the command line. Saved and handed in by name, so
 * the names are a file format: files written by earlier releases hold the same three words.
 */
public enum Verdict { RIGHT, PARTLY, WRONG }
