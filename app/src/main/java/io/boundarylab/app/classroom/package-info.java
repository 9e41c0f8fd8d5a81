/**
 * Running a class: class codes (the investigation, the content version, the seed, faults on cue and
 * the episodes assigned, in a short code read aloud), the results file a learner hands in (signed
 * with the code), and the instructor's dashboard over a folder of results. See README, "In the
 * classroom", and docs/classroom.md.
 */
package io.boundarylab.app.classroom;
