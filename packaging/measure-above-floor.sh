#!/usr/bin/env bash
# The app's own start, measured against the floor in one run: an empty JavaFX window
# (packaging/floor/EmptyWindow.java) and the app are launched alternately, N pairs, each with a
# fresh config folder and home (a first start), under an X display (Xvfb). For each launch, the
# time from just before the process starts to its first frame, and to the moment the learner can
# act (the start page's rows, or the investigation asked for, shown and taking input). Prints
# each pair and the medians of the two differences, app minus floor, with the machine's load.
#   DISPLAY=:84 packaging/measure-above-floor.sh 7                          # java -jar app/target/boundary-lab.jar
#   DISPLAY=:84 packaging/measure-above-floor.sh 7 /opt/boundary-lab/bin/boundary-lab
#   DISPLAY=:84 packaging/measure-above-floor.sh 7 java -jar OLD.jar         # an earlier release's jar
# FLOOR_JAR: the jar whose JavaFX the floor runs on (default app/target/boundary-lab.jar; the
# installed app's floor runs on its own runtime: FLOOR_JAVA=/opt/boundary-lab/lib/runtime/bin/java
# FLOOR_JAR="/opt/boundary-lab/lib/app/*").
# Needs app/target/boundary-lab.jar (mvn -B -ntp package -pl app -am -DskipTests).
set -euo pipefail
cd "$(dirname "$0")/.."
n="${1:-5}"
shift || true
[ "$n" -ge 1 ] 2>/dev/null || { echo "measure-above-floor: N must be a whole number of pairs, at least 1" >&2; exit 2; }
[ -n "${DISPLAY:-}" ] || { echo "measure-above-floor: set DISPLAY (e.g. Xvfb :84 & DISPLAY=:84)" >&2; exit 2; }
jar=app/target/boundary-lab.jar
floor_jar="${FLOOR_JAR:-$jar}"
floor_java="${FLOOR_JAVA:-java}"
if [ $# -eq 0 ]; then
    [ -f "$jar" ] || { echo "measure-above-floor: build $jar first (mvn -B -ntp package -pl app -am -DskipTests)" >&2; exit 2; }
    set -- java -jar "$jar"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/floor"
javac -d "$work/floor" -cp "$floor_jar" packaging/floor/EmptyWindow.java

# One launch: prints "first ready" in ms from just before the process started.
launch() {
    rm -rf "$work/home" && mkdir -p "$work/home"
    local t0
    t0="$(date +%s%3N)"
    HOME="$work/home" XDG_CONFIG_HOME="$work/home/config" JAVA_TOOL_OPTIONS="-Dboundarylab.timing=true ${EXTRA_JAVA_OPTIONS:-}" \
        "$@" >"$work/log" 2>&1 &
    local pid=$!
    for _ in $(seq 1 1200); do
        grep -q "boundary-lab: ready" "$work/log" && break
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.05
    done
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    local first ready
    first="$(sed -nE 's/.*boundary-lab: first frame .*at ([0-9]+) ms since the epoch.*/\1/p' "$work/log" | head -1)"
    ready="$(sed -nE 's/.*boundary-lab: ready .*at ([0-9]+) ms since the epoch.*/\1/p' "$work/log" | head -1)"
    if [ -z "$first" ] || [ -z "$ready" ]; then
        cat "$work/log" >&2
        echo "measure-above-floor: no first frame or no ready line from: $*" >&2
        exit 1
    fi
    echo "$((first - t0)) $((ready - t0))"
}

floor_cmd=("$floor_java" -cp "$floor_jar:$work/floor" 'floor.EmptyWindow$Main')
# One pair first, not counted: both find their files in the page cache.
launch "${floor_cmd[@]}" >/dev/null
launch "$@" >/dev/null
: >"$work/pairs"
for i in $(seq 1 "$n"); do
    # Alternate which goes first, so neither always follows the other.
    if [ $((i % 2)) -eq 1 ]; then
        f="$(launch "${floor_cmd[@]}")"; a="$(launch "$@")"
    else
        a="$(launch "$@")"; f="$(launch "${floor_cmd[@]}")"
    fi
    read -r ff fr <<<"$f"
    read -r af ar <<<"$a"
    echo "$((af - ff)) $((ar - fr)) $ff $af $ar" >>"$work/pairs"
    echo "pair $i: floor first frame $ff ms; app first frame $af ms, can act $ar ms; above the floor: $((af - ff)) ms, $((ar - fr)) ms"
done
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : int((a[NR/2]+a[NR/2+1])/2)}'; }
echo "median of $n pairs: the app's own start (first frame above the floor's) $(cut -d' ' -f1 "$work/pairs" | median) ms (goal 350);" \
     "can act above the floor $(cut -d' ' -f2 "$work/pairs" | median) ms (goal 800);" \
     "floor $(cut -d' ' -f3 "$work/pairs" | median) ms, app $(cut -d' ' -f4 "$work/pairs" | median) ms;" \
     "load average $(cut -d' ' -f1-3 /proc/loadavg); $*"
