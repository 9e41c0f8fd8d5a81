package io.boundarylab.episodes.content;

import io.boundarylab.engine.input.InputProblem;
import io.boundarylab.engine.scenario.ScenarioException;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A content problem is written as every located problem is: {@code file:line:column: field: problem}, one form. */
class ContentProblemTest {

    @Test
    void aWholeFileProblemNamesTheFileWithoutALine() {
        assertEquals("es/narration.yaml: file: in en, not in es", new ContentProblem("es/narration.yaml", 0, 0, "file: in en, not in es").format());
    }

    @Test
    void contentScenarioAndInputProblemsReadAlike() {
        for (int[] at : new int[][] {{0, 0}, {3, 0}, {3, 7}}) {
            String input = new InputProblem("a.yaml", at[0], at[1], "pods[0]", "required field is missing").getMessage();
            assertEquals(input, new ScenarioException("a.yaml", at[0], at[1], "pods[0]", "required field is missing").getMessage());
            assertEquals(input, new ContentProblem("a.yaml", at[0], at[1], "pods[0]: required field is missing").format());
        }
    }
}
