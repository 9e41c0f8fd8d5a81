package io.boundarylab.episodes.content;

import java.util.List;

/**
 * One episode of the investigation: a pressure, a prediction, an experiment that flips one
 * guarantee, and what the learner should take from it. Every text comes from content.
 *
 * @param id            stable id ({@code helper}); the CLI and saved progress use it
 * @param number        the episode number shown to the learner
 * @param title         "The Helper Process Problem"
 * @param pressure      what goes wrong without the guarantee
 * @param prediction    the question asked before the experiment runs
 * @param experiment    the variants it compares and what the runs may show
 * @param observation   what the experiment shows (the narrative version)
 * @param failure       what is not guaranteed
 * @param discovery     what the boundary must guarantee
 * @param nextPressure  what this guarantee still leaves open
 * @param boundaryDelta what the boundary gains
 * @param prompt        the line above the mode switch ("Compare separate placement ...")
 * @param statusHint    the line under the status fields ("Choose a placement mode ...")
 * @param statusFields  the live status fields, with their initial values
 * @param explainExample the start of a sentence the explain step offers after a wrong prediction,
 *                       about this episode's own experiment ("the helper ran, but on another node …")
 */
public record Episode(String id, int number, String title, String pressure,
                      PredictionQuestion prediction, Experiment experiment,
                      String observation, String failure, String discovery, String nextPressure,
                      String boundaryDelta, String prompt, String statusHint,
                      List<StatusField> statusFields, String explainExample) {

    public Episode {
        statusFields = List.copyOf(statusFields);
    }
}
