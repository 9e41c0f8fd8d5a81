package io.boundarylab.app.shell;

/** Outline marks: a glyph and a word each, never colour alone ({@link Marks}). */
public enum Mark { NEW, READ, STARTED, DONE, CURRENT }
