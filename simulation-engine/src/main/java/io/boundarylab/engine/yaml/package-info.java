/**
 * The one way Boundary Lab writes YAML a person will read and edit (scenarios, a saved playground
 * lesson): {@link io.boundarylab.engine.yaml.YamlWriter}, whose text the input layer
 * ({@link io.boundarylab.engine.input}) reads back to the same values.
 */
package io.boundarylab.engine.yaml;
