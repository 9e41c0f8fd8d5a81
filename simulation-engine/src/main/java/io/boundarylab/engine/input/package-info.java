/**
 * The one way Boundary Lab reads a file a person wrote (scenarios, content): a bounded read of
 * UTF-8 text ({@link io.boundarylab.engine.input.InputText}), parsed as YAML or JSON by the file's
 * extension into a tree of values that remember their line and column
 * ({@link io.boundarylab.engine.input.StructuredText}, {@link io.boundarylab.engine.input.Located}).
 * Every problem is an {@link io.boundarylab.engine.input.InputProblem} in the learner's words;
 * the limits are in docs/limits.md.
 */
package io.boundarylab.engine.input;
