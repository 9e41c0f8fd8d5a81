/** The learner's saved work and settings: JSON in the configuration folder, written atomically, damaged files set aside. */
package io.boundarylab.app.save;
