#!/usr/bin/env bash
# The floor under the start-up goal: an empty JavaFX window, with the same JavaFX and JDK as the
# app's jar, launched and timed by measure-start.sh exactly as the app is.
#   DISPLAY=:84 packaging/measure-floor.sh 7
# Needs app/target/boundary-lab.jar (mvn -o -B -q package -pl app -am -DskipTests).
set -euo pipefail
cd "$(dirname "$0")/.."
jar=app/target/boundary-lab.jar
[ -f "$jar" ] || { echo "measure-floor: build $jar first (mvn -B package -pl app -am -DskipTests)" >&2; exit 2; }
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
javac -d "$out" -cp "$jar" packaging/floor/EmptyWindow.java
packaging/measure-start.sh "${1:-5}" java -cp "$jar:$out" floor.EmptyWindow\$Main
